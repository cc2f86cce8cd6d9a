import { useTranslation } from 'react-i18next';
import { GRADES, gradeLabel, landingPagePath, SUBJECTS, type LandingPageAddress } from '../../shared/curriculum/curriculum';
import { PageLoadLink } from './page-load-link';
import './landing-pages.css';

/** Placeholder skills per grade page until the skill catalogue arrives. */
const PLACEHOLDER_SKILLS = ['A.1', 'A.2', 'B.1', 'B.2'] as const;

/**
 * A subject landing page (`/math`: its grades) or a grade landing page
 * (`/math/grade-4`: a few skills, the subject's other grades, other subjects
 * at this grade). Links between them load the page so the server can keep a
 * focused student on the session's subjects and grades.
 */
export function LandingPage({ address }: { address: LandingPageAddress }) {
  const { t } = useTranslation();
  const { subject, grade } = address;
  const subjectName = t(`curriculum.subject.${subject}`);
  const gradeName = grade === null ? null : t(...gradeLabel(grade));

  return (
    <section className="landing-page" data-subject={subject} data-grade={grade ?? undefined}>
      <h1 data-testid="landing-heading">
        {gradeName === null ? subjectName : t('landingPages.gradeTitle', { subject: subjectName, grade: gradeName })}
      </h1>
      {grade !== null ? (
        <section aria-labelledby="landing-skills">
          <h2 id="landing-skills">{t('landingPages.skills')}</h2>
          <ul className="landing-skills">
            {PLACEHOLDER_SKILLS.map((code) => (
              <li key={code} id={`skill-${code}`}>
                <a href={`#skill-${code}`}>{t('landingPages.placeholderSkill', { code, subject: subjectName, grade: gradeName })}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="landing-grades">
        <h2 id="landing-grades">{grade === null ? t('landingPages.grades') : t('landingPages.otherGrades', { subject: subjectName })}</h2>
        <ul className="link-chips">
          {GRADES.map((each) => (
            <li key={each}>
              <PageLoadLink href={landingPagePath(subject, each)} current={each === grade} testId={`grade-link-${each}`}>
                {t(...gradeLabel(each))}
              </PageLoadLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="landing-subjects">
        <h2 id="landing-subjects">{t('landingPages.otherSubjects')}</h2>
        <ul className="link-chips">
          {SUBJECTS.filter((other) => other !== subject).map((other) => (
            <li key={other}>
              <PageLoadLink href={landingPagePath(other, grade)} testId={`subject-link-${other}`}>
                {gradeName === null
                  ? t(`curriculum.subject.${other}`)
                  : t('landingPages.gradeTitle', { subject: t(`curriculum.subject.${other}`), grade: gradeName })}
              </PageLoadLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
