import { useTranslation } from 'react-i18next';
import type { QuizList } from '../../../events/quizzes';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { assignResourcePath, QUIZ_BUILDER_PATH, teacherQuizPath } from './quiz-paths';
import { quizzesApi, type QuizzesApi } from './quizzes-api';
import { useQuizLoad } from './use-quiz-load';
import './quizzes.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/** The teacher's "Quizzes" page (issue 29, docs/quizzes.md): her quizzes, newest first, and the quiz resources shared with her. */
export function TeacherQuizzesPage({ api = quizzesApi }: { api?: QuizzesApi }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('quizzes.title'));
  const { state, reload } = useQuizLoad<QuizList>(() => api.list());
  return (
    <section className="quizzes-page" aria-labelledby="quizzes-heading">
      <div className="quizzes-heading-row">
        <h1 id="quizzes-heading">{t('quizzes.title')}</h1>
        <a className="button button-primary" href={QUIZ_BUILDER_PATH} data-testid="quizzes-new">
          {t('quizzes.newQuiz')}
        </a>
      </div>
      {state.status === 'loading' ? <p role="status">{t('quizzes.loading')}</p> : null}
      {state.status === 'failed' ? (
        <p className="form-error" role="alert">
          {t(state.errorKey)}{' '}
          <button type="button" className="button" onClick={reload}>
            {t('quizzes.retry')}
          </button>
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <h2>{t('quizzes.mine')}</h2>
          {state.data.quizzes.length === 0 ? <p>{t('quizzes.none')}</p> : null}
          <ul className="quizzes-list" data-testid="quizzes-mine">
            {state.data.quizzes.map((quiz) => (
              <li key={quiz.quizId} className="quizzes-card">
                <a href={teacherQuizPath(quiz.quizId)} className="quizzes-card-title">
                  {quiz.title}
                </a>
                <span className={`quizzes-status quizzes-status-${quiz.status}`}>{t(`quizzes.status.${quiz.status}`)}</span>
                {quiz.released ? <span className="quizzes-status">{t('quizzes.released')}</span> : null}
                <p>{t('quizzes.listLine', { count: quiz.questionCount, submitted: quiz.submitted, assigned: quiz.assigned })}</p>
                <p>{t('quizzes.window', { opens: dateAndTime(quiz.opensAt, i18n.language), closes: dateAndTime(quiz.closesAt, i18n.language) })}</p>
              </li>
            ))}
          </ul>
          <h2>{t('quizzes.resources')}</h2>
          <p>{t('quizzes.resourcesIntro')}</p>
          {state.data.resources.length === 0 ? <p>{t('quizzes.noResources')}</p> : null}
          <ul className="quizzes-list" data-testid="quizzes-resources">
            {state.data.resources.map((resource) => (
              <li key={resource.quizId} className="quizzes-card">
                <span className="quizzes-card-title">{resource.title}</span>
                <p>{t('quizzes.resourceBy', { teacher: resource.teacherDisplayName, count: resource.questionCount, scope: t(`quizzes.scope.${resource.scope}`) })}</p>
                <a className="button" href={assignResourcePath(resource.quizId)}>
                  {t('quizzes.assignResource', { title: resource.title })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
