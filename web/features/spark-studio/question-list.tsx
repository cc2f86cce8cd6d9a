import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SparkQuestion } from './spark-studio-api';

export interface QuestionListProps {
  questions: readonly SparkQuestion[];
  editable: boolean;
  /** The question whose form is open, in its place. */
  editing: string | null;
  onEdit(questionId: string): void;
  onRemove(questionId: string): void;
  onMove(from: number, to: number): void;
  renderEditor(question: SparkQuestion, number: number): ReactNode;
}

/** A set's questions in order: prompt, choices (the correct one marked), answer and explanation; the author's buttons. */
export function QuestionList({ questions, editable, editing, onEdit, onRemove, onMove, renderEditor }: QuestionListProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <ol className="spark-question-list" data-testid="spark-question-list">
      {questions.map((question, index) => {
        const number = index + 1;
        if (question.questionId === editing) {
          return (
            <li key={question.questionId} className="spark-question-item">
              {renderEditor(question, number)}
            </li>
          );
        }
        return (
          <li key={question.questionId} className="spark-question-item spark-question-card" data-testid="spark-question">
            <p className="spark-question-heading">
              <span className="spark-question-number">{t('sparkStudio.editor.questionNumber', { number })}</span>
              <span className="spark-badge">{t(`sparkStudio.form.kinds.${question.kind}`)}</span>
            </p>
            <p className="spark-question-prompt" data-testid="spark-question-prompt">
              {question.prompt}
            </p>
            {question.kind === 'multipleChoice' ? (
              <ul className="spark-question-choices">
                {question.choices.map((choice) => (
                  <li key={choice} className={choice === question.answer ? 'spark-correct-choice' : undefined}>
                    {choice}
                    {choice === question.answer ? <span className="spark-correct-mark">{` ✓`}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="spark-question-answer">{t('sparkStudio.editor.answer', { answer: question.answer })}</p>
            )}
            <p className="spark-question-explanation">{t('sparkStudio.editor.explanation', { explanation: question.explanation })}</p>
            {editable && editing === null ? (
              <div className="spark-question-buttons">
                <button type="button" className="button button-quiet" aria-label={t('sparkStudio.editor.editLabel', { number })} onClick={() => onEdit(question.questionId)} data-testid="spark-question-edit">
                  {t('sparkStudio.editor.edit')}
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={t('sparkStudio.editor.removeLabel', { number })}
                  onClick={() => onRemove(question.questionId)}
                  data-testid="spark-question-remove"
                >
                  {t('sparkStudio.editor.remove')}
                </button>
                {index > 0 ? (
                  <button type="button" className="button button-quiet spark-icon-button" aria-label={t('sparkStudio.editor.moveUp', { number })} onClick={() => onMove(index, index - 1)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                ) : null}
                {index < questions.length - 1 ? (
                  <button type="button" className="button button-quiet spark-icon-button" aria-label={t('sparkStudio.editor.moveDown', { number })} onClick={() => onMove(index, index + 1)}>
                    <span aria-hidden="true">↓</span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
