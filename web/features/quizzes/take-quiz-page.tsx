import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttemptView, QuizResults } from '../../../events/quizzes';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { quizzesApi, type QuizzesApi } from './quizzes-api';
import { errorKeyOf, useQuizLoad } from './use-quiz-load';
import './quizzes.css';

export interface TakeQuizPageProps {
  quizId: string;
  api?: QuizzesApi;
  /** Milliseconds since some start (the countdown's clock); replaceable in tests. */
  clock?: () => number;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left by the server's deadline: the server's `secondsLeft` when the view came, less the time since. */
function useSecondsLeft(view: QuizAttemptView | null, clock: () => number): number {
  const [now, setNow] = useState(clock);
  // The countdown's base is the view it came with: a new view (an answer, a reload) sets it again.
  const base = useRef<{ view: QuizAttemptView | null; at: number; seconds: number }>({ view: null, at: 0, seconds: 0 });
  if (base.current.view !== view) base.current = { view, at: clock(), seconds: view?.secondsLeft ?? 0 };
  useEffect(() => {
    setNow(clock());
    if (view?.status !== 'in_progress') return;
    const timer = window.setInterval(() => setNow(clock()), 1_000);
    return () => window.clearInterval(timer);
  }, [view]);
  return Math.max(0, base.current.seconds - Math.floor((Math.max(now, base.current.at) - base.current.at) / 1_000));
}

/**
 * A student's quiz (issue 29, docs/quizzes.md): one question at a time with practice's question display and answer
 * input, the time left by the server's deadline; a reload shows the first unanswered question again (the server
 * resumes the attempt); after the teacher's release, her score and each question right or wrong.
 */
export function TakeQuizPage({ quizId, api = quizzesApi, clock = () => Date.now() }: TakeQuizPageProps) {
  const { t } = useTranslation();
  const { state, set, reload } = useQuizLoad<QuizAttemptView>(() => api.attempt(quizId));
  const view = state.status === 'loaded' ? state.data : null;
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [results, setResults] = useState<QuizResults | null>(null);
  const answerKey = useRef<{ questionKey: string; key: string } | null>(null);
  const secondsLeft = useSecondsLeft(view, clock);
  usePageTitle(view ? t('quizzes.take.heading', { title: view.title }) : t('quizzes.title'));

  // At the deadline the server counts the attempt as submitted: ask it.
  useEffect(() => {
    if (view?.status === 'in_progress' && view.deadline !== null && secondsLeft === 0) reload();
  }, [secondsLeft, view]);
  useEffect(() => {
    if (view?.status === 'submitted' && view.released && results === null) api.results(quizId).then(setResults, () => setResults(null));
  }, [view]);

  const run = async (work: () => Promise<QuizAttemptView>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      set(await work());
      setResponse('');
    } catch (error) {
      const key = errorKeyOf(error);
      setErrorKey(key);
      // Closed, time up or submitted elsewhere: the server's view says what now.
      if (['quizzes.time_up', 'quizzes.closed', 'quizzes.already_submitted', 'quizzes.not_the_current_question'].includes(key)) reload();
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    const question = view?.question;
    if (!question) return;
    if (response.trim() === '') return setErrorKey('quizzes.invalid_response');
    // One key per question: a retry of a lost answer is told what the first was.
    if (answerKey.current?.questionKey !== question.questionKey) answerKey.current = { questionKey: question.questionKey, key: newIdempotencyKey() };
    const key = answerKey.current.key;
    void run(() => api.answer(quizId, question.questionKey, response, key));
  };
  const answer = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  if (state.status !== 'loaded' || view === null) {
    return (
      <section className="quizzes-page">
        <h1>{t('quizzes.title')}</h1>
        {state.status === 'loading' ? <p role="status">{t('quizzes.loading')}</p> : <p role="alert" className="form-error">{t(state.status === 'failed' ? state.errorKey : 'quizzes.loadFailed')}</p>}
      </section>
    );
  }

  return (
    <section className="quizzes-page quizzes-take" aria-labelledby="take-quiz-heading" data-testid="take-quiz" data-status={view.status}>
      <h1 id="take-quiz-heading">{t('quizzes.take.heading', { title: view.title })}</h1>
      {view.status === 'in_progress' && view.deadline !== null ? (
        <p className="quizzes-time-left" data-testid="quiz-time-left" role="timer" aria-live="off">
          {t('quizzes.take.timeLeft', { time: mmss(secondsLeft) })}
        </p>
      ) : null}
      {view.status === 'not_started' ? (
        <>
          <p>{t('quizzes.take.intro', { count: view.total })}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void run(() => api.start(quizId))} data-testid="quiz-start">
            {busy ? t('quizzes.take.starting') : t('quizzes.take.start')}
          </button>
        </>
      ) : null}
      {view.status === 'in_progress' && view.question ? (
        <form className="quizzes-question" onSubmit={answer} noValidate data-testid="quiz-question" data-question-key={view.question.questionKey}>
          <p className="quizzes-progress">{t('quizzes.take.progress', { number: view.question.number, total: view.question.total })}</p>
          <QuestionDisplay prompt={view.question.prompt} art={view.question.art} promptTestId="quiz-prompt" />
          <AnswerInput
            answerType={view.question.answerType}
            choices={view.question.choices}
            value={response}
            onChange={setResponse}
            locked={busy}
            onEnter={send}
            testId="quiz-answer-input"
          />
          <button type="submit" className="button button-primary" disabled={busy} data-testid="quiz-answer">
            {busy ? t('quizzes.take.sending') : t('quizzes.take.answer')}
          </button>
        </form>
      ) : null}
      {view.status === 'in_progress' && view.question === null ? (
        <>
          <p>{t('quizzes.take.allAnswered')}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void run(() => api.submit(quizId))} data-testid="quiz-submit">
            {t('quizzes.take.submit')}
          </button>
        </>
      ) : null}
      {errorKey ? (
        <p className="form-error" role="alert" data-testid="quiz-error">
          {t(errorKey)}
        </p>
      ) : null}
      {view.status === 'submitted' ? <SubmittedAttempt view={view} results={results} /> : null}
    </section>
  );
}

function SubmittedAttempt({ view, results }: { view: QuizAttemptView; results: QuizResults | null }) {
  const { t } = useTranslation();
  const own = results?.students[0] ?? null;
  return (
    <div data-testid="quiz-submitted">
      <p>{view.submitReason === 'deadline' ? t('quizzes.take.timeUp') : t('quizzes.take.submitted')}</p>
      {!view.released ? <p>{t('quizzes.take.waitRelease')}</p> : null}
      {own && own.scorePercent !== null ? (
        <>
          <p className="quizzes-score" data-testid="quiz-score">
            {t('quizzes.take.score', { right: own.right, total: own.total, percent: own.scorePercent })}
          </p>
          <ol className="quizzes-items">
            {results!.items.map((item) => {
              const given = own.answers.find((each) => each.questionNumber === item.questionNumber);
              return (
                <li key={item.questionKey} data-testid="quiz-score-item" data-correct={given ? String(given.correct) : 'unanswered'}>
                  <p className="quizzes-item-prompt">{item.prompt}</p>
                  <p>{given ? (given.correct ? t('quizzes.take.right') : t('quizzes.take.wrong')) : t('quizzes.take.notAnswered')}</p>
                  {given ? <p>{t('quizzes.take.yourAnswer', { response: given.response })}</p> : null}
                  {given && !given.correct ? <p>{t('quizzes.take.rightAnswer', { answer: given.correctAnswer })}</p> : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}
