import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import type { RoomView } from './same-question-mode-api';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** Spec §2.20 speaks of short locale time for end times; the room uses the same. */
export function shortTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(time)) : '';
}

/** The room's name (the skill or the set), its mode and teacher, and when it ends. */
export function RoomHeading({ view }: { view: RoomView }) {
  const { t } = useTranslation();
  return (
    <header className="sqm-room-header">
      <h1 id="sqm-room-heading" data-testid="sqm-room-title">
        {view.title}
      </h1>
      <p className="sqm-room-meta">
        <span data-testid="sqm-room-mode" data-mode={view.jamMode}>
          {t('sameQuestionMode.room.by', { mode: t(`sameQuestionMode.mode.${view.jamMode}`), teacher: view.teacherDisplayName })}
        </span>
        {view.status !== 'ended' ? <span className="sqm-room-ends">{t('sameQuestionMode.room.endsAt', { time: shortTime(view.endsAt) })}</span> : null}
      </p>
    </header>
  );
}

/** Beside the question: the class's progress (group mode never ranks) or the live leaderboard (competition). */
export function RoomSide({ view, myUserId }: { view: RoomView; myUserId?: string }) {
  return (
    <aside className="sqm-room-side">
      {/* Students see how many were right once the answer is shown, not before (it would give the answer away). */}
      <ClassProgress view={view} showCorrect={view.viewer === 'teacher' || view.revealed !== null} />
      {view.jamMode === 'competition' && view.leaderboard !== null ? <RoomLeaderboard view={view} myUserId={myUserId} /> : null}
    </aside>
  );
}

function ClassProgress({ view, showCorrect }: { view: RoomView; showCorrect: boolean }) {
  const { t } = useTranslation();
  const { joined, answered, correct, invited } = view.classProgress;
  const rows: [string, number, number, string][] = [
    ['joined', joined, invited, 'sqm-progress-joined'],
    ['answered', answered, Math.max(joined, answered), 'sqm-progress-answered'],
    ['correct', correct, Math.max(answered, correct), 'sqm-progress-correct'],
  ].filter(([key]) => showCorrect || key !== 'correct') as [string, number, number, string][];
  return (
    <section className="sqm-panel" aria-labelledby="sqm-progress-heading" data-testid="sqm-progress">
      <h2 id="sqm-progress-heading">{t('sameQuestionMode.room.progress.heading')}</h2>
      <dl className="sqm-progress">
        {rows.map(([key, count, of, testId]) => (
          <div key={key}>
            <dt>{t(`sameQuestionMode.room.progress.${key}`)}</dt>
            <dd data-testid={testId}>{t('sameQuestionMode.room.progress.ofInvited', { count, invited: of })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RoomLeaderboard({ view, myUserId }: { view: RoomView; myUserId?: string | undefined }) {
  const { t } = useTranslation();
  const rows = view.leaderboard ?? [];
  return (
    <section className="sqm-panel" aria-labelledby="sqm-leaderboard-heading" data-testid="sqm-leaderboard">
      <h2 id="sqm-leaderboard-heading">{t('sameQuestionMode.room.leaderboard.heading')}</h2>
      {rows.length === 0 ? (
        <p>{t('sameQuestionMode.room.leaderboard.empty')}</p>
      ) : (
        <table className="sqm-table">
          <thead>
            <tr>
              <th scope="col">{t('sameQuestionMode.room.leaderboard.rank')}</th>
              <th scope="col">{t('sameQuestionMode.room.leaderboard.name')}</th>
              <th scope="col">{t('sameQuestionMode.room.leaderboard.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.studentUserId} data-testid={`sqm-leaderboard-${row.studentUserId}`} className={row.studentUserId === myUserId ? 'sqm-row-me' : undefined}>
                <td>{row.rank}</td>
                <td>
                  {row.displayName}
                  {row.studentUserId === myUserId ? ` ${t('sameQuestionMode.room.leaderboard.you')}` : ''}
                </td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The end, why, and the viewer's summary (a student's own; the class's for the teacher). */
export function RoomEnded({ view, practicePath }: { view: RoomView; practicePath: string }) {
  const { t } = useTranslation();
  const summary = view.summary;
  return (
    <section className="sqm-ended" data-testid="sqm-room-ended" aria-labelledby="sqm-ended-heading">
      <h2 id="sqm-ended-heading">{t('sameQuestionMode.room.ended.title')}</h2>
      <p data-testid="sqm-ended-reason">{view.endedReason === 'time' ? t('sameQuestionMode.room.ended.byTime') : t('sameQuestionMode.room.ended.byTeacher')}</p>
      {summary !== null ? (
        <p data-testid="sqm-summary">
          {t('sameQuestionMode.room.ended.summary', { posed: summary.questionsPosed, answered: summary.answered, correct: summary.correct })}
        </p>
      ) : null}
      {view.jamMode === 'competition' && view.leaderboard !== null ? <RoomLeaderboard view={view} /> : null}
      <p>
        <a className="button button-link" href={practicePath} data-testid="sqm-back">
          {t('sameQuestionMode.room.ended.back')}
        </a>
      </p>
    </section>
  );
}

/** The room page while its state loads. */
export function RoomLoading() {
  const { t } = useTranslation();
  return (
    <p className="loading" aria-busy="true" data-testid="sqm-room-loading">
      {t('sameQuestionMode.room.loading')}
    </p>
  );
}

/** The room page when its state could not be loaded (or joined), with a retry. */
export function RoomLoadFailed({ errorKey, onRetry }: { errorKey: string | null; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className="sqm-room" aria-labelledby="sqm-room-heading">
      <h1 id="sqm-room-heading">{t('sameQuestionMode.room.loadFailed')}</h1>
      <p className="form-error" role="alert" data-testid="sqm-room-failed">
        {t([errorKey ?? '', UNEXPECTED_ERROR_KEY])}
      </p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </p>
    </section>
  );
}
