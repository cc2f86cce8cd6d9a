import './home-text';
import { useTranslation } from 'react-i18next';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { useLoad, type Loader } from '../../shared/loading/use-load';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { fetchHomeSummary, startGroupJamOn, startInstantReview } from './home-api';
import { AdministratorHomeSections } from './administrator-home-sections';
import { ParentHomeSections } from './parent-home-sections';
import { StudentHomeSections } from './student-home-sections';
import { TeacherHomeSections, type SkillStarts } from './teacher-home-sections';
import { VisitorHomeSections } from './visitor-home-sections';
import './home-summary.css';

export interface HomeSummaryProps {
  /** Opens an address of the app (the review page the one-click review starts). */
  navigateTo(href: string): void;
  load?: Loader<Summary>;
  /** The one-click starts on a class's most missed skill (the instant review's calls). */
  starts?: SkillStarts;
}

const defaultStarts: SkillStarts = { review: startInstantReview, groupJam: startGroupJamOn };

/**
 * The day at a glance on each user type's home (issue 32; docs/home.md), from
 * `GET /home/summary`, live: a quiz assigned to her (QUIZ_ASSIGNED), a student's answer in a
 * teacher's class (LIVE_CLASSROOM_UPDATED), a submitted quiz or an answered live message fetch it
 * again, and so does a link that reconnects. While it fetches again the last answer stays shown.
 */
export function HomeSummary({ navigateTo, load = fetchHomeSummary, starts = defaultStarts }: HomeSummaryProps) {
  const { t } = useTranslation();
  const summary = useLoad('home-summary', load);
  const refresh = () => summary.retry();
  usePushEvent('general', 'QUIZ_ASSIGNED', refresh);
  usePushEvent('general', 'LIVE_MESSAGE_ACKNOWLEDGED', refresh);
  usePushEvent('teacher', 'LIVE_CLASSROOM_UPDATED', refresh);
  usePushEvent('teacher', 'QUIZ_SUBMITTED', refresh);
  useRefreshOnReconnect(refresh);

  const shown = summary.status === 'loaded' ? summary.data : summary.previous;
  if (shown === undefined) {
    if (summary.status === 'failed') {
      return (
        <p key="failed" role="alert" className="home-summary-failed">
          {t('homeSummary.failed')}{' '}
          <button type="button" className="button button-quiet" onClick={summary.retry}>
            {t('app.retry')}
          </button>
        </p>
      );
    }
    return (
      <p key="loading" role="status" className="home-summary-loading" data-testid="home-summary-loading">
        {t('homeSummary.loading')}
      </p>
    );
  }
  return (
    <div className="home-summary" data-testid="home-summary" aria-busy={summary.status === 'loading'}>
      {shown.userType === 'student' ? <StudentHomeSections home={shown} /> : null}
      {shown.userType === 'teacher' ? <TeacherHomeSections home={shown} starts={starts} navigateTo={navigateTo} /> : null}
      {shown.userType === 'parent' ? <ParentHomeSections home={shown} /> : null}
      {shown.userType === 'visitor' ? <VisitorHomeSections home={shown} /> : null}
      {shown.userType === 'administrator' ? <AdministratorHomeSections home={shown} /> : null}
    </div>
  );
}
