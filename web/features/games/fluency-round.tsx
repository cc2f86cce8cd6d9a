import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { FLUENCY_OPERATIONS, FLUENCY_RANGES, MAX_RESPONSE_LENGTH, type FluencyOperation, type FluencyUpTo } from '../../../events/games/fluency-contract';
import { GamesHiddenNotice } from './fluency-access';
import { fluencyRoundMachine, type FluencyFeedback } from './fluency-round-machine';
import { httpFluencyApi, type FluencyApi } from './games-api';
import { fluencyProgressPath } from './game-paths';

export interface FluencyRoundProps {
  /** The round the address chose (a game's page), else addition within 10. */
  initial: { operation: FluencyOperation; upTo: FluencyUpTo } | null;
  /** Whether the learner may turn games back on (a family child may not). */
  canChangeGames: boolean;
  /** Tests pass a fake server, a clock and keys. */
  api?: FluencyApi;
  now?: () => number;
  newKey?: () => string;
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The fluency zone's round (issue 28): choose the operation and range, then two minutes of facts,
 * one at a time — a big input, Enter to answer, a visible countdown, feedback after each answer —
 * and the round's tally at the end. The machine is fluency-round-machine.ts.
 */
export function FluencyRound({ initial, canChangeGames, api = httpFluencyApi, now, newKey }: FluencyRoundProps) {
  const { t } = useTranslation();
  const ids = useId();
  const latest = useRef(api);
  useEffect(() => {
    latest.current = api;
  });
  const actor = useActorRef(
    fluencyRoundMachine.provide({
      actors: {
        startRound: fromPromise(({ input }) => latest.current.startRound(input.operation, input.upTo)),
        fetchFact: fromPromise(({ input }) => latest.current.fetchFact(input.roundId)),
        sendAnswer: fromPromise(({ input }) => latest.current.sendAnswer(input.roundId, input.factKey, input.response, input.idempotencyKey)),
      },
    }),
    { input: { operation: initial?.operation ?? 'addition', upTo: initial?.upTo ?? 10, ...(now ? { now } : {}), ...(newKey ? { newKey } : {}) } },
  );
  const phase = useSelector(actor, (s) =>
    s.matches('idle') ? 'choosing' : s.matches('starting') ? 'starting' : s.matches('startFailed') ? 'startFailed' : s.matches('finished') ? 'finished' : s.matches('hidden') ? 'hidden' : 'playing',
  );
  const operation = useSelector(actor, (s) => s.context.operation);
  const upTo = useSelector(actor, (s) => s.context.upTo);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);

  if (phase === 'hidden') return <GamesHiddenNotice canChange={canChangeGames} />;
  return (
    <section className="fluency-zone" aria-labelledby={`${ids}-heading`} data-testid="fluency-zone" data-phase={phase}>
      <h1 id={`${ids}-heading`}>{t('games.fluency.title')}</h1>
      {phase === 'choosing' || phase === 'startFailed' || phase === 'starting' ? (
        <Chooser
          initial={{ operation, upTo }}
          busy={phase === 'starting'}
          errorKey={phase === 'startFailed' ? errorKey : null}
          onStart={(chosen) => actor.send({ type: 'start', ...chosen })}
        />
      ) : null}
      {phase === 'playing' ? <Playing actor={actor} /> : null}
      {phase === 'finished' ? <Finished actor={actor} operation={operation} /> : null}
    </section>
  );
}

type RoundActor = ReturnType<typeof useActorRef<typeof fluencyRoundMachine>>;

function Chooser({
  initial,
  busy,
  errorKey,
  onStart,
}: {
  initial: { operation: FluencyOperation; upTo: FluencyUpTo };
  busy: boolean;
  errorKey: string | null;
  onStart(chosen: { operation: FluencyOperation; upTo: FluencyUpTo }): void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [operation, setOperation] = useState(initial.operation);
  const [upTo, setUpTo] = useState<FluencyUpTo>(initial.upTo);
  const ranges = FLUENCY_RANGES[operation];
  const chosenUpTo = (ranges as readonly number[]).includes(upTo) ? upTo : ranges[0];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onStart({ operation, upTo: chosenUpTo });
  };
  return (
    <form className="fluency-chooser" onSubmit={onSubmit} aria-labelledby={`${ids}-choose`} aria-busy={busy || undefined} data-testid="fluency-chooser">
      <h2 id={`${ids}-choose`}>{t('games.fluency.choose')}</h2>
      <p className="fluency-intro">{t('games.fluency.intro')}</p>
      <fieldset className="fluency-choices">
        <legend>{t('games.fluency.operation')}</legend>
        {FLUENCY_OPERATIONS.map((each) => (
          <label key={each} className="fluency-choice">
            <input type="radio" name={`${ids}-operation`} value={each} checked={operation === each} onChange={() => setOperation(each)} />
            {t(`games.operations.${each}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="fluency-choices">
        <legend>{t('games.fluency.range')}</legend>
        {ranges.map((each) => (
          <label key={each} className="fluency-choice">
            <input type="radio" name={`${ids}-range`} value={each} checked={chosenUpTo === each} onChange={() => setUpTo(each)} />
            {t(`games.ranges.${operation}.${each}`)}
          </label>
        ))}
      </fieldset>
      {errorKey ? (
        <p className="form-error" role="alert" data-testid="fluency-start-error">
          {t([errorKey, 'app.error.unexpected'])}
        </p>
      ) : null}
      <p className="fluency-actions">
        <button type="submit" className="button button-primary fluency-start" aria-disabled={busy || undefined} data-testid="fluency-start">
          {busy ? t('games.fluency.starting') : t('games.fluency.start')}
        </button>
        <a href={fluencyProgressPath(operation)}>{t('games.fluency.seeProgress', { operation: t(`games.operations.${operation}`).toLowerCase() })}</a>
      </p>
    </form>
  );
}

function Playing({ actor }: { actor: RoundActor }) {
  const { t } = useTranslation();
  const ids = useId();
  const step = useSelector(actor, (s) =>
    s.matches({ playing: { round: 'answering' } })
      ? 'answering'
      : s.matches({ playing: { round: 'submitting' } })
        ? 'submitting'
        : s.matches({ playing: { round: 'feedback' } })
          ? 'feedback'
          : s.matches({ playing: { round: 'failed' } })
            ? 'failed'
            : 'fetching',
  );
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const fact = useSelector(actor, (s) => s.context.fact);
  const response = useSelector(actor, (s) => s.context.response);
  const feedback = useSelector(actor, (s) => s.context.feedback);
  const answered = useSelector(actor, (s) => s.context.answered);
  const right = useSelector(actor, (s) => s.context.right);
  const emptySubmit = useSelector(actor, (s) => s.context.emptySubmit);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const input = useRef<HTMLInputElement>(null);

  // The cursor waits in the answer field for every new fact.
  useEffect(() => {
    if (step === 'answering') input.current?.focus();
  }, [step, fact?.factKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'answering') actor.send({ type: 'submit' });
    else if (step === 'feedback') actor.send({ type: 'next' });
  };
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <div className="fluency-play" data-step={step}>
      <div className="fluency-status">
        <p className="fluency-timer" role="timer" aria-label={t('games.fluency.timeLeft')} data-testid="fluency-timer" data-urgent={secondsLeft <= 10 || undefined}>
          {clockText(secondsLeft)}
        </p>
        <p className="fluency-tally" data-testid="fluency-tally">
          {t('games.fluency.answeredSoFar', { right, answered })}
        </p>
      </div>
      <form className="fluency-card" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-prompt`}>
        <p className="fluency-fact-number">{fact ? t('games.fluency.factNumber', { number: fact.servedNumber }) : t('games.fluency.loadingFact')}</p>
        <p id={`${ids}-prompt`} className="fluency-prompt" data-testid="fluency-prompt">
          {fact ? `${fact.prompt} =` : '…'}
        </p>
        <label htmlFor={`${ids}-answer`} className="fluency-answer-label">
          {t('games.fluency.answerLabel')}
        </label>
        <input
          ref={input}
          id={`${ids}-answer`}
          className="fluency-answer"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={MAX_RESPONSE_LENGTH}
          value={response}
          readOnly={step !== 'answering'}
          aria-describedby={emptySubmit ? `${hintId} ${errorId}` : hintId}
          aria-invalid={emptySubmit || undefined}
          onChange={(event) => actor.send({ type: 'response.changed', value: event.target.value.replace(/\D/g, '') })}
          data-testid="fluency-answer"
        />
        <p id={hintId} className="fluency-hint">
          {t('games.fluency.answerHint')}
        </p>
        {emptySubmit ? (
          <p id={errorId} className="form-error" role="alert">
            {t('games.fluency.emptyAnswer')}
          </p>
        ) : null}
        <p className="fluency-actions">
          {step === 'feedback' ? (
            <button type="submit" className="button" data-testid="fluency-next">
              {t('games.fluency.next')}
            </button>
          ) : (
            <button type="submit" className="button button-primary" aria-disabled={step !== 'answering' || undefined} data-testid="fluency-submit">
              {t('games.fluency.submit')}
            </button>
          )}
        </p>
      </form>
      <div className="fluency-feedback" role="status" data-testid="fluency-feedback" data-correct={step === 'feedback' && feedback ? String(feedback.correct) : undefined}>
        {step === 'feedback' && feedback ? <FeedbackText feedback={feedback} /> : null}
      </div>
      {step === 'failed' ? (
        <div className="form-error" role="alert" data-testid="fluency-failed">
          <p>{t('games.fluency.failed', { reason: t([errorKey ?? 'app.error.unexpected', 'app.error.unexpected']) })}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            {t('games.fluency.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function FeedbackText({ feedback }: { feedback: FluencyFeedback }) {
  const { t } = useTranslation();
  if (!feedback.correct) return <p className="answer-wrong">{t('games.fluency.wrong', { prompt: feedback.prompt, answer: feedback.correctAnswer })}</p>;
  return (
    <>
      <p className="answer-right">
        {feedback.factState === 'fluent' ? t('games.fluency.rightFluent', { seconds: feedback.seconds, prompt: feedback.prompt }) : t('games.fluency.right', { seconds: feedback.seconds })}
      </p>
      {feedback.outcome === 'slow' ? <p className="fluency-hint">{t('games.fluency.slowNote')}</p> : null}
    </>
  );
}

function Finished({ actor, operation }: { actor: RoundActor; operation: FluencyOperation }) {
  const { t } = useTranslation();
  const answered = useSelector(actor, (s) => s.context.answered);
  const right = useSelector(actor, (s) => s.context.right);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="fluency-finished" data-testid="fluency-finished">
      <h2 ref={heading} tabIndex={-1}>
        {t('games.fluency.finishedTitle')}
      </h2>
      <p data-testid="fluency-summary">{t('games.fluency.finishedSummary', { count: answered, right })}</p>
      <p className="fluency-actions">
        <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'again' })} data-testid="fluency-again">
          {t('games.fluency.playAgain')}
        </button>
        <button type="button" className="button" onClick={() => actor.send({ type: 'choose' })}>
          {t('games.fluency.chooseAnother')}
        </button>
        <a href={fluencyProgressPath(operation)} data-testid="fluency-progress-link">
          {t('games.fluency.seeProgress', { operation: t(`games.operations.${operation}`).toLowerCase() })}
        </a>
      </p>
    </div>
  );
}
