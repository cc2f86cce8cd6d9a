import { useTranslation } from 'react-i18next';
import { TeacherFocusContext } from './teacher-focus-host';

/**
 * The running session's students and their status (in, opted out, removed),
 * kept current by FOCUS_PARTICIPANT_CHANGED pushes; students still taking
 * part can be removed.
 */
export function FocusStudentList() {
  const { t } = useTranslation();
  const actor = TeacherFocusContext.useActorRef();
  const students = TeacherFocusContext.useSelector((s) => s.context.session?.students ?? null);
  const removingUserId = TeacherFocusContext.useSelector((s) => s.context.removingUserId);
  const notice = TeacherFocusContext.useSelector((s) => s.context.notice);
  if (students === null) return null;

  const failedName =
    notice?.kind === 'removeFailed' ? (students.find((student) => student.userId === notice.studentUserId)?.displayName ?? '') : null;

  return (
    <section className="focus-student-list" aria-labelledby="focus-student-list-heading">
      <h2 id="focus-student-list-heading">{t('focusSessions.list.heading', { count: students.length })}</h2>
      {failedName !== null ? (
        <p className="form-error" role="alert">
          {t('focusSessions.list.removeFailed', { name: failedName })}
        </p>
      ) : null}
      <ul data-testid="focus-student-list">
        {students.map((student) => (
          <li key={student.userId} data-testid={`focus-student-${student.userId}`} data-status={student.status}>
            <span className="focus-student-name">{student.displayName}</span>
            <span className={`focus-student-status focus-student-status--${student.status}`}>
              {t(`focusSessions.list.status.${student.status}`)}
            </span>
            {student.status !== 'removed' ? (
              <button
                type="button"
                className="button button-quiet"
                data-testid={`focus-remove-${student.userId}`}
                aria-label={t('focusSessions.list.removeLabel', { name: student.displayName })}
                aria-disabled={removingUserId !== null}
                onClick={() => {
                  if (removingUserId === null) actor.send({ type: 'remove', studentUserId: student.userId });
                }}
              >
                {removingUserId === student.userId ? t('focusSessions.list.removing') : t('focusSessions.list.remove')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
