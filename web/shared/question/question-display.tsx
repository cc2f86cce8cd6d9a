import type { QuestionArt } from '../../../events/practice/generated-question';
import { ReadAloudButton } from '../read-aloud/read-aloud-button';
import { QuestionArtView } from './question-art';
import './question.css';

export interface QuestionDisplayProps {
  prompt: string;
  art?: QuestionArt | null | undefined;
  /** The prompt's test id (practice: `practice-prompt`). */
  promptTestId?: string;
  /** The question's subject, when known: the read-aloud speaks Spanish questions in Spanish. */
  subject?: string;
}

/** A question's prompt (its line breaks kept) with its read-aloud speaker and, when it has one, its picture. */
export function QuestionDisplay({ prompt, art, promptTestId, subject }: QuestionDisplayProps) {
  return (
    <>
      <div className="question-prompt-row">
        <p className="question-prompt" data-testid={promptTestId}>
          {prompt}
        </p>
        <ReadAloudButton text={prompt} {...(subject ? { subject } : {})} />
      </div>
      {art ? (
        <div className="question-picture">
          <QuestionArtView art={art} />
        </div>
      ) : null}
    </>
  );
}
