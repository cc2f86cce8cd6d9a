import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { draftProblem, questionOfDraft, type QuestionDraft } from './question-draft';
import { QuestionPreview } from './question-preview';
import { SPARK_STUDIO_LIMITS as LIMITS, sparkQuestionKinds } from '../../../events/spark-studio/spark-studio-contract';
import type { SparkQuestionDraft } from './spark-studio-api';

export interface QuestionFormProps {
  heading: string;
  initial: QuestionDraft;
  submitLabel: string;
  /** Saves the question; rejects with the server's error key to show. */
  onSubmit(question: SparkQuestionDraft): Promise<void>;
  onCancel?: () => void;
  testId: string;
}

/** The form of one question (multiple choice, number or short text) beside its live preview. */
export function QuestionForm({ heading, initial, submitLabel, onSubmit, onCancel, testId }: QuestionFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorId = `${ids}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = draftProblem(draft);
    setError(problem);
    if (problem !== null) return;
    setSaving(true);
    onSubmit(questionOfDraft(draft)).then(
      () => setSaving(false),
      (failure: unknown) => {
        setSaving(false);
        // A string is the server's error key; anything else is a change dropped while another ran.
        if (typeof failure === 'string') setError(failure);
      },
    );
  };

  const removeChoice = (index: number) =>
    setDraft((current) => ({
      ...current,
      choices: current.choices.filter((_, at) => at !== index),
      correctChoice: current.correctChoice === null || current.correctChoice === index ? null : current.correctChoice > index ? current.correctChoice - 1 : current.correctChoice,
    }));

  return (
    <div className="spark-question-editor" data-testid={testId}>
      <form className="spark-question-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
        <h3 id={`${ids}-heading`}>{heading}</h3>
        <fieldset className="spark-kinds">
          <legend>{t('sparkStudio.form.kind')}</legend>
          {sparkQuestionKinds.map((kind) => (
            <label key={kind} className="spark-kind">
              <input type="radio" name={`${ids}-kind`} value={kind} checked={draft.kind === kind} onChange={() => change({ kind })} data-testid={`spark-kind-${kind}`} />
              <span>{t(`sparkStudio.form.kinds.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-prompt`}>{t('sparkStudio.form.prompt')}</label>
          <textarea
            id={`${ids}-prompt`}
            data-testid="spark-prompt"
            rows={3}
            maxLength={LIMITS.prompt}
            value={draft.prompt}
            onChange={(event) => change({ prompt: event.target.value })}
          />
        </div>
        {draft.kind === 'multipleChoice' ? (
          <fieldset className="spark-choices">
            <legend>{t('sparkStudio.form.choices')}</legend>
            {draft.choices.map((choice, index) => (
              <div key={index} className="spark-choice-row">
                <input
                  type="radio"
                  name={`${ids}-correct`}
                  checked={draft.correctChoice === index}
                  onChange={() => change({ correctChoice: index })}
                  aria-label={t('sparkStudio.form.correctLabel', { number: index + 1 })}
                  data-testid={`spark-correct-${index}`}
                />
                <input
                  type="text"
                  className="spark-choice-input"
                  value={choice}
                  maxLength={LIMITS.choice}
                  aria-label={t('sparkStudio.form.choiceLabel', { number: index + 1 })}
                  data-testid={`spark-choice-${index}`}
                  onChange={(event) => change({ choices: draft.choices.map((each, at) => (at === index ? event.target.value : each)) })}
                />
                <button
                  type="button"
                  className="button button-quiet spark-icon-button"
                  aria-label={t('sparkStudio.form.removeChoice', { number: index + 1 })}
                  aria-disabled={draft.choices.length <= LIMITS.minChoices || undefined}
                  onClick={() => draft.choices.length > LIMITS.minChoices && removeChoice(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            ))}
            {draft.choices.length < LIMITS.maxChoices ? (
              <button type="button" className="button button-quiet spark-add-choice" data-testid="spark-add-choice" onClick={() => change({ choices: [...draft.choices, ''] })}>
                {t('sparkStudio.form.addChoice')}
              </button>
            ) : null}
          </fieldset>
        ) : (
          <div className="field">
            <label htmlFor={`${ids}-answer`}>{t('sparkStudio.form.answer')}</label>
            <input
              id={`${ids}-answer`}
              data-testid="spark-answer"
              inputMode={draft.kind === 'number' ? 'decimal' : 'text'}
              autoComplete="off"
              maxLength={LIMITS.answer}
              value={draft.answer}
              aria-describedby={`${ids}-answer-help`}
              onChange={(event) => change({ answer: event.target.value })}
            />
            <p id={`${ids}-answer-help`} className="spark-help">
              {t(draft.kind === 'number' ? 'sparkStudio.form.answerNumberHelp' : 'sparkStudio.form.answerTextHelp')}
            </p>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-explanation`}>{t('sparkStudio.form.explanation')}</label>
          <textarea
            id={`${ids}-explanation`}
            data-testid="spark-explanation"
            rows={3}
            maxLength={LIMITS.explanation}
            value={draft.explanation}
            aria-describedby={`${ids}-explanation-help`}
            onChange={(event) => change({ explanation: event.target.value })}
          />
          <p id={`${ids}-explanation-help`} className="spark-help">
            {t('sparkStudio.form.explanationHelp')}
          </p>
        </div>
        {error !== null ? (
          <p id={errorId} className="form-error" role="alert" data-testid="spark-question-error">
            {t([error, UNEXPECTED_ERROR_KEY])}
          </p>
        ) : null}
        <div className="spark-form-buttons">
          {onCancel ? (
            <button type="button" className="button button-quiet" onClick={onCancel} data-testid="spark-question-cancel">
              {t('sparkStudio.form.cancel')}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" data-testid="spark-question-submit" aria-disabled={saving || undefined}>
            {saving ? t('sparkStudio.form.saving') : submitLabel}
          </button>
        </div>
      </form>
      <QuestionPreview draft={draft} />
    </div>
  );
}
