import './assessments-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_PROGRESS_PUSH, ASSESSMENT_SITTING_STATUSES } from '../../../events/assessments/assessment-contract';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { countsOf, isAhead, withUpdates, type ProgressUpdate } from './assessment-progress-rows';
import { assessmentProgressPushSchema, assessmentsApi, type AssessmentsApi } from './assessments-api';
import './assessments.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/**
 * The teacher's progress page of one assessment (issue 30 items 3–4; docs/assessment-player.md): how many students
 * have not started, are in progress and finished, and a table of them, filled in live by ASSESSMENT_PROGRESS on her
 * teacher channel (a reconnect loads it again: pushes may have been missed meanwhile).
 */
export function AssessmentProgressPage({ assessmentId, api = assessmentsApi }: { assessmentId: string; api?: AssessmentsApi }) {
  const { t, i18n } = useTranslation();
  const loaded = useLoad(assessmentId, () => api.progress(assessmentId));
  const [updates, setUpdates] = useState<ReadonlyMap<string, ProgressUpdate>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const data = loaded.status === 'loaded' ? loaded.data : (loaded.previous ?? null);
  usePageTitle(data ? t('assessmentsWeb.progress.heading', { title: data.title }) : t('assessmentsWeb.progress.title'));
  useRefreshOnReconnect(() => loaded.retry());

  usePushEvent('teacher', ASSESSMENT_PROGRESS_PUSH, (message) => {
    const parsed = assessmentProgressPushSchema.safeParse(message);
    if (!parsed.success || parsed.data.assessmentId !== assessmentId) return;
    const update: ProgressUpdate = { studentUserId: parsed.data.studentUserId, status: parsed.data.status, answered: parsed.data.answered };
    const row = data?.students.find((student) => student.studentUserId === update.studentUserId);
    // A student the table does not list yet (assigned since it loaded): ask the server again.
    if (!row) return loaded.retry();
    const shown = updates.get(update.studentUserId);
    if (!isAhead(update, row) || (shown && !isAhead(update, shown))) return;
    setUpdates((before) => new Map(before).set(update.studentUserId, update));
    setAnnouncement(t(`assessmentsWeb.progress.announce.${update.status}`, { name: row.displayName, answered: update.answered }));
  });

  if (data === null) {
    return (
      <section className="assessments-page" aria-labelledby="assessment-progress-heading">
        <h1 id="assessment-progress-heading">{t('assessmentsWeb.progress.title')}</h1>
        {loaded.status === 'failed' ? (
          <div role="alert" className="form-error">
            <p>{t(loaded.errorKey ?? 'assessmentsWeb.loadFailed')}</p>
            <button type="button" className="button" onClick={() => loaded.retry()}>
              {t('assessmentsWeb.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('assessmentsWeb.loading')}</p>
        )}
      </section>
    );
  }

  const rows = withUpdates(data.students, updates);
  const counts = countsOf(rows);
  return (
    <section className="assessments-page" aria-labelledby="assessment-progress-heading" data-testid="assessment-progress">
      <h1 id="assessment-progress-heading">{t('assessmentsWeb.progress.heading', { title: data.title })}</h1>
      <p>
        {t(`assessmentsWeb.kind.${data.kind}`)} ·{' '}
        {data.opensAt !== null && data.closesAt !== null
          ? t('assessmentsWeb.progress.window', { opens: dateAndTime(data.opensAt, i18n.language), closes: dateAndTime(data.closesAt, i18n.language) })
          : t('assessmentsWeb.progress.noWindow')}
      </p>
      <p>{t('assessmentsWeb.progress.live')}</p>
      <h2>{t('assessmentsWeb.progress.summary')}</h2>
      <dl className="assessments-counts" data-testid="assessment-progress-counts">
        {ASSESSMENT_SITTING_STATUSES.map((status) => (
          <div key={status} className="assessments-count" data-testid={`assessment-count-${status}`}>
            <dt>{t(`assessmentsWeb.progress.counts.${status}`)}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <p className="assessments-visually-hidden" aria-live="polite" data-testid="assessment-progress-announcement">
        {announcement}
      </p>
      {rows.length === 0 ? (
        <p>{t('assessmentsWeb.progress.noStudents')}</p>
      ) : (
        <div className="assessments-table-wrap">
          <table className="assessments-table" data-testid="assessment-progress-table">
            <thead>
              <tr>
                <th scope="col">{t('assessmentsWeb.progress.student')}</th>
                <th scope="col">{t('assessmentsWeb.progress.state')}</th>
                <th scope="col">{t('assessmentsWeb.progress.answered')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.studentUserId} data-testid="assessment-progress-row" data-status={row.status}>
                  <th scope="row">{row.displayName}</th>
                  <td>{t(`assessmentsWeb.progress.counts.${row.status}`)}</td>
                  <td>{data.total === null ? row.answered : t('assessmentsWeb.progress.answeredOf', { answered: row.answered, total: data.total })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
