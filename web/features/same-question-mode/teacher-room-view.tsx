import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { QuestionDisplay } from '../../shared/question/question-display';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { RoomEnded, RoomHeading, RoomLoadFailed, RoomLoading, RoomSide } from './room-parts';
import type { RoomAnswerRow, RoomView } from './same-question-mode-api';
import { TeacherRoomBanner } from './teacher-room-banner';
import { TeacherRoomContext } from './teacher-room-host';
import { teacherRoomMachine, type TeacherRoomCommand } from './teacher-room-machine';
import { useRoomPushes } from './use-room-pushes';
import './same-question-mode.css';

export interface TeacherRoomViewProps {
  roomId: string;
  practicePath: string;
  /** This page's address: the banner's way back to the room. */
  href: string;
  /** Tests pass `teacherRoomMachine.provide(...)`. */
  logic?: typeof teacherRoomMachine;
  now?: () => number;
}

type RoomActor = ReturnType<typeof useActorRef<typeof teacherRoomMachine>>;

/**
 * The teacher's room page (issue 11): the question every student sees, who
 * answered, right or wrong, the spread of answers, class progress and (in a
 * competition) the leaderboard, live by the room pushes; the controls pose the
 * next question (same level, easier, harder), reveal the answer, pause and
 * resume; the teacher banner, shown in the page (the page hides the banners
 * above it), ends the room.
 */
export function TeacherRoomView({ roomId, practicePath, href, logic = teacherRoomMachine, now = Date.now }: TeacherRoomViewProps) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, { input: { roomId } });
  const view = useSelector(actor, (s) => s.context.view);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  usePageTitle(view?.title ?? (loadFailed ? t('sameQuestionMode.room.loadFailed') : null));
  useRoomPushes(roomId, (event) => actor.send(event.type === 'question.pushed' ? event : { type: 'refresh' }));
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));
  useBannerFollowsRoom(actor, href, now);

  if (loading) {
    return <RoomLoading />;
  }
  if (loadFailed || view === null) {
    return <RoomLoadFailed errorKey={errorKey} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <section className="sqm-room sqm-room--teacher" aria-labelledby="sqm-room-heading" data-testid="sqm-teacher-room" data-status={view.status}>
      <RoomHeading view={view} />
      {view.status === 'ended' ? (
        <RoomEnded view={view} practicePath={practicePath} />
      ) : (
        <>
          <TeacherRoomBanner inRoom />
          {/* On a narrow screen the class's progress and the spread come before the long list of students. */}
          <div className="sqm-teacher-layout">
            <Controls actor={actor} view={view} />
            <CurrentQuestion view={view} />
            <div className="sqm-teacher-side">
              <RoomSide view={view} />
              <AnswerSpread view={view} />
            </div>
            <AnswerList rows={view.answers ?? []} />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The banner knows the room once the page shows it open (a room started
 * elsewhere, or a reload); when the banner ends it (the teacher confirmed, the
 * check found it expired), the page asks for the room's state again.
 */
function useBannerFollowsRoom(actor: RoomActor, href: string, now: () => number) {
  const banner = TeacherRoomContext.useActorRef();
  const bannerHasNoRoom = TeacherRoomContext.useSelector((s) => s.matches('noRoom'));
  const open = useSelector(actor, (s) => (s.context.view !== null && s.context.view.status !== 'ended' ? s.context.view : null));
  const told = useRef(false);
  useEffect(() => {
    if (open === null || told.current) return;
    told.current = true;
    banner.send({ type: 'room.opened', room: { roomId: open.roomId, timeoutMs: Math.max(0, Date.parse(open.endsAt) - now()), href } });
  }, [open, banner, href, now]);
  useEffect(() => {
    if (bannerHasNoRoom && told.current) actor.send({ type: 'refresh' });
  }, [bannerHasNoRoom, actor]);
}

function Controls({ actor, view }: { actor: RoomActor; view: RoomView }) {
  const { t } = useTranslation();
  const sending = useSelector(actor, (s) => s.context.sending);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const send = (command: TeacherRoomCommand) => {
    if (sending === null) actor.send({ type: 'command', command });
  };
  const busy = sending !== null || undefined;
  const paused = view.status === 'paused';
  const question = view.question;
  // Jumping levels applies to a skill's questions (levels 1–5), not to a Spark Studio set's (level 0).
  const levels = question !== null && question.level > 0;
  const label = (kind: TeacherRoomCommand['kind'], text: string) => (sending?.kind === kind ? t('sameQuestionMode.room.teacher.sending') : text);
  return (
    <section className="sqm-controls" aria-labelledby="sqm-controls-heading">
      <h2 id="sqm-controls-heading" className="visually-hidden">
        {t('sameQuestionMode.room.teacher.controls')}
      </h2>
      <div className="sqm-controls-buttons">
        {question === null ? (
          <button type="button" className="button button-primary" data-testid="sqm-pose-first" aria-disabled={busy} onClick={() => send({ kind: 'pose', numLevelsToJump: 0 })}>
            {label('pose', t('sameQuestionMode.room.teacher.poseFirst'))}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button-primary"
              data-testid="sqm-reveal"
              aria-disabled={busy || view.revealed !== null || undefined}
              onClick={() => {
                if (view.revealed === null) send({ kind: 'reveal' });
              }}
            >
              {label('reveal', t('sameQuestionMode.room.teacher.reveal'))}
            </button>
            <button type="button" className="button button-link" data-testid="sqm-pose-next" aria-disabled={busy} onClick={() => send({ kind: 'pose', numLevelsToJump: 0 })}>
              {sending?.kind === 'pose' ? t('sameQuestionMode.room.teacher.sending') : t('sameQuestionMode.room.teacher.poseNext')}
            </button>
            {levels ? (
              <>
                <button type="button" className="button" data-testid="sqm-pose-easier" aria-disabled={busy} onClick={() => send({ kind: 'pose', numLevelsToJump: -1 })}>
                  {t('sameQuestionMode.room.teacher.poseEasier')}
                </button>
                <button type="button" className="button" data-testid="sqm-pose-harder" aria-disabled={busy} onClick={() => send({ kind: 'pose', numLevelsToJump: 1 })}>
                  {t('sameQuestionMode.room.teacher.poseHarder')}
                </button>
              </>
            ) : null}
          </>
        )}
        <button
          type="button"
          className="button button-quiet"
          data-testid={paused ? 'sqm-resume' : 'sqm-pause'}
          aria-disabled={busy}
          onClick={() => send({ kind: paused ? 'resume' : 'pause' })}
        >
          {paused ? label('resume', t('sameQuestionMode.room.teacher.resume')) : label('pause', t('sameQuestionMode.room.teacher.pause'))}
        </button>
      </div>
      {paused ? (
        <p className="sqm-room-note sqm-room-note--paused" data-testid="sqm-room-paused">
          {t('sameQuestionMode.room.pausedTeacher')}
        </p>
      ) : null}
      {errorKey !== null ? (
        <p className="form-error" role="alert" data-testid="sqm-command-error">
          {t([errorKey, UNEXPECTED_ERROR_KEY])}{' '}
          <button type="button" className="button button-quiet" onClick={() => actor.send({ type: 'error.dismiss' })}>
            {t('sameQuestionMode.room.teacher.dismiss')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function CurrentQuestion({ view }: { view: RoomView }) {
  const { t } = useTranslation();
  const question = view.question;
  if (question === null) {
    return (
      <p className="sqm-room-note" data-testid="sqm-no-question">
        {t('sameQuestionMode.room.teacher.noQuestion')}
      </p>
    );
  }
  return (
    <div className="sqm-question" data-testid="sqm-question" data-question-number={question.questionNumber}>
      <h2>
        {t('sameQuestionMode.room.question', { number: question.questionNumber })}
        {question.level > 0 ? <span className="sqm-level"> · {t('sameQuestionMode.room.level', { level: question.level })}</span> : null}
      </h2>
      <QuestionDisplay prompt={question.prompt} art={question.art} promptTestId="sqm-prompt" />
      {question.answerType === 'choice' && question.choices !== null ? (
        <ol className="sqm-choices" type="A">
          {question.choices.map((choice, index) => (
            <li key={`${index}-${choice}`}>{choice}</li>
          ))}
        </ol>
      ) : null}
      {view.revealed !== null ? (
        <div className="sqm-outcome" data-testid="sqm-revealed">
          <p data-testid="sqm-correct-answer">{t('sameQuestionMode.room.correctAnswer', { answer: view.revealed.correctAnswer })}</p>
          {view.revealed.explanation !== '' ? <p className="sqm-explanation">{view.revealed.explanation}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function AnswerList({ rows }: { rows: RoomAnswerRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="sqm-panel" aria-labelledby="sqm-answers-heading">
      <h2 id="sqm-answers-heading">{t('sameQuestionMode.room.teacher.answers')}</h2>
      <table className="sqm-table" data-testid="sqm-answers">
        <thead>
          <tr>
            <th scope="col">{t('sameQuestionMode.room.teacher.student')}</th>
            <th scope="col">{t('sameQuestionMode.room.teacher.status')}</th>
            <th scope="col">{t('sameQuestionMode.room.teacher.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = !row.joined ? 'notJoined' : !row.answered ? 'waiting' : row.correct ? 'right' : 'wrong';
            return (
              <tr key={row.studentUserId} data-testid={`sqm-answer-${row.studentUserId}`} data-status={status}>
                <th scope="row">{row.displayName}</th>
                <td className={`sqm-status sqm-status--${status}`}>
                  {status === 'right' || status === 'wrong' ? <span aria-hidden="true">{status === 'right' ? '✓ ' : '✗ '}</span> : null}
                  {t(`sameQuestionMode.room.teacher.${status}`)}
                </td>
                <td data-testid={`sqm-guess-${row.studentUserId}`}>{row.guess ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function AnswerSpread({ view }: { view: RoomView }) {
  const { t } = useTranslation();
  const spread = view.spread ?? [];
  const total = spread.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="sqm-panel" aria-labelledby="sqm-spread-heading" data-testid="sqm-spread">
      <h2 id="sqm-spread-heading">{t('sameQuestionMode.room.teacher.spread')}</h2>
      {spread.length === 0 ? (
        <p>{t('sameQuestionMode.room.teacher.spreadEmpty')}</p>
      ) : (
        <ul className="sqm-spread">
          {spread.map((row) => (
            <li key={row.guess} data-correct={String(row.correct)}>
              <span className="sqm-spread-guess">
                {row.guess}
                {row.correct ? (
                  <span className="sqm-spread-right">
                    {' '}
                    <span aria-hidden="true">✓</span>
                    <span className="visually-hidden">{t('sameQuestionMode.room.teacher.rightMark')}</span>
                  </span>
                ) : null}
              </span>
              <progress className={row.correct ? 'sqm-spread-bar sqm-spread-bar--right' : 'sqm-spread-bar'} max={Math.max(1, total)} value={row.count} aria-label={row.guess} />
              <span className="sqm-spread-count">{t('sameQuestionMode.room.teacher.spreadRow', { count: row.count })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
