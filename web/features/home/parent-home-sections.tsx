import { useTranslation } from 'react-i18next';
import type { HomeChildWeek, ParentHome } from '../../../events/home/home-contract';
import { HomeSection } from './home-section';

function ChildCard({ child }: { child: HomeChildWeek }) {
  const { t } = useTranslation();
  return (
    <HomeSection id={`home-child-${child.userId}`} heading={child.displayName} level={3}>
      <p className="home-figures">
        <span>{child.streakDays > 0 ? t('homeSummary.week.streak', { count: child.streakDays }) : t('homeSummary.week.noStreak')}</span>
        <span>{t('homeSummary.week.questions', { count: child.questionsThisWeek })}</span>
        <span>{t('homeSummary.children.masteredThisWeek', { count: child.masteredThisWeek })}</span>
      </p>
      <h4>{t('homeSummary.children.workingOn')}</h4>
      {child.workingOn.length === 0 ? (
        <p className="home-meta">{t('homeSummary.children.nothingYet')}</p>
      ) : (
        <ul className="home-list">
          {child.workingOn.map((skill) => (
            <li key={skill.permacode}>
              {skill.url ? <a href={skill.url}>{skill.name}</a> : <span>{skill.name}</span>}
              {skill.smartScore !== null ? <span className="home-meta"> · {t('homeSummary.continue.score', { score: skill.smartScore })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** A family parent's home (issue 32 item 3): each child's week and what each is working on. */
export function ParentHomeSections({ home }: { home: ParentHome }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-children" data-testid="home-children">
      <h2 id="home-children">{t('homeSummary.children.heading')}</h2>
      {home.children.length === 0 ? <p className="home-meta">{t('homeSummary.children.empty')}</p> : null}
      <div className="home-summary-grid">
        {home.children.map((child) => (
          <ChildCard key={child.userId} child={child} />
        ))}
      </div>
    </section>
  );
}
