import { useTranslation } from 'react-i18next';
import type { RosterClass } from '../../../events/roster';

/**
 * Sign-in cards, one per student, shown only in print (roster.css
 * `@media print`): the address, the username, and the password when it was
 * shown this visit (a new account or a reset), else "ask your teacher" —
 * passwords are never kept, so they cannot be printed later.
 */
export function SignInCards({ classes, passwords }: { classes: RosterClass[]; passwords: Record<string, string> }) {
  const { t } = useTranslation();
  const address = `${window.location.host}/signin`;
  return (
    <div className="roster-cards" aria-hidden="true" data-testid="roster-cards">
      {classes.flatMap((cls) =>
        cls.students.map((student) => (
          <article key={`${cls.classId}:${student.userId}`} className="roster-card">
            <p className="roster-card-title">{t('roster.card.title')}</p>
            <p className="roster-card-name">
              {student.displayName} · {cls.name}
            </p>
            <p>{t('roster.card.address', { address })}</p>
            <dl>
              <dt>{t('roster.card.username')}</dt>
              <dd>{student.username}</dd>
              <dt>{t('roster.card.password')}</dt>
              <dd>{passwords[student.username] ?? t('roster.card.passwordUnknown')}</dd>
            </dl>
          </article>
        )),
      )}
    </div>
  );
}
