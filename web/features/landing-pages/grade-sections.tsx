import { useTranslation } from 'react-i18next';
import { lessonAnchor, skillsByCategory, takeoffPlanAnchor, type GradeLanding, type LandingCategory, type LandingSkill } from '../../shared/catalogue/landing-api';
import { PageLoadLink } from '../../shared/links/page-load-link';

/**
 * The grade page's content: skills by category (A–D, each headed with its name, its topic's), then topics, lessons and
 * takeoff plans. Topics link to their topic pages (issue 34); lessons and takeoff plans carry the id
 * their search results link to (`#lesson-<n>`, `#<planId>`), and each category the id a topic page
 * links to (`#landing-category-<letter>`).
 */
export function GradeSkills({ skills, categories = [] }: { skills: readonly LandingSkill[]; categories?: readonly LandingCategory[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-skills" data-testid="landing-skills">
      <h2 id="landing-skills">{t('landingPages.skills', { count: skills.length })}</h2>
      <div className="landing-categories">
        {skillsByCategory(skills, categories).map(({ category, name, skills: inCategory }) => (
          <section key={category} className="landing-category" aria-labelledby={`landing-category-${category}`} data-category={category}>
            <h3 id={`landing-category-${category}`}>{name ?? t('landingPages.category', { letter: category })}</h3>
            <ul className="landing-skills">
              {inCategory.map((skill) => (
                <SkillItem key={skill.permacode} skill={skill} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** A skill: a link to its page (a page load, for the focus-session guard), or "Coming soon" text when upcoming. */
function SkillItem({ skill }: { skill: LandingSkill }) {
  const { t } = useTranslation();
  const label = t('landingPages.skillLabel', { code: skill.code, name: skill.name });
  return (
    <li data-testid="landing-skill" data-code={skill.code} data-upcoming={skill.upcoming ? 'true' : undefined}>
      {skill.upcoming ? (
        <>
          <span className="landing-skill-upcoming">{label}</span> <span className="landing-soon">{t('landingPages.comingSoon')}</span>
        </>
      ) : (
        <PageLoadLink href={skill.url} testId="landing-skill-link">
          {label}
        </PageLoadLink>
      )}
    </li>
  );
}

export function GradeExtras({ page }: { page: GradeLanding }) {
  const { t } = useTranslation();
  return (
    <>
      {page.topics.length > 0 ? (
        <section aria-labelledby="landing-topics" data-testid="landing-topics">
          <h2 id="landing-topics">{t('landingPages.topics')}</h2>
          <ul className="landing-anchors">
            {page.topics.map((topic) => (
              <li key={topic.url}>
                <PageLoadLink href={topic.url} testId="landing-topic-link">
                  {topic.name}
                </PageLoadLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.lessons.length > 0 ? (
        <section aria-labelledby="landing-lessons" data-testid="landing-lessons">
          <h2 id="landing-lessons">{t('landingPages.lessons')}</h2>
          <ul className="landing-anchors">
            {page.lessons.map((lesson) => (
              <li key={lesson.lessonNumber} id={lessonAnchor(lesson.lessonNumber)}>
                {/* Issue 31: a named lesson opens its skill's lesson page. */}
                {lesson.url.startsWith('/lesson/') ? (
                  <a href={lesson.url} data-testid="landing-lesson-link">
                    {t('landingPages.lesson', { number: lesson.lessonNumber, name: lesson.lessonName })}
                  </a>
                ) : (
                  t('landingPages.lesson', { number: lesson.lessonNumber, name: lesson.lessonName })
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.takeoffPlans.length > 0 ? (
        <section aria-labelledby="landing-takeoff" data-testid="landing-takeoff">
          <h2 id="landing-takeoff">{t('landingPages.takeoffPlans')}</h2>
          <ul className="landing-anchors">
            {page.takeoffPlans.map((plan) => (
              <li key={plan.lessonNumber} id={takeoffPlanAnchor(page, plan.lessonNumber)}>
                {/* Issue 34: a takeoff lesson opens its lesson page, where the lessons issue put it (docs/takeoff.md). */}
                {plan.url === null ? (
                  t('landingPages.takeoffPlan', { number: plan.lessonNumber, name: plan.lessonName, grade: plan.grade })
                ) : (
                  <a href={plan.url} data-testid="landing-takeoff-link">
                    {t('landingPages.takeoffPlan', { number: plan.lessonNumber, name: plan.lessonName, grade: plan.grade })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
