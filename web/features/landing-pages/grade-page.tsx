import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../events/curriculum';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { fetchGradeLanding, type GradeLanding } from '../../shared/catalogue/landing-api';
import { GradeLinks, OtherSubjectLinks } from './landing-links';
import { GradeExtras, GradeSkills } from './grade-sections';
import { LandingLoadFailed, LandingLoading } from './load-status';
import { PageLoadLink } from '../../shared/links/page-load-link';
import { useLoad } from '../../shared/loading/use-load';
import './landing-pages.css';

/**
 * `/math/grade-4`: "Grade 4 Math" (grade names follow the viewer's edition:
 * "Year 5 Math" in the UK edition), its skills by category, topics, lessons
 * and takeoff plans, the neighbouring and other grades, and the other subjects
 * at this grade.
 */
export function GradePage({ subject, grade }: { subject: Subject; grade: number }) {
  const { t } = useTranslation();
  const page = useLoad(`${subject}/${grade}`, (signal) => fetchGradeLanding(subject, grade, { signal }));
  usePageTitle(page.status === 'loaded' ? t('landingPages.gradeTitle', { grade: page.data.gradeName, subject: page.data.subjectName }) : null);

  // The content arrives after the page loaded, so the browser could not scroll to `#lesson-…` or `#landing-category-…` itself.
  const loaded = page.status === 'loaded';
  useEffect(() => {
    if (!loaded) return;
    const target = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    target?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  return (
    <section className="landing-page" data-subject={subject} data-grade={grade} data-status={page.status} data-testid="landing-page">
      {page.status === 'loading' ? <LandingLoading /> : null}
      {page.status === 'failed' ? <LandingLoadFailed errorKey={page.errorKey} onRetry={page.retry} /> : null}
      {page.status === 'loaded' ? <LoadedGradePage page={page.data} /> : null}
      {page.status === 'loading' ? null : (
        <OtherSubjectLinks subject={subject} grade={grade} gradeName={page.status === 'loaded' ? page.data.gradeName : null} />
      )}
    </section>
  );
}

function LoadedGradePage({ page: data }: { page: GradeLanding }) {
  const { t } = useTranslation();
  const previous = data.grades.find((each) => each.grade === data.grade - 1);
  const next = data.grades.find((each) => each.grade === data.grade + 1);
  return (
    <>
      <h1 data-testid="landing-heading">{t('landingPages.gradeTitle', { grade: data.gradeName, subject: data.subjectName })}</h1>
      {previous || next ? (
        <nav className="landing-neighbours" aria-label={t('landingPages.neighbours')}>
          {previous ? (
            <PageLoadLink href={previous.url} testId="grade-previous">
              {t('landingPages.previousGrade', { grade: previous.gradeName })}
            </PageLoadLink>
          ) : null}
          {next ? (
            <PageLoadLink href={next.url} testId="grade-next">
              {t('landingPages.nextGrade', { grade: next.gradeName })}
            </PageLoadLink>
          ) : null}
        </nav>
      ) : null}
      <GradeSkills skills={data.skills} categories={data.categories} />
      <GradeExtras page={data} />
      <GradeLinks heading={t('landingPages.allGrades', { subject: data.subjectName })} grades={data.grades} current={data.grade} />
    </>
  );
}
