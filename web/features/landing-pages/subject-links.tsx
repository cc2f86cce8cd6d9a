import { useTranslation } from 'react-i18next';
import { landingPagePath, SUBJECTS } from '../../../events/curriculum';
import { PageLoadLink } from '../../shared/links/page-load-link';
import './landing-pages.css';

/** "Subjects": links to each subject's landing page, for the home pages. */
export function SubjectLinks() {
  const { t } = useTranslation();
  return (
    <section className="subject-links" aria-labelledby="subject-links-heading" data-testid="home-subjects">
      <h2 id="subject-links-heading">{t('landingPages.subjects')}</h2>
      <ul className="link-chips">
        {SUBJECTS.map((subject) => (
          <li key={subject}>
            <PageLoadLink href={landingPagePath(subject)} testId={`subject-link-${subject}`}>
              {t(`curriculum.subject.${subject}`)}
            </PageLoadLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
