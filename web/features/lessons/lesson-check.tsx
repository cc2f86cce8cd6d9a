import './lessons-text';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgedLessonCheck, LessonCheckQuestion } from '../../../events/lessons';
import { HttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';

export interface LessonCheckProps {
  number: number;
  check: LessonCheckQuestion;
  /** Whether the first answer was right, when the student answered it before (the server's progress). */
  answeredBefore: boolean | null;
  onAnswer: (questionKey: string, response: string, idempotencyKey: string) => Promise<JudgedLessonCheck>;
  onJudged: (judged: JudgedLessonCheck) => void;
}

/** One check question answered in the page, with the server's feedback (right or not, the explanation). */
export function LessonCheck({ number, check, answeredBefore, onAnswer, onJudged }: LessonCheckProps) {
  const { t } = useTranslation();
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [judged, setJudged] = useState<JudgedLessonCheck | null>(null);
  // One key per answer given: a retry of a lost request is told what the first was.
  const attempt = useRef<{ response: string; key: string } | null>(null);
  const headingId = `lesson-check-${check.questionKey}`;

  const send = async () => {
    if (response.trim() === '') return setErrorKey('lessons.invalid_response');
    if (attempt.current?.response !== response) attempt.current = { response, key: newIdempotencyKey() };
    setBusy(true);
    setErrorKey(null);
    try {
      const answer = await onAnswer(check.questionKey, response, attempt.current.key);
      setJudged(answer);
      onJudged(answer);
    } catch (error) {
      setErrorKey(error instanceof HttpError && error.errorKey ? error.errorKey : 'lessons.checkFailed');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <li className="lessons-check" data-testid="lesson-check" data-question-key={check.questionKey}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <h3 id={headingId}>{t('lessons.checkNumber', { number })}</h3>
        {answeredBefore !== null && judged === null ? (
          <p className="lessons-answered-before">{answeredBefore ? t('lessons.answeredRight') : t('lessons.answeredWrong')}</p>
        ) : null}
        <QuestionDisplay prompt={check.prompt} art={check.art} />
        <AnswerInput answerType={check.answerType} choices={check.choices} value={response} onChange={setResponse} locked={busy} onEnter={() => void send()} testId={`lesson-answer-${check.questionKey}`} />
        <button type="submit" className="button button-primary" disabled={busy} data-testid={`lesson-send-${check.questionKey}`}>
          {busy ? t('lessons.sending') : judged ? t('lessons.tryAgain') : t('lessons.answer')}
        </button>
      </form>
      <div aria-live="polite">
        {errorKey ? (
          <p className="form-error" role="alert">
            {t(errorKey)}
          </p>
        ) : null}
        {judged ? (
          <div className="lessons-feedback" data-testid="lesson-feedback" data-correct={String(judged.correct)}>
            <p className="lessons-verdict">{judged.correct ? t('lessons.right') : t('lessons.wrong', { answer: judged.correctAnswer })}</p>
            <ol className="lessons-steps">
              {judged.explanation.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </li>
  );
}
