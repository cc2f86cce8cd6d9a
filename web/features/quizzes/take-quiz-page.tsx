import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { QuizAttemptView, QuizResults } from '../../../events/quizzes';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { QuestionWithScratchpad } from '../../shared/scratchpad/scratchpad';
import { quizzesApi, type QuizzesApi } from './quizzes-api';
import { takeQuizMachine } from './take-quiz-machine';
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
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  });
  // The question's scratchpad work (the pad starts clean on each question): sent with the answer when there is some.
  const work = useRef<readonly ScratchpadStroke[]>([]);
  const keepWork = (strokes: readonly ScratchpadStroke[]) => {
    work.current = strokes;
  };
  const actor = useActorRef(
    takeQuizMachine.provide({
      actors: {
        loadAttempt: fromPromise(({ input }) => latestApi.current.attempt(input.quizId)),
        sendAttempt: fromPromise(({ input: { quizId: id, request } }) =>
          request.kind === 'answer' ? latestApi.current.answer(id, request.questionKey, request.response, request.idempotencyKey, work.current) : latestApi.current[request.kind](id),
        ),
        loadResults: fromPromise(({ input }) => latestApi.current.results(input.quizId)),
      },
    }),
    { input: { quizId } },
  );
  const view = useSelector(actor, (s) => s.context.view);
  const response = useSelector(actor, (s) => s.context.response);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const results = useSelector(actor, (s) => s.context.results);
  const busy = useSelector(actor, (s) => s.matches({ ready: 'sending' }) || s.matches({ ready: 'reloading' }));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const secondsLeft = useSecondsLeft(view, clock);
  usePageTitle(view ? t('quizzes.take.heading', { title: view.title }) : t('quizzes.title'));

  // At the deadline the server counts the attempt as submitted: ask it.
  useEffect(() => {
    if (view?.status === 'in_progress' && view.deadline !== null && secondsLeft === 0) actor.send({ type: 'deadline' });
  }, [secondsLeft, view, actor]);

  const send = () => actor.send({ type: 'answer' });
  const answer = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  if (view === null) {
    return (
      <section className="quizzes-page">
        <h1>{t('quizzes.title')}</h1>
        {loadFailed ? (
          <div role="alert" className="form-error">
            <p>{t(errorKey ?? 'quizzes.loadFailed')}</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
              {t('app.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('quizzes.loading')}</p>
        )}
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
          <button type="button" className="button button-primary" disabled={busy} onClick={() => actor.send({ type: 'start' })} data-testid="quiz-start">
            {busy ? t('quizzes.take.starting') : t('quizzes.take.start')}
          </button>
        </>
      ) : null}
      {view.status === 'in_progress' && view.question ? (
        <QuestionWithScratchpad questionKey={`${quizId}:${view.question.questionKey}`} onChange={keepWork}>
          <form className="quizzes-question" onSubmit={answer} noValidate data-testid="quiz-question" data-question-key={view.question.questionKey}>
            <p className="quizzes-progress">{t('quizzes.take.progress', { number: view.question.number, total: view.question.total })}</p>
            <QuestionDisplay prompt={view.question.prompt} art={view.question.art} promptTestId="quiz-prompt" />
            <AnswerInput
              answerType={view.question.answerType}
              choices={view.question.choices}
              value={response}
              onChange={(value) => actor.send({ type: 'response.changed', value })}
              locked={busy}
              onEnter={send}
              testId="quiz-answer-input"
            />
            <button type="submit" className="button button-primary" disabled={busy} data-testid="quiz-answer">
              {busy ? t('quizzes.take.sending') : t('quizzes.take.answer')}
            </button>
          </form>
        </QuestionWithScratchpad>
      ) : null}
      {view.status === 'in_progress' && view.question === null ? (
        <>
          <p>{t('quizzes.take.allAnswered')}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => actor.send({ type: 'submit' })} data-testid="quiz-submit">
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
