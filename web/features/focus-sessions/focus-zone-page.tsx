import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { useHideTeacherBanners } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { FocusStartDialog } from './focus-start-dialog';
import { FocusStudentList } from './focus-student-list';
import { TeacherFocusRibbon } from './teacher-focus-ribbon';
import { TeacherFocusContext } from './teacher-focus-host';
import './focus-sessions.css';

/**
 * `/focus-zone`: where a teacher starts a focus session and watches who is
 * in it. A focus-zone page hides the teacher banners (spec §2), so the
 * session's ribbon is shown here, in the page, instead of above it. A
 * teacher's page sits inside `TeacherFocusProvider`.
 */
export interface FocusZonePageProps {
  session: Session;
  /** Replaceable in tests. */
  loadClasses?: () => Promise<ClassWithStudents[]>;
}

export function FocusZonePage({ session, loadClasses }: FocusZonePageProps) {
  const { t } = useTranslation();
  useHideTeacherBanners();
  const isTeacher = session.signedIn && session.userType === USER_TYPE.teacher;
  return (
    <section className="focus-zone" aria-labelledby="focus-zone-heading">
      <h1 id="focus-zone-heading">{t('focusSessions.zone.title')}</h1>
      <p>{t('focusSessions.zone.intro')}</p>
      {!isTeacher ? <p data-testid="focus-zone-not-teacher">{t('focusSessions.zone.notTeacher')}</p> : null}
      {isTeacher ? <FocusZoneContent loadClasses={loadClasses} /> : null}
    </section>
  );
}

function FocusZoneContent({ loadClasses }: { loadClasses?: (() => Promise<ClassWithStudents[]>) | undefined }) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const loading = TeacherFocusContext.useSelector((s) => s.matches('loading'));
  const canStart = TeacherFocusContext.useSelector((s) => s.matches('noSession') || s.matches('starting'));
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  if (loading) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <>
      <TeacherFocusRibbon />
      {canStart ? (
        <p>
          <button type="button" className="button button-primary" data-testid="focus-start-open" onClick={() => setDialogOpen(true)}>
            {t('focusSessions.zone.start')}
          </button>
        </p>
      ) : null}
      {dialogOpen ? <FocusStartDialog onClose={closeDialog} {...(loadClasses ? { loadClasses } : {})} /> : null}
      <FocusStudentList />
    </>
  );
}

/** The teacher home page's way into the focus zone. */
export function FocusZoneLink() {
  const { t } = useTranslation();
  return (
    <p className="focus-zone-link">
      <a className="button button-link" href="/focus-zone" data-testid="home-focus-zone-link">
        {t('focusSessions.zone.homeLink')}
      </a>
    </p>
  );
}
