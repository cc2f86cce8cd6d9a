import { useTranslation } from 'react-i18next';
import type { AdministratorHome } from '../../../events/home/home-contract';
import { formatDay } from './home-dates';
import { HomeSection } from './home-section';

/** An administrator's home (issue 32 item 3): their schools' week, and the assessment windows open or coming. */
export function AdministratorHomeSections({ home }: { home: AdministratorHome }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <div className="home-summary-grid">
      <HomeSection id="home-schools-week" heading={t('homeSummary.administrator.week')}>
        <p className="home-meta">{t('homeSummary.administrator.weekRange', { from: day(home.fromDay), to: day(home.toDay) })}</p>
        {home.schools.length === 0 ? (
          <p className="home-meta">{t('homeSummary.administrator.noSchools')}</p>
        ) : (
          <ul className="home-list">
            {home.schools.map((school) => (
              <li key={school.schoolId}>
                <strong>{school.name}</strong>
                <p className="home-figures">
                  <span>{t('homeSummary.administrator.studentsActive', { count: school.studentsActive })}</span>
                  <span>{t('homeSummary.administrator.questions', { count: school.questions })}</span>
                  <span>{t('homeSummary.administrator.proficient', { count: school.skillsProficient })}</span>
                  <span>{t('homeSummary.administrator.mastered', { count: school.skillsMastered })}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="/analytics/reports/district-dashboard?range=this_week">{t('homeSummary.administrator.report')}</a>
        </p>
      </HomeSection>
      <HomeSection id="home-assessment-windows" heading={t('homeSummary.administrator.windows')}>
        {home.assessmentWindows.length === 0 ? (
          <p className="home-meta">{t('homeSummary.administrator.noWindows')}</p>
        ) : (
          <ul className="home-list">
            {home.assessmentWindows.map((window) => (
              <li key={window.windowId}>
                <span>
                  {t('homeSummary.administrator.window', {
                    type: t(`assessmentWindowsWeb.typeTitles.${window.assessmentType}`, { defaultValue: window.assessmentType }),
                    from: day(window.startDate),
                    due: day(window.dueDate),
                  })}
                </span>{' '}
                <span className="home-meta">
                  {window.status === 'in_progress'
                    ? t('homeSummary.administrator.inProgress', { elapsed: window.daysElapsed, total: window.daysTotal })
                    : t('homeSummary.administrator.upcoming', { from: day(window.startDate) })}
                  {window.schoolNames.length > 0 ? ` · ${window.schoolNames.join(', ')}` : ''}
                </span>
                {window.status === 'in_progress' ? (
                  <progress className="home-window-progress" max={window.daysTotal} value={window.daysElapsed} aria-label={t('homeSummary.administrator.inProgress', { elapsed: window.daysElapsed, total: window.daysTotal })} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </div>
  );
}
