import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { PracticeQuestion } from '../../../events/practice';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { durationText, stopwatchText } from '../../shared/i18n/duration';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { PracticeLimit } from './limit-dialogs/practice-limit';
import { practiceApi, type PracticeApi } from './practice-api';
import { practiceMachine, type PracticeSnapshot } from './practice-machine';
import { SmartScoreMeter } from './smart-score-meter';
import { useProfilePreferences, useProfilePreferencesLoading } from '../../shared/profile-preferences/profile-preferences-store';
import { QuestionWithScratchpad } from '../../shared/scratchpad/scratchpad';
import './practice.css';

export interface PracticeAreaProps {
  permacode: string;
  /** Tests pass fake calls, a clock and key source. */
  api?: PracticeApi;
  now?: () => number;
  newKey?: () => string;
  /** Under the heading: a teacher's "Start group jam" (same-question mode, handed in by web/app). */
  groupJam?: ReactNode;
}

/** States in which a question is on screen. */
const QUESTION_STATES = ['answering', 'submitting', 'submitFailed', 'feedback'] as const;
const ON_QUESTION_CLOCK = ['answering', 'submitting', 'submitFailed'] as const;

/**
 * A skill's practice (issue 10 §6), under the skill page's heading: the
 * question (prompt, picture, answer field or choices; Enter submits), the
 * feedback (right or wrong, the correct answer and the steps after a wrong
 * one), and the learner's SmartScore, questions answered and time. Right or
 * wrong is announced in a live region. The flow is practice-machine.ts.
 */
export function PracticeArea(props: PracticeAreaProps) {
  // Signing in from the practice-limit dialog starts the practice again, as the member (issue 14).
  const [round, setRound] = useState(0);
  return <PracticeRound key={round} {...props} onSignedIn={() => setRound((n) => n + 1)} />;
}

function PracticeRound({ permacode, api = practiceApi, now, newKey, groupJam, onSignedIn }: PracticeAreaProps & { onSignedIn(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
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
    practiceMachine.provide({
      actors: {
        fetchQuestion: fromPromise(({ input, signal }) => latestApi.current.fetchQuestion(input.permacode, { signal })),
        submitAnswer: fromPromise(({ input }) =>
          latestApi.current.submitAnswer(input.permacode, work.current.length > 0 ? { ...input.answer, scratchpad: { strokes: work.current } } : input.answer, input.idempotencyKey),
        ),
      },
    }),
    { input: { permacode, ...(now ? { now } : {}), ...(newKey ? { newKey } : {}) } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  // Once the learner has moved past a question, each new one takes the keyboard focus (the first does not: the page just opened).
  const movedOn = useRef(false);
  useEffect(() => {
    if (snapshot.matches('feedback') || context.notice !== null) movedOn.current = true;
  });
  const onQuestion = QUESTION_STATES.some((state) => snapshot.matches(state));
  const questionClockRuns = ON_QUESTION_CLOCK.some((state) => snapshot.matches(state));
  // Issue 15: the learner's profile setting hideTimer hides the time on the question and the time practised.
  // Until they are loaded the timer stays hidden, so a learner who hid it never sees it flash.
  const timerHidden = useProfilePreferences((preferences) => preferences.hideTimer);
  const preferencesLoading = useProfilePreferencesLoading();
  const hideTimer = timerHidden || preferencesLoading;

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <p className="loading" aria-busy="true" data-testid="practice-loading">
        {t('practicePage.loading')}
      </p>
    );
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <div className="form-error" role="alert" data-testid="practice-load-failed">
        <p>{t([context.errorKey ?? '', 'practicePage.loadFailed'])}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (snapshot.matches('unavailable')) {
    body = <p data-testid="practice-unavailable">{t('practicePage.unavailable')}</p>;
  } else if (snapshot.matches('limitReached')) {
    body = (
      <>
        <LimitPrompt skillsInEdition={context.skillsInEdition} />
        <PracticeLimit skillsInEdition={context.skillsInEdition} onSignedIn={onSignedIn} />
      </>
    );
  } else if (onQuestion && context.question !== null) {
    const questionKey = context.question.questionKey;
    body = (
      <QuestionWithScratchpad questionKey={questionKey} onChange={keepWork}>
        <QuestionView snapshot={snapshot} send={actor.send} focusOnShow={() => movedOn.current} />
      </QuestionWithScratchpad>
    );
  }

  return (
    <section className="practice" aria-labelledby={headingId} data-testid="practice">
      <h2 id={headingId}>{t('practicePage.heading')}</h2>
      {groupJam}
      {context.notice !== null ? (
        <p className="practice-notice" data-testid="practice-notice">
          {t(`practicePage.notice.${context.notice}`)}
        </p>
      ) : null}
      <div className="practice-layout">
        <div className="practice-main">{body}</div>
        <div className="practice-progress" data-testid="practice-progress">
          <h3>{t('practicePage.progress')}</h3>
          <SmartScoreMeter score={context.smartScore} proficient={context.proficient} mastered={context.mastered} />
          <dl className="practice-stats">
            <div>
              <dt>{t('practicePage.questionsAnswered')}</dt>
              <dd data-testid="practice-answered">{context.questionsAnswered}</dd>
            </div>
            {hideTimer ? null : (
              <>
                <div>
                  <dt>{t('practicePage.timeOnQuestion')}</dt>
                  <dd data-testid="practice-question-time">{stopwatchText(onQuestion ? context.secondsOnQuestion : 0)}</dd>
                </div>
                <div>
                  <dt>{t('practicePage.timePractised')}</dt>
                  <dd data-testid="practice-time">{durationText(t, context.secondsPractised + (questionClockRuns ? context.secondsOnQuestion : 0))}</dd>
                </div>
              </>
            )}
          </dl>
        </div>
      </div>
      <p className="visually-hidden" role="status" data-testid="practice-announcer">
        {announcement(snapshot, t)}
      </p>
    </section>
  );
}

function announcement(snapshot: PracticeSnapshot, t: ReturnType<typeof useTranslation>['t']): string {
  const { feedback, notice, smartScore, skillsInEdition } = snapshot.context;
  if (snapshot.matches('feedback') && feedback !== null) {
    return feedback.correct
      ? t('practicePage.announceCorrect', { score: smartScore })
      : t('practicePage.announceWrong', { answer: feedback.correctAnswer, score: smartScore });
  }
  if (snapshot.matches('limitReached')) return limitText(t, skillsInEdition);
  if (notice !== null) return t(`practicePage.notice.${notice}`);
  return '';
}

function limitText(t: ReturnType<typeof useTranslation>['t'], skillsInEdition: number | null): string {
  return skillsInEdition === null ? t('practicePage.limit.bodyNoCount') : t('practicePage.limit.body', { count: skillsInEdition });
}

type Send = ReturnType<typeof useActorRef<typeof practiceMachine>>['send'];

function QuestionView({ snapshot, send, focusOnShow }: { snapshot: PracticeSnapshot; send: Send; focusOnShow: () => boolean }) {
  const { t } = useTranslation();
  const { context } = snapshot;
  const question = context.question as PracticeQuestion;
  const ids = useId();
  const answering = snapshot.matches('answering');
  const submitting = snapshot.matches('submitting');
  const failed = snapshot.matches('submitFailed');
  const inFeedback = snapshot.matches('feedback');
  const fieldRef = useRef<HTMLInputElement>(null);
  const choicesRef = useRef<HTMLFieldSetElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const sendAgainRef = useRef<HTMLButtonElement>(null);

  // Keyboard first: the field for a new question, the next step after feedback or a failure.
  useEffect(() => {
    if (!focusOnShow()) return;
    if (question.answerType === 'choice') choicesRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else fieldRef.current?.focus();
    // Once per question shown.
  }, [question.questionKey]);
  useEffect(() => {
    if (inFeedback) nextRef.current?.focus();
  }, [inFeedback]);
  useEffect(() => {
    if (failed) sendAgainRef.current?.focus();
  }, [failed]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'submit' });
  };
  const emptyId = `${ids}-empty`;
  const refusedId = `${ids}-refused`;
  const refused = answering && context.errorKey !== null;
  const describedBy = [context.emptySubmit ? emptyId : null, refused ? refusedId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="practice-question" data-testid="practice-question" data-question-key={question.questionKey}>
      <h3>{t('practicePage.question', { number: question.questionNumber })}</h3>
      <QuestionDisplay prompt={question.prompt} art={question.art} promptTestId="practice-prompt" />
      <form className="practice-answer" onSubmit={onSubmit} noValidate>
        <AnswerInput
          answerType={question.answerType}
          choices={question.choices}
          value={context.response}
          onChange={(value) => send({ type: 'response.changed', value })}
          locked={!answering}
          onEnter={() => send({ type: 'submit' })}
          describedBy={describedBy}
          invalid={context.emptySubmit || refused}
          inputRef={fieldRef}
          choicesRef={choicesRef}
          testId="practice-input"
        />
        {context.emptySubmit ? (
          <p id={emptyId} className="form-error" role="alert" data-testid="practice-empty">
            {t(question.answerType === 'choice' ? 'practicePage.emptyChoice' : 'practicePage.emptyText')}
          </p>
        ) : null}
        {refused ? (
          <p id={refusedId} className="form-error" role="alert" data-testid="practice-refused">
            {t([context.errorKey ?? '', 'app.error.unexpected'])}
          </p>
        ) : null}
        {answering || submitting ? (
          <button type="submit" className="button button-primary" aria-disabled={submitting || undefined} data-testid="practice-submit">
            {submitting ? t('practicePage.submitting') : t('practicePage.submit')}
          </button>
        ) : null}
      </form>
      {failed ? (
        <div className="form-error practice-failed" role="alert" data-testid="practice-submit-failed">
          <p>{t('practicePage.submitFailed', { reason: t([context.errorKey ?? '', 'app.error.unexpected']) })}</p>
          <button ref={sendAgainRef} type="button" className="button" onClick={() => send({ type: 'retry' })}>
            {t('practicePage.sendAgain')}
          </button>
        </div>
      ) : null}
      {inFeedback && context.feedback !== null ? (
        <div className="practice-feedback" data-testid="practice-feedback" data-correct={String(context.feedback.correct)}>
          <p className={context.feedback.correct ? 'practice-verdict answer-right' : 'practice-verdict answer-wrong'}>
            <span aria-hidden="true">{context.feedback.correct ? '✓ ' : '✗ '}</span>
            {context.feedback.correct ? t('practicePage.correct') : t('practicePage.wrong')}
          </p>
          {context.feedback.correct ? null : (
            <>
              <p data-testid="practice-your-answer">{t('practicePage.yourAnswer', { response: context.sent?.response ?? '' })}</p>
              <p data-testid="practice-correct-answer">{t('practicePage.correctAnswer', { answer: context.feedback.correctAnswer })}</p>
              {context.feedback.explanation.length > 0 ? (
                <>
                  <h4>{t('practicePage.explanation')}</h4>
                  <ol className="practice-steps" data-testid="practice-explanation">
                    {context.feedback.explanation.map((step, index) => (
                      <li key={index}>{step}</li>
                    ))}
                  </ol>
                </>
              ) : null}
            </>
          )}
          <button ref={nextRef} type="button" className="button button-primary" onClick={() => send({ type: 'next' })} data-testid="practice-next">
            {t('practicePage.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function LimitPrompt({ skillsInEdition }: { skillsInEdition: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="practice-limit" data-testid="practice-limit">
      <h3>{t('practicePage.limit.title')}</h3>
      <p>{limitText(t, skillsInEdition)}</p>
      <p className="practice-limit-actions">
        <a className="button button-primary" href="/signin" data-testid="practice-limit-signin">
          {t('practicePage.limit.signIn')}
        </a>
        <a className="button button-link" href="/membership" data-testid="practice-limit-join">
          {t('practicePage.limit.join')}
        </a>
      </p>
    </div>
  );
}
