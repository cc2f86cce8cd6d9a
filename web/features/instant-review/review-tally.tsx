import { useTranslation } from 'react-i18next';
import type { QrmCurrentQuestion } from '../../../events/instant-review';

/** The class's answers to the current question, for the projector: how many answered, the share right, the most common wrong answers, who has answered. */
export function ReviewTally({ view }: { view: QrmCurrentQuestion }) {
  const { t } = useTranslation();
  const { invited, answered, correct } = view.tally;
  const percent = answered === 0 ? null : Math.round((100 * correct) / answered);
  const wrong = view.commonWrongAnswers ?? [];
  return (
    <aside className="qrm-tally" aria-label={t('instantReview.page.students')} aria-live="polite">
      <p className="qrm-tally-answered" data-testid="qrm-answered">
        {t('instantReview.page.answered', { answered, invited })}
      </p>
      <progress className="qrm-progress" max={Math.max(1, invited)} value={answered} aria-hidden="true" />
      <p className="qrm-tally-right" data-testid="qrm-share-right">
        {percent === null ? t('instantReview.page.noAnswersYet') : t('instantReview.page.shareRight', { percent })}
      </p>
      <h2 className="qrm-tally-heading">{t('instantReview.page.commonWrong')}</h2>
      {wrong.length === 0 ? (
        <p className="qrm-muted">{t('instantReview.page.noWrong')}</p>
      ) : (
        <ol className="qrm-wrong" data-testid="qrm-wrong-answers">
          {wrong.map((row) => (
            <li key={row.guess}>
              <span className="qrm-wrong-guess">{row.guess}</span> <span className="qrm-muted">{t('instantReview.page.wrongCount', { count: row.count })}</span>
            </li>
          ))}
        </ol>
      )}
      <h2 className="qrm-tally-heading">{t('instantReview.page.students')}</h2>
      <ul className="qrm-students" data-testid="qrm-students">
        {(view.answers ?? []).map((row) => (
          <li key={row.studentUserId} className={row.answered ? 'qrm-student-chip qrm-student-chip-done' : 'qrm-student-chip'}>
            {row.displayName}
            <span className="qrm-visually-hidden"> — {row.answered ? t('instantReview.page.studentAnswered') : t('instantReview.page.studentWaiting')}</span>
            {row.answered ? <span aria-hidden="true"> ✓</span> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
