import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressLearner } from '../../../events/reports/administrator-reports';
import { useLoad } from '../../shared/loading/use-load';
import { DateRangePicker, type DateRangeValue } from '../../shared/reports/date-range-picker';
import { LoadedReport, ReportPage } from '../../shared/reports/report-page';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { ProgressReportView } from './progress-report-view';
import { progressReportsApi, type ProgressReportsApi } from './progress-reports-api';
import './progress-reports.css';

/** The learners whose progress the user may open (themselves, or a parent's children). */
const useProgressLearners = (api: ProgressReportsApi) => useLoad('progress-learners', async (signal) => (await api.fetchLearners({ signal })).learners);

/** The learners' progress, once they are known; else why there is none to show. */
function LearnersProgress({ learners, children }: { learners: ReturnType<typeof useProgressLearners>; children(learners: ProgressLearner[]): ReactNode }) {
  const { t } = useTranslation();
  return (
    <LoadedReport answer={learners} testIdPrefix="progress-learners">
      {(found) =>
        found.length > 0 ? (
          children(found)
        ) : (
          <p className="report-empty" data-testid="progress-no-learners">
            {t('studentProgress.noLearners')}
          </p>
        )
      }
    </LoadedReport>
  );
}

/**
 * `/analytics/progress`: a learner's own progress and growth; a parent picks
 * one of their children. Tracked as "Progress and growth" (spec §9).
 */
export function ProgressPage({ api = progressReportsApi }: { api?: ProgressReportsApi }) {
  const { t } = useTranslation();
  const learners = useProgressLearners(api);
  const [range, setRange] = useState<DateRangeValue>({ range: 'last_30_days' });
  const [chosen, setChosen] = useState<string>('');
  useReportView('Progress and growth', '/analytics/progress');
  const found = learners.status === 'loaded' ? learners.data : [];
  const learnerId = found.some((learner) => learner.userId === chosen) ? chosen : (found[0]?.userId ?? '');
  return (
    <ReportPage
      title={t('studentProgress.title')}
      intro={t('studentProgress.intro')}
      testId="progress-page"
      filters={
        <>
          {found.length > 1 ? (
            <ReportSelect
              label={t('studentProgress.learnerPicker')}
              value={learnerId}
              options={found.map((learner) => ({ value: learner.userId, label: learner.displayName }))}
              onChange={setChosen}
              testId="progress-learner"
            />
          ) : null}
          <DateRangePicker value={range} onChange={setRange} />
        </>
      }
    >
      <LearnersProgress learners={learners}>{() => <ProgressReportView key={learnerId} studentUserId={learnerId} range={range} api={api} />}</LearnersProgress>
    </ReportPage>
  );
}

/**
 * `/analytics/progress-share` (Progress Share, spec §2: users with shared
 * analytics access — a family's parent): every connected learner's progress,
 * one after the other. Tracked as "Progress Share".
 */
export function ProgressSharePage({ api = progressReportsApi }: { api?: ProgressReportsApi }) {
  const { t } = useTranslation();
  const learners = useProgressLearners(api);
  const [range, setRange] = useState<DateRangeValue>({ range: 'last_30_days' });
  useReportView('Progress Share', '/analytics/progress-share');
  return (
    <ReportPage title={t('studentProgress.shareTitle')} intro={t('studentProgress.shareIntro')} testId="progress-share-page" filters={<DateRangePicker value={range} onChange={setRange} />}>
      <LearnersProgress learners={learners}>
        {(found) => (
          <div className="progress-share-list">
            {found.map((learner) => (
              <ProgressReportView key={learner.userId} studentUserId={learner.userId} range={range} api={api} />
            ))}
          </div>
        )}
      </LearnersProgress>
    </ReportPage>
  );
}
