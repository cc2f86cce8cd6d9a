import type { QuestionArt } from '../../../events/practice/generated-question';
import { QuestionArtView } from './question-art';
import './question.css';

export interface QuestionDisplayProps {
  prompt: string;
  art?: QuestionArt | null | undefined;
  /** The prompt's test id (practice: `practice-prompt`). */
  promptTestId?: string;
}

/** A question's prompt (its line breaks kept) and, when it has one, its picture. */
export function QuestionDisplay({ prompt, art, promptTestId }: QuestionDisplayProps) {
  return (
    <>
      <p className="question-prompt" data-testid={promptTestId}>
        {prompt}
      </p>
      {art ? (
        <div className="question-picture">
          <QuestionArtView art={art} />
        </div>
      ) : null}
    </>
  );
}
