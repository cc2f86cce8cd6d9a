import './assessments-text';
import { useTranslation } from 'react-i18next';
import type { AssignedAssessment } from '../../../events/assessments/assessment-contract';
import { takeAssessmentPath } from '../../shared/links/assessment-paths';
import { useLoad } from '../../shared/loading/use-load';
import { assessmentsApi, type AssessmentsApi } from './assessments-api';
import './assessments.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/** Those the student can take now: not finished, and LevelUp always (it continues sitting after sitting). */
export const takeableNow = (assessment: AssignedAssessment) => assessment.kind === 'levelup' || assessment.status !== 'finished';

/**
 * A student's open assessments on her home (issue 30; docs/assessment-player.md): each to take or continue, with its
 * kind and when its window closes. Nothing when there is none, or when the list cannot be loaded (nothing to act on).
 */
export function AssignedAssessments({ api = assessmentsApi }: { api?: AssessmentsApi }) {
  const { t, i18n } = useTranslation();
  const loaded = useLoad('assigned', () => api.assigned());
  if (loaded.status !== 'loaded') return null;
  const open = loaded.data.assessments.filter(takeableNow);
  if (open.length === 0) return null;
  return (
    <section className="assessments-home" aria-labelledby="assessments-home-heading" data-testid="assigned-assessments">
      <h2 id="assessments-home-heading">{t('assessmentsWeb.home.heading')}</h2>
      <ul className="assessments-list">
        {open.map((assessment) => {
          const kind = t(`assessmentsWeb.kind.${assessment.kind}`);
          return (
            <li key={assessment.assessmentId} className="assessments-card">
              <a href={takeAssessmentPath(assessment.assessmentId)} className="assessments-card-title" data-testid="assigned-assessment-link">
                {t(assessment.status === 'in_progress' ? 'assessmentsWeb.home.continue' : 'assessmentsWeb.home.take', { title: assessment.title })}
              </a>
              <p>{assessment.closesAt === null ? t('assessmentsWeb.home.alwaysOpen', { kind }) : t('assessmentsWeb.home.closes', { kind, closes: dateAndTime(assessment.closesAt, i18n.language) })}</p>
              {assessment.total !== null && assessment.status === 'in_progress' ? <p>{t('assessmentsWeb.home.answered', { answered: assessment.answered, total: assessment.total })}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
