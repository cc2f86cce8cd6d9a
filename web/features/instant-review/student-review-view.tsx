import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrmCurrentQuestion } from '../../../events/instant-review';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';

export interface StudentReviewViewProps {
  view: QrmCurrentQuestion;
  busy: boolean;
  error: string | null;
  onSubmit(guesses: string[]): void;
}

/** A student's device during a review: the question, one answer, then right or wrong and a wait for the next. */
export function StudentReviewView({ view, busy, error, onSubmit }: StudentReviewViewProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [empty, setEmpty] = useState(false);
  const key = view.question.questionKey;
  const value = answers[key] ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || view.myResponse !== null) return;
    if (value.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSubmit([value]);
  };
  return (
    <section className="qrm-page qrm-student" aria-labelledby="qrm-heading">
      <h1 id="qrm-heading" className="qrm-student-title">
        {t('instantReview.student.title', { teacher: view.teacherDisplayName })}
      </h1>
      {view.status === 'ended' ? (
        <p className="qrm-ended" role="status" data-testid="qrm-student-ended">
          {t('instantReview.student.ended')}
        </p>
      ) : (
        <form className="qrm-student-form" onSubmit={submit} noValidate data-testid="qrm-student-form">
          <p className="qrm-meta">{t('instantReview.page.questionNumber', { number: view.question.questionNumber })}</p>
          <QuestionDisplay prompt={view.question.prompt} art={view.question.art} promptTestId="qrm-student-prompt" />
          <AnswerInput
            key={key}
            answerType={view.question.answerType}
            choices={view.question.choices}
            value={view.myResponse ? view.myResponse.guesses.join(' ') : value}
            onChange={(next) => setAnswers((current) => ({ ...current, [key]: next }))}
            locked={view.myResponse !== null}
            onEnter={() => submit(new Event('submit') as unknown as FormEvent)}
            invalid={empty}
            testId="qrm-student-answer"
          />
          {empty ? (
            <p className="form-error" role="alert">
              {t('instantReview.student.emptyAnswer')}
            </p>
          ) : null}
          {view.myResponse === null ? (
            <button type="submit" className="button button-primary" aria-disabled={busy || undefined} data-testid="qrm-student-submit">
              {busy ? t('instantReview.student.submitting') : t('instantReview.student.submit')}
            </button>
          ) : (
            <p className={view.myResponse.correct ? 'qrm-feedback qrm-feedback-right' : 'qrm-feedback qrm-feedback-wrong'} role="status" data-testid="qrm-student-feedback">
              {view.myResponse.correct ? t('instantReview.student.right') : t('instantReview.student.wrong')} {t('instantReview.student.waiting')}
            </p>
          )}
          {error !== null ? (
            <p className="form-error" role="alert">
              {t(error)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
