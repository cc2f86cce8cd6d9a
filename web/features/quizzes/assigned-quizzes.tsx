import { useTranslation } from 'react-i18next';
import type { AssignedQuiz, AssignedQuizList } from '../../../events/quizzes';
import { takeQuizPath } from './quiz-paths';
import { quizzesApi, type QuizzesApi } from './quizzes-api';
import { useQuizLoad } from './use-quiz-load';
import './quizzes.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/** Those the student can act on now: open (to take or continue) and released (her score). */
const openNow = (quiz: AssignedQuiz) => quiz.status !== 'submitted' && !quiz.released;

/** A student's quizzes on her home (issue 29, docs/quizzes.md): open ones to take or continue, and released scores. */
export function AssignedQuizzes({ api = quizzesApi }: { api?: QuizzesApi }) {
  const { t, i18n } = useTranslation();
  const { state } = useQuizLoad<AssignedQuizList>(() => api.assigned());
  if (state.status !== 'loaded' || state.data.quizzes.length === 0) return null;
  return (
    <section className="quizzes-home" aria-labelledby="quizzes-home-heading" data-testid="assigned-quizzes">
      <h2 id="quizzes-home-heading">{t('quizzes.home.heading')}</h2>
      <ul className="quizzes-list">
        {state.data.quizzes.map((quiz) => (
          <li key={quiz.quizId} className="quizzes-card">
            <a href={takeQuizPath(quiz.quizId)} className="quizzes-card-title" data-testid="assigned-quiz-link">
              {openNow(quiz)
                ? t(quiz.status === 'in_progress' ? 'quizzes.home.continue' : 'quizzes.home.take', { title: quiz.title })
                : t('quizzes.home.seeScore', { title: quiz.title })}
            </a>
            <p>{openNow(quiz) ? t('quizzes.home.open', { closes: dateAndTime(quiz.closesAt, i18n.language) }) : t('quizzes.home.scoreReady')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The open-quiz banner (issue 29): shown in the place of the assessment-window banner (a student never gets that one),
 * while one of her quizzes is open and not yet submitted — not on that quiz's own page.
 */
export function QuizBanner({ currentPath, api = quizzesApi }: { currentPath: string; api?: QuizzesApi }) {
  const { t, i18n } = useTranslation();
  const { state } = useQuizLoad<AssignedQuizList>(() => api.assigned());
  if (state.status !== 'loaded') return null;
  const open = state.data.quizzes.find((quiz) => openNow(quiz) && takeQuizPath(quiz.quizId) !== currentPath);
  if (!open) return null;
  return (
    <section className="quizzes-banner" aria-label={t('quizzes.banner.label')} data-testid="quiz-banner">
      <p className="quizzes-banner-text">{t('quizzes.banner.text', { title: open.title, teacher: open.teacherDisplayName, closes: dateAndTime(open.closesAt, i18n.language) })}</p>
      <a className="button button-primary" href={takeQuizPath(open.quizId)}>
        {t('quizzes.banner.go')}
      </a>
    </section>
  );
}
