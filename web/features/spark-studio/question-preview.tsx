import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { answerTypeOf, correctAnswerOf, type QuestionDraft } from './question-draft';

/**
 * The question as students see it in a room (the shared question display and
 * answer input), updated as the author types, with the answer and explanation
 * everyone sees on reveal.
 */
export function QuestionPreview({ draft }: { draft: QuestionDraft }) {
  const { t } = useTranslation();
  const ids = useId();
  const [tried, setTried] = useState('');
  const choices = draft.choices.map((choice) => choice.trim()).filter((choice) => choice !== '');
  const answer = correctAnswerOf(draft);
  return (
    <aside className="spark-preview" aria-labelledby={`${ids}-heading`} data-testid="spark-preview">
      <h3 id={`${ids}-heading`}>{t('sparkStudio.form.preview')}</h3>
      <p className="spark-help">{t('sparkStudio.form.previewHelp')}</p>
      {draft.prompt.trim() === '' ? (
        <p className="spark-preview-empty">{t('sparkStudio.form.previewEmpty')}</p>
      ) : (
        <div className="spark-preview-question">
          <QuestionDisplay prompt={draft.prompt.trim()} promptTestId="spark-preview-prompt" />
          <AnswerInput answerType={answerTypeOf[draft.kind]} choices={choices} value={tried} onChange={setTried} />
        </div>
      )}
      {answer !== '' ? <p className="spark-preview-answer">{t('sparkStudio.form.previewAnswer', { answer })}</p> : null}
      {draft.explanation.trim() !== '' ? <p className="spark-preview-explanation">{t('sparkStudio.form.previewExplanation', { explanation: draft.explanation.trim() })}</p> : null}
    </aside>
  );
}
