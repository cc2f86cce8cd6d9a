import './topic-page-text';
import { useTranslation } from 'react-i18next';
import { landingPagePath, type TopicPageAddress } from '../../../events/curriculum';
import { fetchTopicPage, type TopicPage as TopicPageData } from '../../shared/catalogue/landing-api';
import { PageLoadLink } from '../../shared/links/page-load-link';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import { LandingLoadFailed, LandingLoading } from './load-status';
import './landing-pages.css';

/**
 * `/math/grade-4/topics/<slug>` (issue 34): a topic of a grade page — its name, the grade
 * page's category that holds its skills, each skill (a link to its page, and to its lesson
 * where it has one), the grade's other topics and the way back to the grade page. An unknown
 * topic (404 from `GET /catalogue/topic`) is "not found". A reader who hides grade levels sees
 * the subject where the grade would be named (as on the skill page).
 */
export function TopicPage({ address }: { address: TopicPageAddress }) {
  const { subject, grade, topic } = address;
  const page = useLoad(`${subject}/${grade}/${topic}`, (signal) => fetchTopicPage(subject, grade, topic, { signal }));
  if (page.status === 'loading') return <LandingLoading />;
  if (page.status === 'loaded') return <LoadedTopicPage page={page.data} />;
  if (page.httpStatus !== 404) return <LandingLoadFailed errorKey={page.errorKey} onRetry={page.retry} />;
  return <TopicNotFound gradePath={landingPagePath(subject, grade)} />;
}

function LoadedTopicPage({ page }: { page: TopicPageData }) {
  const { t } = useTranslation();
  const hideGrades = useProfilePreferences((preferences) => preferences.hideGradeLevels);
  const level = hideGrades ? page.subjectName : t('landingPages.gradeTitle', { grade: page.gradeName, subject: page.subjectName });
  usePageTitle(t('topicPage.title', { topic: page.name, level }));
  const first = page.skills[0]?.code;
  const last = page.skills.at(-1)?.code;
  return (
    <article className="landing-page topic-page" data-testid="topic-page" data-subject={page.subject} data-grade={page.grade}>
      <p className="skill-back">
        <PageLoadLink href={page.gradeUrl} testId="topic-grade-link">
          {t('topicPage.backTo', { page: level })}
        </PageLoadLink>
      </p>
      <h1 data-testid="landing-heading">{page.name}</h1>
      <p className="skill-level" data-testid="topic-level">
        {level}
      </p>
      <p data-testid="topic-category">
        <PageLoadLink href={`${page.gradeUrl}#landing-category-${page.category.letter}`} testId="topic-category-link">
          {first !== undefined && last !== undefined
            ? t('topicPage.category', { name: page.category.name, first, last })
            : t('topicPage.categoryName', { name: page.category.name })}
        </PageLoadLink>
      </p>
      <section aria-labelledby="topic-skills" data-testid="topic-skills">
        <h2 id="topic-skills">{t('topicPage.skills', { count: page.skills.length })}</h2>
        <ul className="topic-skills">
          {page.skills.map((skill) => (
            <TopicSkill key={skill.permacode} skill={skill} />
          ))}
        </ul>
      </section>
      {page.otherTopics.length > 0 ? (
        <nav aria-labelledby="topic-others">
          <h2 id="topic-others">{t('topicPage.otherTopics')}</h2>
          <ul className="link-chips">
            {page.otherTopics.map((other) => (
              <li key={other.url}>
                <PageLoadLink href={other.url} testId="topic-other-link">
                  {other.name}
                </PageLoadLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

/** A skill of the topic: its page (or "Coming soon" when upcoming) and its lesson, when it has one. */
function TopicSkill({ skill }: { skill: TopicPageData['skills'][number] }) {
  const { t } = useTranslation();
  const label = t('landingPages.skillLabel', { code: skill.code, name: skill.name });
  return (
    <li data-testid="topic-skill" data-code={skill.code} data-upcoming={skill.upcoming ? 'true' : undefined}>
      {skill.upcoming ? (
        <span className="landing-skill-upcoming">{label}</span>
      ) : (
        <PageLoadLink href={skill.url} className="topic-skill-link" testId="topic-skill-link">
          {label}
        </PageLoadLink>
      )}
      {skill.upcoming ? <span className="landing-soon">{t('topicPage.comingSoon')}</span> : null}
      {skill.lessonUrl !== null ? (
        <a href={skill.lessonUrl} className="topic-lesson-link" data-testid="topic-lesson-link">
          {t('topicPage.lesson')} <span className="topic-visually-hidden">{t('topicPage.lessonOf', { skill: label })}</span>
        </a>
      ) : null}
    </li>
  );
}

function TopicNotFound({ gradePath }: { gradePath: string }) {
  const { t } = useTranslation();
  usePageTitle(t('topicPage.notFoundTitle'));
  return (
    <section className="not-found" data-testid="topic-not-found">
      <h1>{t('topicPage.notFoundTitle')}</h1>
      <p>{t('catalogue.unknown_topic')}</p>
      <p>
        <PageLoadLink href={gradePath}>{t('topicPage.notFoundLink')}</PageLoadLink>
      </p>
    </section>
  );
}
