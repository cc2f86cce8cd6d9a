import { useTranslation } from 'react-i18next';
import type { VisitorHome } from '../../../events/home/home-contract';
import { HomeSection } from './home-section';

/** A visitor's home (issue 32 item 3): the edition's popular skills to start with, and the free practice left today. */
export function VisitorHomeSections({ home }: { home: VisitorHome }) {
  const { t } = useTranslation();
  const { daily, left } = home.practiceLimit;
  return (
    <div className="home-summary-grid">
      <HomeSection id="home-popular" heading={t('homeSummary.visitor.popular')}>
        {home.popularSkills.length === 0 ? (
          <p className="home-meta">{t('homeSummary.visitor.noPopular')}</p>
        ) : (
          <>
            <p className="home-meta">{t('homeSummary.visitor.popularIntro')}</p>
            <ul className="home-list">
              {home.popularSkills.map((skill) => (
                <li key={skill.permacode}>
                  <a href={skill.url}>{t('homeSummary.continue.practise', { name: skill.name })}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </HomeSection>
      <HomeSection id="home-practice-limit" heading={t('homeSummary.visitor.limitHeading')}>
        <p>{left > 0 ? t('homeSummary.visitor.left', { count: left, daily }) : t('homeSummary.visitor.noneLeft', { daily })}</p>
      </HomeSection>
    </div>
  );
}
