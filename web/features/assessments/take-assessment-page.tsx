import './assessments-text';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { stopwatchText } from '../../shared/i18n/duration';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { QuestionWithScratchpad } from '../../shared/scratchpad/scratchpad';
import { assessmentsApi, type AssessmentsApi } from './assessments-api';
import { takeAssessmentMachine } from './take-assessment-machine';
import { useWindowCountdown } from './use-window-countdown';
import './assessments.css';

export interface TakeAssessmentPageProps {
  assessmentId: string;
  api?: AssessmentsApi;
  /** Milliseconds since some start (the countdown's clock); replaceable in tests. */
  clock?: () => number;
}

const SECONDS_A_DAY = 86_400;

/**
 * A student's assessment (issue 30 item 4; docs/assessment-player.md): one question at a time with practice's
 * question display and answer input, no feedback, the window's end counting down by the server's time (LevelUp has
 * none); a reload resumes (start answers the current question); the end page; the window closed; not assigned.
 */
export function TakeAssessmentPage({ assessmentId, api = assessmentsApi, clock = () => Date.now() }: TakeAssessmentPageProps) {
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
    takeAssessmentMachine.provide({
      actors: {
        startSitting: fromPromise(({ input }) => latestApi.current.start(input.assessmentId)),
        sendAnswer: fromPromise(({ input: { assessmentId: id, request } }) => latestApi.current.answer(id, request.questionKey, request.response, request.idempotencyKey, work.current)),
      },
    }),
    { input: { assessmentId } },
  );
  const state = useSelector(actor, (s) => s.value as string);
  const view = useSelector(actor, (s) => s.context.view);
  const response = useSelector(actor, (s) => s.context.response);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const answering = state === 'answering' || state === 'submitting';
  const busy = state === 'submitting';
  const secondsLeft = useWindowCountdown(view, clock, answering);
  const input = useRef<HTMLInputElement>(null);
  const choices = useRef<HTMLFieldSetElement>(null);
  usePageTitle(view ? view.title : t('assessmentsWeb.title'));

  // At the window's end the server refuses answers: ask it.
  useEffect(() => {
    if (state === 'answering' && secondsLeft === 0) actor.send({ type: 'deadline' });
  }, [secondsLeft, state, actor]);

  // Each new question takes the keyboard's focus: type, Enter, the next.
  const questionKey = answering ? (view?.question?.questionKey ?? null) : null;
  useEffect(() => {
    if (questionKey === null) return;
    input.current?.focus();
    choices.current?.querySelector('input')?.focus();
  }, [questionKey]);

  const send = () => actor.send({ type: 'answer' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const heading = <h1 id="take-assessment-heading">{view ? view.title : t('assessmentsWeb.title')}</h1>;
  const page = (children: ReactNode) => (
    <section className="assessments-page" aria-labelledby="take-assessment-heading" data-testid="take-assessment" data-state={state}>
      {heading}
      {children}
    </section>
  );
  const homeLink = (
    <p>
      <a href="/">{t('assessmentsWeb.backHome')}</a>
    </p>
  );

  if (state === 'loading') return page(<p role="status">{t('assessmentsWeb.loading')}</p>);
  if (state === 'error') {
    return page(
      <div role="alert" className="form-error">
        <p>{t(errorKey ?? 'assessmentsWeb.loadFailed')}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
          {t('assessmentsWeb.retry')}
        </button>
      </div>,
    );
  }
  if (state === 'windowClosed' || state === 'notAssigned') {
    return page(
      <div data-testid={state === 'windowClosed' ? 'assessment-window-closed' : 'assessment-not-assigned'}>
        <h2>{t(state === 'windowClosed' ? 'assessmentsWeb.windowClosed' : 'assessmentsWeb.notAssigned')}</h2>
        <p role="alert">{t(errorKey ?? 'assessments.not_assigned')}</p>
        {homeLink}
      </div>,
    );
  }
  if (state === 'finished' && view) {
    const levelUp = view.kind === 'levelup';
    return page(
      <div data-testid="assessment-finished">
        <h2>{levelUp ? t('assessmentsWeb.levelUpDone') : t('assessmentsWeb.finished')}</h2>
        <p>{levelUp ? t('assessmentsWeb.levelUpDoneBody') : t('assessmentsWeb.finishedBody')}</p>
        {levelUp ? (
          <p>
            <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'nextSitting' })} data-testid="assessment-next-sitting">
              {t('assessmentsWeb.nextSitting')}
            </button>
          </p>
        ) : null}
        {homeLink}
      </div>,
    );
  }
  const question = view?.question ?? null;
  return page(
    <>
      <p className="assessments-kind">{view ? t(`assessmentsWeb.kind.${view.kind}`) : null}</p>
      <p className="assessments-time" data-testid="assessment-time-left" role="timer" aria-live="off">
        {secondsLeft === null ? t('assessmentsWeb.noEnd') : timeLeftText(t, secondsLeft)}
      </p>
      <p className="field-hint">{t('assessmentsWeb.noFeedback')}</p>
      {question ? (
        <QuestionWithScratchpad questionKey={`${assessmentId}:${question.questionKey}`} onChange={keepWork}>
          <form className="assessments-question" onSubmit={submit} noValidate data-testid="assessment-question" data-question-key={question.questionKey} aria-busy={busy}>
            <h2 className="assessments-number" data-testid="assessment-number">
              {view!.total === null ? t('assessmentsWeb.questionNumber', { number: question.number }) : t('assessmentsWeb.questionOf', { number: question.number, total: view!.total })}
            </h2>
            <QuestionDisplay prompt={question.prompt} art={question.art} promptTestId="assessment-prompt" />
            <AnswerInput
              answerType={question.answerType}
              choices={question.choices}
              value={response}
              onChange={(value) => actor.send({ type: 'response.changed', value })}
              locked={busy}
              onEnter={send}
              inputRef={input}
              choicesRef={choices}
              describedBy={errorKey ? 'assessment-error' : undefined}
              invalid={errorKey !== null}
              testId="assessment-answer-input"
            />
            <button type="submit" className="button button-primary" disabled={busy} data-testid="assessment-answer">
              {busy ? t('assessmentsWeb.sending') : t('assessmentsWeb.answer')}
            </button>
          </form>
        </QuestionWithScratchpad>
      ) : null}
      {errorKey ? (
        <p className="form-error" role="alert" id="assessment-error" data-testid="assessment-error">
          {t(errorKey)}
        </p>
      ) : null}
    </>,
  );
}

function timeLeftText(t: (key: string, options?: Record<string, unknown>) => string, seconds: number): string {
  const days = Math.floor(seconds / SECONDS_A_DAY);
  const time = stopwatchText(seconds % SECONDS_A_DAY);
  return days > 0 ? t('assessmentsWeb.timeLeftDays', { count: days, time }) : t('assessmentsWeb.timeLeft', { time });
}
