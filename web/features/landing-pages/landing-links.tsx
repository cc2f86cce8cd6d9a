import { useTranslation } from 'react-i18next';
import { landingPagePath, SUBJECTS, type Subject } from '../../../events/curriculum';
import type { GradeLink } from '../../shared/catalogue/landing-api';
import { PageLoadLink } from '../../shared/links/page-load-link';

/** The subject's grades as the edition names them (`grade-link-<n>`); the shown grade is the current page. */
export function GradeLinks({ heading, grades, current = null }: { heading: string; grades: readonly GradeLink[]; current?: number | null }) {
  return (
    <nav aria-labelledby="landing-grades">
      <h2 id="landing-grades">{heading}</h2>
      <ul className="link-chips">
        {grades.map((each) => (
          <li key={each.grade}>
            <PageLoadLink href={each.url} current={each.grade === current} testId={`grade-link-${each.grade}`}>
              {each.gradeName}
            </PageLoadLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The other subjects (`subject-link-<s>`): their subject pages, or their pages
 * for the same grade, named with the edition's `gradeName` when known ("Grade 4 Science").
 */
export function OtherSubjectLinks({ subject, grade = null, gradeName = null }: { subject: Subject; grade?: number | null; gradeName?: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="landing-subjects">
      <h2 id="landing-subjects">{t('landingPages.otherSubjects')}</h2>
      <ul className="link-chips">
        {SUBJECTS.filter((other) => other !== subject).map((other) => {
          const name = t(`curriculum.subject.${other}`);
          return (
            <li key={other}>
              <PageLoadLink href={landingPagePath(other, grade)} testId={`subject-link-${other}`}>
                {gradeName === null ? name : t('landingPages.gradeTitle', { subject: name, grade: gradeName })}
              </PageLoadLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
