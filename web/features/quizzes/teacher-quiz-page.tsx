import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizDetail, QuizShareScope, QuizStudentResult } from '../../../events/quizzes';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { TEACHER_QUIZZES_PATH } from './quiz-paths';
import { quizSubmittedSchema, quizzesApi, type QuizzesApi } from './quizzes-api';
import { errorKeyOf, useQuizLoad } from './use-quiz-load';
import './quizzes.css';
import { dateAndTime } from '../../shared/i18n/intl-formats';

function scoreText(t: (key: string, options?: Record<string, unknown>) => string, row: QuizStudentResult): string {
  return row.scorePercent === null ? t('quizzes.teacher.noScore') : t('quizzes.teacher.scoreValue', { right: row.right, total: row.total, percent: row.scorePercent });
}

/**
 * The teacher's quiz page (issue 29, docs/quizzes.md): the quiz, its results table filling in live — each
 * QUIZ_SUBMITTED of this quiz on her teacher channel loads the results again —, Release and Share.
 */
export function TeacherQuizPage({ quizId, api = quizzesApi }: { quizId: string; api?: QuizzesApi }) {
  const { t, i18n } = useTranslation();
  const { state, reload, set } = useQuizLoad<QuizDetail>(() => api.detail(quizId));
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  usePageTitle(state.status === 'loaded' ? state.data.title : t('quizzes.title'));

  usePushEvent('teacher', 'QUIZ_SUBMITTED', (message) => {
    const parsed = quizSubmittedSchema.safeParse(message);
    if (!parsed.success || parsed.data.quizId !== quizId) return;
    api.detail(quizId).then(
      (detail) => {
        set(detail);
        const who = detail.results.students.find((row) => row.studentUserId === parsed.data.studentUserId);
        if (who) setAnnouncement(t('quizzes.teacher.submittedNow', { name: who.displayName }));
      },
      () => reload(),
    );
  });

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await work();
      set(await api.detail(quizId));
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (state.status !== 'loaded') {
    return (
      <section className="quizzes-page">
        <h1>{t('quizzes.title')}</h1>
        {state.status === 'loading' ? <p role="status">{t('quizzes.loading')}</p> : <p role="alert" className="form-error">{t(state.errorKey)}</p>}
      </section>
    );
  }
  const quiz = state.data;
  const share = (scope: QuizShareScope) => act(() => api.share(quizId, scope));
  return (
    <section className="quizzes-page" aria-labelledby="quiz-heading" data-testid="teacher-quiz">
      <p>
        <a href={TEACHER_QUIZZES_PATH}>{t('quizzes.teacher.back')}</a>
      </p>
      <h1 id="quiz-heading">{quiz.title}</h1>
      <p>
        <span className={`quizzes-status quizzes-status-${quiz.status}`}>{t(`quizzes.status.${quiz.status}`)}</span>{' '}
        {quiz.released ? <span className="quizzes-status">{t('quizzes.released')}</span> : null}
      </p>
      <p>{t('quizzes.window', { opens: dateAndTime(quiz.opensAt, i18n.language), closes: dateAndTime(quiz.closesAt, i18n.language) })}</p>
      <p>{quiz.timeLimitMinutes === null ? t('quizzes.noTimeLimit') : t('quizzes.timeLimit', { minutes: quiz.timeLimitMinutes })}</p>
      {quiz.sharedScope ? <p data-testid="quiz-shared">{t('quizzes.sharedWith', { scope: t(`quizzes.scope.${quiz.sharedScope}`) })}</p> : null}
      <div className="quizzes-actions">
        {quiz.released ? null : (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => act(() => api.release(quizId))} aria-describedby="quiz-release-hint" data-testid="quiz-release">
            {busy ? t('quizzes.teacher.releasing') : t('quizzes.teacher.release')}
          </button>
        )}
        {quiz.schoolShareable && quiz.sharedScope === null ? (
          <button type="button" className="button" disabled={busy} onClick={() => share('school')}>
            {t('quizzes.teacher.shareSchool')}
          </button>
        ) : null}
        {quiz.districtShareable && quiz.sharedScope !== 'district' ? (
          <button type="button" className="button" disabled={busy} onClick={() => share('district')} data-testid="quiz-share-district">
            {t('quizzes.teacher.shareDistrict')}
          </button>
        ) : null}
      </div>
      {quiz.released ? null : (
        <p id="quiz-release-hint" className="field-hint">
          {t('quizzes.teacher.releaseHint')}
        </p>
      )}
      {errorKey ? (
        <p className="form-error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      <h2>{t('quizzes.teacher.results')}</h2>
      <p>{t('quizzes.teacher.live')}</p>
      <p className="quizzes-visually-hidden" aria-live="polite" data-testid="quiz-announcement">
        {announcement}
      </p>
      <div className="quizzes-table-wrap">
        <table className="quizzes-table" data-testid="quiz-results">
          <thead>
            <tr>
              <th scope="col">{t('quizzes.teacher.student')}</th>
              <th scope="col">{t('quizzes.teacher.state')}</th>
              <th scope="col">{t('quizzes.teacher.score')}</th>
            </tr>
          </thead>
          <tbody>
            {quiz.results.students.map((row) => (
              <tr key={row.studentUserId} data-testid="quiz-result-row" data-status={row.status}>
                <th scope="row">{row.displayName}</th>
                <td>{row.submitReason === 'deadline' ? t('quizzes.byDeadline') : t(`quizzes.attemptStatus.${row.status}`)}</td>
                <td>{scoreText(t, row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('quizzes.teacher.items')}</h2>
      <ol className="quizzes-items">
        {quiz.results.items.map((item) => (
          <li key={item.questionKey}>
            <p className="quizzes-item-prompt">{item.prompt}</p>
            <p>{t('quizzes.teacher.itemLine', { answered: item.answered, right: item.right })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
