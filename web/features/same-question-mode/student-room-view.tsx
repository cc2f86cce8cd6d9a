import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { AnswerInput } from '../../shared/question/answer-input';
import { QuestionDisplay } from '../../shared/question/question-display';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { RoomEnded, RoomHeading, RoomLoadFailed, RoomLoading, RoomSide } from './room-parts';
import { useRoomPushes } from './use-room-pushes';
import type { RoomView } from './same-question-mode-api';
import { studentRoomMachine, type StudentRoomSnapshot } from './student-room-machine';
import './same-question-mode.css';

export interface StudentRoomViewProps {
  roomId: string;
  practicePath: string;
  /** Tests pass `studentRoomMachine.provide(...)`. */
  /** The student: their row on the leaderboard is marked. */
  myUserId?: string;
  logic?: typeof studentRoomMachine;
  newKey?: () => string;
}

type Send = ReturnType<typeof useActorRef<typeof studentRoomMachine>>['send'];

/**
 * A student's room page (issue 11): joins the room, shows the question every
 * student sees, takes one answer, then the revealed answer and its
 * explanation; class progress (group) or the leaderboard (competition) beside
 * it; the end with a summary. A reload lands on the current question with the
 * student's own answer (the server's state is the truth).
 */
export function StudentRoomView({ roomId, practicePath, myUserId, logic = studentRoomMachine, newKey }: StudentRoomViewProps) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, { input: { roomId, ...(newKey ? { newKey } : {}) } });
  const view = useSelector(actor, (s) => s.context.view);
  const joining = useSelector(actor, (s) => s.matches('joining'));
  const joinFailed = useSelector(actor, (s) => s.matches('joinFailed'));
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  usePageTitle(view?.title ?? (joinFailed ? t('sameQuestionMode.room.loadFailed') : null));
  useRoomPushes(roomId, actor.send);
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));

  if (joining) {
    return <RoomLoading />;
  }
  if (joinFailed || view === null) {
    return <RoomLoadFailed errorKey={errorKey} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <section className="sqm-room" aria-labelledby="sqm-room-heading" data-testid="sqm-student-room" data-status={view.status}>
      <RoomHeading view={view} />
      {view.status === 'ended' ? (
        <RoomEnded view={view} practicePath={practicePath} />
      ) : (
        <div className="sqm-room-layout">
          <div className="sqm-room-main">
            <StudentPhase actor={actor} send={actor.send} />
          </div>
          <RoomSide view={view} {...(myUserId ? { myUserId } : {})} />
        </div>
      )}
      <Announcer actor={actor} />
    </section>
  );
}

type StudentActor = ReturnType<typeof useActorRef<typeof studentRoomMachine>>;

function phaseOf(snapshot: StudentRoomSnapshot): string {
  const value = snapshot.value;
  return typeof value === 'object' && 'room' in value ? String((value.room as { phase: string }).phase) : String(value);
}

function StudentPhase({ actor, send }: { actor: StudentActor; send: Send }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, phaseOf);
  const view = useSelector(actor, (s) => s.context.view) as RoomView;
  if (phase === 'waiting') {
    return (
      <p className="sqm-room-note" data-testid="sqm-room-waiting">
        {t('sameQuestionMode.room.waiting')}
      </p>
    );
  }
  if (view.question === null) return null;
  const question = view.question;
  return (
    <div className="sqm-question" data-testid="sqm-question" data-question-number={question.questionNumber}>
      <h2>{t('sameQuestionMode.room.question', { number: question.questionNumber })}</h2>
      <QuestionDisplay prompt={question.prompt} art={question.art} promptTestId="sqm-prompt" />
      {phase === 'paused' ? (
        <p className="sqm-room-note sqm-room-note--paused" data-testid="sqm-room-paused">
          {t('sameQuestionMode.room.paused')}
        </p>
      ) : null}
      {phase === 'answering' || phase === 'submitting' ? <AnswerForm actor={actor} send={send} /> : null}
      {phase === 'answered' || phase === 'revealed' ? <AnswerOutcome view={view} /> : null}
    </div>
  );
}

function AnswerForm({ actor, send }: { actor: StudentActor; send: Send }) {
  const { t } = useTranslation();
  const ids = useId();
  const view = useSelector(actor, (s) => s.context.view) as RoomView;
  const draft = useSelector(actor, (s) => s.context.draft);
  const submitting = useSelector(actor, (s) => phaseOf(s) === 'submitting');
  const emptySubmit = useSelector(actor, (s) => s.context.emptySubmit);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const fieldRef = useRef<HTMLInputElement>(null);
  const question = view.question!;
  const emptyId = `${ids}-empty`;
  const failedId = `${ids}-failed`;
  const failed = errorKey !== null && !submitting;
  const describedBy = [emptySubmit ? emptyId : null, failed ? failedId : null].filter(Boolean).join(' ') || undefined;

  // A new question takes the keyboard focus (the student is waiting for it).
  const shownNumber = useRef(question.questionNumber);
  useEffect(() => {
    if (shownNumber.current === question.questionNumber) return;
    shownNumber.current = question.questionNumber;
    if (question.answerType === 'choice') document.querySelector<HTMLInputElement>('.sqm-question .question-choices input')?.focus();
    else fieldRef.current?.focus();
  }, [question.questionNumber, question.answerType]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) send({ type: 'submit' });
  };
  return (
    <form className="sqm-answer" onSubmit={onSubmit} noValidate>
      <AnswerInput
        answerType={question.answerType}
        choices={question.choices}
        value={draft?.response ?? ''}
        onChange={(value) => send({ type: 'response.changed', value })}
        locked={submitting}
        onEnter={() => send({ type: 'submit' })}
        describedBy={describedBy}
        invalid={emptySubmit || failed}
        inputRef={fieldRef}
        testId="sqm-answer-input"
      />
      {emptySubmit ? (
        <p id={emptyId} className="form-error" role="alert" data-testid="sqm-answer-empty">
          {t(question.answerType === 'choice' ? 'sameQuestionMode.room.emptyChoice' : 'sameQuestionMode.room.emptyText')}
        </p>
      ) : null}
      {failed ? (
        <p id={failedId} className="form-error" role="alert" data-testid="sqm-answer-failed">
          {t('sameQuestionMode.room.submitFailed', { reason: t([errorKey, UNEXPECTED_ERROR_KEY]) })}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" data-testid="sqm-answer-submit" aria-disabled={submitting || undefined}>
        {submitting ? t('sameQuestionMode.room.submitting') : t('sameQuestionMode.room.submit')}
      </button>
    </form>
  );
}

function AnswerOutcome({ view }: { view: RoomView }) {
  const { t } = useTranslation();
  const mine = view.myAnswer;
  const revealed = view.revealed;
  return (
    <div className="sqm-outcome" data-testid="sqm-outcome" data-revealed={revealed !== null ? 'true' : 'false'}>
      {mine !== null ? (
        <p data-testid="sqm-my-answer">{t('sameQuestionMode.room.yourAnswer', { answer: mine.guesses.join(', ') })}</p>
      ) : (
        <p data-testid="sqm-no-answer">{t('sameQuestionMode.room.noAnswer')}</p>
      )}
      {revealed === null ? (
        <p className="sqm-room-note" data-testid="sqm-wait-reveal">
          {t('sameQuestionMode.room.waitForReveal')}
        </p>
      ) : (
        <>
          {mine !== null ? (
            <p className={mine.correct ? 'sqm-verdict answer-right' : 'sqm-verdict answer-wrong'} data-testid="sqm-verdict" data-correct={String(mine.correct)}>
              <span aria-hidden="true">{mine.correct ? '✓ ' : '✗ '}</span>
              {mine.correct ? t('sameQuestionMode.room.right') : t('sameQuestionMode.room.wrong')}
              {view.jamMode === 'competition' ? <span className="sqm-points"> · {t('sameQuestionMode.room.points', { count: mine.points })}</span> : null}
            </p>
          ) : null}
          <p data-testid="sqm-correct-answer">{t('sameQuestionMode.room.correctAnswer', { answer: revealed.correctAnswer })}</p>
          {revealed.explanation !== '' ? (
            <>
              <h3>{t('sameQuestionMode.room.explanation')}</h3>
              <p className="sqm-explanation" data-testid="sqm-explanation">
                {revealed.explanation}
              </p>
            </>
          ) : null}
          <p className="sqm-room-note">{t('sameQuestionMode.room.waitForNext')}</p>
        </>
      )}
    </div>
  );
}

/** Says in a live region what changed: a new question, the pause, the reveal, the end. */
function Announcer({ actor }: { actor: StudentActor }) {
  const { t } = useTranslation();
  const text = useSelector(actor, (s) => {
    const view = s.context.view;
    const phase = phaseOf(s);
    if (view === null) return '';
    if (phase === 'ended') return t('sameQuestionMode.room.ended.title');
    if (phase === 'paused') return t('sameQuestionMode.room.paused');
    if (phase === 'revealed' && view.revealed !== null) return t('sameQuestionMode.room.correctAnswer', { answer: view.revealed.correctAnswer });
    if (phase === 'answering' && view.question !== null) return t('sameQuestionMode.room.question', { number: view.question.questionNumber });
    return '';
  });
  return (
    <p className="visually-hidden" role="status" data-testid="sqm-announcer">
      {text}
    </p>
  );
}
