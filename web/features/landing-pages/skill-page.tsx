import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPagePath, lessonPagePath, type SkillPageAddress } from '../../../events/curriculum';
import { racewaySkillPath } from '../../../events/games/raceway-contract';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { fetchSkill, type SkillDetails } from '../../shared/catalogue/landing-api';
import { LandingLoadFailed, LandingLoading } from './load-status';
import { PageLoadLink } from '../../shared/links/page-load-link';
import { useLoad } from '../../shared/loading/use-load';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import './landing-pages.css';

/**
 * `/math/grade-4/skills/<permacode>`: the skill's code and name, its subject
 * and grade, the standards it is aligned to (issue 29), the practice area and tags. The practice itself is another
 * feature's (web/features/practice), handed in by web/app as `practice`; an
 * upcoming skill (or none handed in) shows a placeholder. An unknown skill —
 * or one that belongs to another subject or grade than the address says,
 * which would slip past the server's focus-session guard — is "not found".
 * A math skill that is not upcoming links to the raceway with it chosen
 * ("Race this skill", issue 28), unless the viewer has hideGames on.
 */
export function SkillPage({ address, practice }: { address: SkillPageAddress; practice?: ReactNode }) {
  const { subject, grade, permacode } = address;
  const skill = useLoad(permacode, (signal) => fetchSkill(permacode, { signal }));
  const gradePath = landingPagePath(subject, grade);

  if (skill.status === 'loading') return <LandingLoading />;
  if (skill.status === 'loaded' && skill.data.subject === subject && skill.data.grade === grade) {
    return <LoadedSkillPage skill={skill.data} permacode={permacode} gradePath={gradePath} practice={practice} />;
  }
  if (skill.status === 'failed' && skill.httpStatus !== 404) {
    return <LandingLoadFailed errorKey={skill.errorKey} onRetry={skill.retry} />;
  }
  return <SkillNotFound gradePath={gradePath} />;
}

function LoadedSkillPage({ skill, permacode, gradePath, practice }: { skill: SkillDetails; permacode: string; gradePath: string; practice: ReactNode }) {
  const { t } = useTranslation();
  // Issue 31 item 5: a reader who hides grade levels sees the subject, and goes back to the subject's page.
  const hideGrades = useProfilePreferences((preferences) => preferences.hideGradeLevels);
  const level = hideGrades ? skill.subjectName : t('landingPages.gradeTitle', { grade: skill.gradeName, subject: skill.subjectName });
  const backPath = hideGrades ? landingPagePath(skill.subject) : gradePath;
  usePageTitle(t('landingPages.skillLabel', { code: skill.code, name: skill.name }));
  // Issue 28: whoever has hideGames on sees no game links (as on the subject page).
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  const raceable = skill.subject === 'math' && !skill.upcoming && !hideGames;
  return (
    <article className="landing-page skill-page" data-testid="skill-page" data-upcoming={skill.upcoming ? 'true' : undefined}>
      <p className="skill-back">
        <PageLoadLink href={backPath} testId="skill-grade-link">
          {t('landingPages.skill.backTo', { page: level })}
        </PageLoadLink>
      </p>
      <h1 data-testid="landing-heading">{t('landingPages.skillLabel', { code: skill.code, name: skill.name })}</h1>
      <p className="skill-level" data-testid="skill-level">
        {level}
      </p>
      {skill.standards.length > 0 ? (
        <section className="skill-standards" aria-labelledby="skill-standards">
          <h2 id="skill-standards">{t('landingPages.skill.standards')}</h2>
          <ul data-testid="skill-standards">
            {skill.standards.map((standard) => (
              <li key={standard.code}>
                <strong className="skill-standard-code">{standard.code}</strong> {standard.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Issue 31: every skill that can be practised has a lesson (docs/lessons.md). */}
      {!skill.upcoming ? (
        <p className="skill-lesson">
          <a className="button button-link" href={lessonPagePath(permacode)} data-testid="skill-lesson-link">
            {t('lessons.learn')}
          </a>
        </p>
      ) : null}
      {raceable ? (
        <p className="skill-race">
          <a className="button button-link" href={racewaySkillPath(permacode, skill.grade)} data-testid="skill-race-link">
            {t('landingPages.skill.race')}
          </a>
        </p>
      ) : null}
      {skill.upcoming ? (
        <p className="landing-soon" data-testid="skill-coming-soon">
          {t('landingPages.comingSoon')}
        </p>
      ) : null}
      {!skill.upcoming && practice ? (
        practice
      ) : (
        <section className="skill-practice" aria-labelledby="skill-practice" data-testid="skill-practice">
          <h2 id="skill-practice">{t('landingPages.skill.practice')}</h2>
          <p className="landing-note">{skill.upcoming ? t('landingPages.skill.practiceUpcoming') : t('landingPages.skill.practicePlaceholder')}</p>
        </section>
      )}
      {skill.tags.length > 0 ? (
        <section aria-labelledby="skill-tags">
          <h2 id="skill-tags">{t('landingPages.skill.tags')}</h2>
          <ul className="skill-tags" data-testid="skill-tags">
            {skill.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function SkillNotFound({ gradePath }: { gradePath: string }) {
  const { t } = useTranslation();
  usePageTitle(t('landingPages.skill.notFoundTitle'));
  return (
    <section className="not-found" data-testid="skill-not-found">
      <h1>{t('landingPages.skill.notFoundTitle')}</h1>
      <p>{t('catalogue.unknown_skill')}</p>
      <p>
        <PageLoadLink href={gradePath}>{t('landingPages.skill.notFoundLink')}</PageLoadLink>
      </p>
    </section>
  );
}
