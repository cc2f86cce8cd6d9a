import './assessments-text';
import { useTranslation } from 'react-i18next';
import { takeAssessmentPath } from '../../shared/links/assessment-paths';
import { useLoad } from '../../shared/loading/use-load';
import { useBandPart } from '../../shared/page-chrome/banner-band-parts';
import { assessmentsApi, type AssessmentsApi } from './assessments-api';
import { takeableNow } from './assigned-assessments';
import './assessments.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/**
 * The assessment due-date banner of a student (issue 30 item 3; docs/assessment-player.md): the teachers' banner
 * model is theirs alone (403 for a student), so hers comes from `GET /assessments/assigned` — the open assessment of
 * a window (a screener, a benchmark, a Flex snapshot …) not yet finished that closes first, with its button to take
 * it. Not on that assessment's own page; nothing when there is none or the list cannot be loaded.
 */
export function AssessmentTakeBanner({ userId, currentPath, api = assessmentsApi }: { userId: string; currentPath: string; api?: AssessmentsApi }) {
  const { t, i18n } = useTranslation();
  const loaded = useLoad(userId, () => api.assigned());
  const open =
    loaded.status !== 'loaded'
      ? undefined
      : loaded.data.assessments
          .filter((assessment) => assessment.closesAt !== null && assessment.kind !== 'levelup' && takeableNow(assessment) && takeAssessmentPath(assessment.assessmentId) !== currentPath)
          .sort((a, b) => a.closesAt!.localeCompare(b.closesAt!))[0];
  // Issue 32: the banner band (docs/banners.md) keeps its height while this loads, and knows when it shows.
  useBandPart('assessment', open ? 'shown' : loaded.status === 'loading' ? 'pending' : 'none');
  if (!open) return null;
  return (
    <section className="assessments-banner" aria-label={t('assessmentsWeb.banner.label')} data-testid="assessment-take-banner">
      <p className="assessments-banner-text">{t('assessmentsWeb.banner.text', { kind: t(`assessmentsWeb.kind.${open.kind}`), title: open.title, closes: dateAndTime(open.closesAt!, i18n.language) })}</p>
      <a className="button button-primary" href={takeAssessmentPath(open.assessmentId)} data-testid="assessment-take-banner-link">
        {open.status === 'in_progress' ? t('assessmentsWeb.banner.continue') : t('assessmentsWeb.banner.take')}
      </a>
    </section>
  );
}
