import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressLearner } from '../../../events/reports/administrator-reports';
import { HttpError } from '../../shared/http/http-error';
import { DateRangePicker, type DateRangeValue } from '../../shared/reports/date-range-picker';
import { ReportPage } from '../../shared/reports/report-page';
import { trackReportView } from '../../shared/reports/track-report-view';
import { progressApi, type ProgressApi } from './progress-api';
import { ProgressView } from './progress-view';
import './student-progress.css';

/** The learners whose progress the user may open (themselves, or a parent's children). */
function useProgressLearners(api: ProgressApi) {
  const [learners, setLearners] = useState<ProgressLearner[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.fetchLearners({ signal: controller.signal }).then(
      (found) => {
        if (!controller.signal.aborted) setLearners(found.learners);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setErrorKey(error instanceof HttpError ? error.errorKey : 'reports.frame.loadFailed');
      },
    );
    return () => controller.abort();
  }, [api]);
  return { learners, errorKey };
}

function LearnersState({ learners, errorKey }: { learners: ProgressLearner[] | null; errorKey: string | null }) {
  const { t } = useTranslation();
  if (errorKey !== null) {
    return (
      <p className="form-error" role="alert">
        {t([errorKey, 'reports.frame.loadFailed'])}
      </p>
    );
  }
  if (learners === null) {
    return (
      <p className="loading" aria-busy="true">
        {t('reports.frame.loading')}
      </p>
    );
  }
  return (
    <p className="report-empty" data-testid="progress-no-learners">
      {t('studentProgress.noLearners')}
    </p>
  );
}

/**
 * `/analytics/progress`: a learner's own progress and growth; a parent picks
 * one of their children. Tracked as "Progress and growth" (spec §9).
 */
export function ProgressPage({ api = progressApi }: { api?: ProgressApi }) {
  const { t } = useTranslation();
  const { learners, errorKey } = useProgressLearners(api);
  const [range, setRange] = useState<DateRangeValue>({ range: 'last_30_days' });
  const [chosen, setChosen] = useState<string>('');
  const pickerId = useId();
  useEffect(() => trackReportView('Progress and growth', '/analytics/progress'), []);
  const learnerId = learners?.some((learner) => learner.userId === chosen) ? chosen : (learners?.[0]?.userId ?? null);
  return (
    <ReportPage
      title={t('studentProgress.title')}
      intro={t('studentProgress.intro')}
      testId="progress-page"
      filters={
        <>
          {learners !== null && learners.length > 1 ? (
            <div className="field">
              <label htmlFor={pickerId}>{t('studentProgress.learnerPicker')}</label>
              <select id={pickerId} value={learnerId ?? ''} onChange={(event) => setChosen(event.target.value)} data-testid="progress-learner">
                {learners.map((learner) => (
                  <option key={learner.userId} value={learner.userId}>
                    {learner.displayName}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <DateRangePicker value={range} onChange={setRange} />
        </>
      }
    >
      {learnerId !== null ? <ProgressView key={learnerId} studentUserId={learnerId} range={range} api={api} /> : <LearnersState learners={learners} errorKey={errorKey} />}
    </ReportPage>
  );
}

/**
 * `/analytics/progress-share` (Progress Share, spec §2: users with shared
 * analytics access — a family's parent): every connected learner's progress,
 * one after the other. Tracked as "Progress Share".
 */
export function ProgressSharePage({ api = progressApi }: { api?: ProgressApi }) {
  const { t } = useTranslation();
  const { learners, errorKey } = useProgressLearners(api);
  const [range, setRange] = useState<DateRangeValue>({ range: 'last_30_days' });
  useEffect(() => trackReportView('Progress Share', '/analytics/progress-share'), []);
  return (
    <ReportPage title={t('studentProgress.shareTitle')} intro={t('studentProgress.shareIntro')} testId="progress-share-page" filters={<DateRangePicker value={range} onChange={setRange} />}>
      {learners !== null && learners.length > 0 ? (
        <div className="progress-share-list">
          {learners.map((learner) => (
            <ProgressView key={learner.userId} studentUserId={learner.userId} range={range} api={api} />
          ))}
        </div>
      ) : (
        <LearnersState learners={learners} errorKey={errorKey} />
      )}
    </ReportPage>
  );
}
