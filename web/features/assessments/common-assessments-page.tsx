import './assessments-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonAssessmentsView } from '../../../events/assessments/assessment-contract';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { commonAssessmentsApi, type CommonAssessmentsApi } from './assessments-api';
import { CommonAssessmentForm } from './common-assessment-form';
import './assessments.css';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/**
 * `/common-assessments` (issue 30 item 3; docs/assessment-player.md "Common assessments"): a school or district
 * administrator assigns a Spark Studio set they wrote as a common assessment, and sees those they assigned with how
 * many students finished. The two common assessment reports are linked here.
 */
export function CommonAssessmentsPage({ api = commonAssessmentsApi }: { api?: CommonAssessmentsApi }) {
  const { t } = useTranslation();
  usePageTitle(t('assessmentsWeb.common.title'));
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`common-assessments:${version}`, () => api.list());
  const [status, setStatus] = useState<string | null>(null);
  const [shown, setShown] = useState<CommonAssessmentsView | null>(null);
  if (loaded.status === 'loaded' && loaded.data !== shown) setShown(loaded.data);
  const view = loaded.status === 'loaded' ? loaded.data : shown;

  return (
    <section className="assessments-page common-assessments" aria-labelledby="common-assessments-title">
      <h1 id="common-assessments-title">{t('assessmentsWeb.common.title')}</h1>
      <p>{t('assessmentsWeb.common.intro')}</p>
      <p>
        <a href="/sparkstudio" data-testid="common-assessments-spark-studio">
          {t('assessmentsWeb.common.sparkStudio')}
        </a>
      </p>
      <p role="status" data-testid="common-assessments-status">
        {status}
      </p>
      {view === null ? (
        loaded.status === 'failed' ? (
          <div role="alert">
            <p>{t(loaded.errorKey ?? 'assessmentsWeb.common.loadFailed')}</p>
            <button type="button" className="button" onClick={loaded.retry}>
              {t('assessmentsWeb.common.retry')}
            </button>
          </div>
        ) : (
          <p aria-busy="true">{t('assessmentsWeb.common.loading')}</p>
        )
      ) : (
        <>
          <CommonAssessmentForm
            view={view}
            api={api}
            onAssigned={() => {
              setStatus(t('assessmentsWeb.common.assigned'));
              setVersion((n) => n + 1);
            }}
          />
          <AssignedList view={view} />
        </>
      )}
      <nav aria-label={t('assessmentsWeb.common.reportsTitle')}>
        <h2>{t('assessmentsWeb.common.reportsTitle')}</h2>
        <ul className="common-assessments-reports">
          <li>
            <a href="/analytics/reports/common-assessment-results">{t('assessmentsWeb.common.resultsReport')}</a>
          </li>
          <li>
            <a href="/analytics/reports/common-assessment-item-analysis">{t('assessmentsWeb.common.itemReport')}</a>
          </li>
        </ul>
      </nav>
    </section>
  );
}

function AssignedList({ view }: { view: CommonAssessmentsView }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const when = (iso: string) => dateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  return (
    <section aria-labelledby={`${id}-list`}>
      <h2 id={`${id}-list`}>{t('assessmentsWeb.common.listTitle')}</h2>
      {view.assessments.length === 0 ? (
        <p data-testid="common-assessments-empty">{t('assessmentsWeb.common.empty')}</p>
      ) : (
        <ul className="assessments-list" data-testid="common-assessments-list">
          {view.assessments.map((each) => (
            <li key={each.assessmentId} className="assessments-card" data-testid="common-assessment">
              <p className="assessments-card-title">{each.title}</p>
              <p>
                {each.grade === null
                  ? t('assessmentsWeb.common.assignedTo', { names: each.assignedTo.join(', ') })
                  : t('assessmentsWeb.common.assignedToGrade', { names: each.assignedTo.join(', '), grade: each.grade })}
              </p>
              <p>{t('assessmentsWeb.common.window', { opens: when(each.opensAt), closes: when(each.closesAt) })}</p>
              <p data-testid="common-assessment-counts">{t('assessmentsWeb.common.counts', { finished: each.finished, started: each.started, questions: each.questions })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The administrators' home link to the page. */
export function CommonAssessmentsLink() {
  const { t } = useTranslation();
  return (
    <p>
      <a className="button" href="/common-assessments" data-testid="home-common-assessments-link">
        {t('assessmentsWeb.common.homeLink')}
      </a>
    </p>
  );
}
