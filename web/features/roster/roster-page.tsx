import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterClass, SchoolStudent } from '../../../events/roster';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { addExistingStudent, addNewStudent, createClass, fetchRoster, removeStudent, resetStudentPassword, type RosterView } from './roster-api';
import { SignInCards } from './sign-in-cards';
import './roster.css';

const GRADES = Array.from({ length: 13 }, (_, grade) => grade);
const errorKeyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);

/** Passwords shown this visit (a new account's, a reset's): username → password. Never stored. */
type ShownPasswords = Record<string, string>;

/**
 * `/roster/view` (issue 15): the teacher's classes and students. Create a
 * class; add students (of the school, or new accounts); remove them; reset a
 * password (shown once); print sign-in cards. Every change is an event the
 * other screens that show classes read at once (docs/roster.md).
 */
export function RosterPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const roster = useLoad(`roster:${version}`, (signal) => fetchRoster(signal));
  const [passwords, setPasswords] = useState<ShownPasswords>({});
  const [status, setStatus] = useState<string | null>(null);
  const reload = (message: string | null = null) => {
    setStatus(message);
    setVersion((n) => n + 1);
  };
  const showPassword = (username: string, password: string) => setPasswords((current) => ({ ...current, [username]: password }));
  // Keep showing the last loaded roster while a newer one loads.
  const [shown, setShown] = useState<RosterView | null>(null);
  if (roster.status === 'loaded' && roster.data !== shown) setShown(roster.data);
  const view = roster.status === 'loaded' ? roster.data : shown;

  return (
    <section className="roster-page" aria-labelledby="roster-title">
      <div className="roster-screen">
        <h1 id="roster-title">{t('roster.title')}</h1>
        <p className="roster-intro">{t('roster.intro')}</p>
        <p className="roster-status" role="status" data-testid="roster-status">
          {status}
        </p>
        {view === null ? (
          roster.status === 'failed' ? (
            <div role="alert">
              <p>{t(roster.errorKey ?? 'roster.loadFailed')}</p>
              <button type="button" className="button" onClick={roster.retry}>
                {t('roster.retry')}
              </button>
            </div>
          ) : (
            <p aria-busy="true">{t('roster.loading')}</p>
          )
        ) : !view.hasSchool ? (
          <p data-testid="roster-no-school">{t('roster.noSchool')}</p>
        ) : (
          <>
            {Object.keys(passwords).length > 0 ? (
              <div className="roster-passwords" role="region" aria-label={t('roster.newPasswordNote')} data-testid="roster-passwords">
                <p>{t('roster.newPasswordNote')}</p>
                <ul>
                  {Object.entries(passwords).map(([username, password]) => (
                    <li key={username} data-testid={`roster-password-${username}`}>
                      {t('roster.newPassword', { username, password })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {view.classes.length === 0 ? <p>{t('roster.noClasses')}</p> : null}
            {view.classes.map((cls) => (
              <ClassSection key={cls.classId} cls={cls} schoolStudents={view.schoolStudents} onChanged={reload} onPassword={showPassword} />
            ))}
            <CreateClassForm onCreated={() => reload(t('roster.done.created'))} />
            {view.classes.some((cls) => cls.students.length > 0) ? (
              <p>
                <button type="button" className="button" onClick={() => window.print()} data-testid="roster-print">
                  {t('roster.printCards')}
                </button>
              </p>
            ) : null}
          </>
        )}
      </div>
      {view ? <SignInCards classes={view.classes} passwords={passwords} /> : null}
    </section>
  );
}

function ClassSection({ cls, schoolStudents, onChanged, onPassword }: { cls: RosterClass; schoolStudents: SchoolStudent[]; onChanged(message: string | null): void; onPassword(username: string, password: string): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      onChanged(await work());
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="roster-class" aria-labelledby={headingId} data-testid={`roster-class-${cls.classId}`}>
      <h2 id={headingId}>
        {cls.name} <span className="roster-class-meta">· {t(...gradeLabel(cls.grade))} · {t('roster.studentCount', { count: cls.students.length })}</span>
      </h2>
      {errorKey ? (
        <p className="roster-error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      {cls.students.length === 0 ? (
        <p>{t('roster.noStudents')}</p>
      ) : (
        <table className="roster-table">
          <thead>
            <tr>
              <th scope="col">{t('roster.table.name')}</th>
              <th scope="col">{t('roster.table.username')}</th>
              <th scope="col">{t('roster.table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {cls.students.map((student) => (
              <tr key={student.userId} data-testid={`roster-student-${student.username}`}>
                <td>{student.displayName}</td>
                <td>{student.username}</td>
                <td>
                  <div className="roster-actions">
                  <button
                    type="button"
                    className="button button-quiet"
                    data-testid="roster-reset-password"
                    aria-label={t('roster.resetPasswordOf', { name: student.displayName })}
                    onClick={() =>
                      void run(async () => {
                        const reset = await resetStudentPassword(student.userId);
                        onPassword(reset.username, reset.password);
                        return null;
                      })
                    }
                  >
                    {t('roster.resetPassword')}
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    data-testid="roster-remove"
                    aria-label={t('roster.removeOf', { name: student.displayName, className: cls.name })}
                    onClick={() =>
                      void run(async () => {
                        await removeStudent(cls.classId, student.userId);
                        return t('roster.done.removed', { name: student.displayName });
                      })
                    }
                  >
                    {t('roster.remove')}
                  </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="roster-add">
        <AddExistingForm cls={cls} schoolStudents={schoolStudents} busy={busy} run={run} />
        <AddNewForm cls={cls} busy={busy} run={run} onPassword={onPassword} />
      </div>
    </section>
  );
}

type Run = (work: () => Promise<string | null>) => Promise<void>;

function AddExistingForm({ cls, schoolStudents, busy, run }: { cls: RosterClass; schoolStudents: SchoolStudent[]; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [studentUserId, setStudentUserId] = useState('');
  const inClass = new Set(cls.students.map((s) => s.userId));
  const candidates = schoolStudents.filter((s) => !inClass.has(s.userId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const student = candidates.find((s) => s.userId === studentUserId);
    if (!student) return;
    void run(async () => {
      await addExistingStudent(cls.classId, student.userId);
      setStudentUserId('');
      return t('roster.done.added', { name: student.displayName });
    });
  };
  return (
    <form className="roster-form" onSubmit={submit} data-testid="roster-add-existing">
      <h3>{t('roster.addExisting.heading')}</h3>
      {candidates.length === 0 ? (
        <p>{t('roster.addExisting.none')}</p>
      ) : (
        <>
          <label htmlFor={selectId}>{t('roster.addExisting.student')}</label>
          <select id={selectId} value={studentUserId} onChange={(event) => setStudentUserId(event.target.value)} data-testid="roster-add-existing-select">
            <option value="">{t('roster.addExisting.placeholder')}</option>
            {candidates.map((student) => (
              <option key={student.userId} value={student.userId}>
                {student.displayName} ({student.username})
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy || studentUserId === ''} data-testid="roster-add-existing-submit">
            {t('roster.addExisting.submit')}
          </button>
        </>
      )}
    </form>
  );
}

function AddNewForm({ cls, busy, run, onPassword }: { cls: RosterClass; busy: boolean; run: Run; onPassword(username: string, password: string): void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const usernameId = useId();
  const hintId = useId();
  const [displayName, setDisplayName] = useState('');
  const [username, setUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const created = await addNewStudent(cls.classId, username, displayName);
      onPassword(created.username, created.initialPassword);
      setDisplayName('');
      setUsername('');
      return t('roster.done.added', { name: displayName.trim() });
    });
  };
  return (
    <form className="roster-form" onSubmit={submit} data-testid="roster-add-new">
      <h3>{t('roster.addNew.heading')}</h3>
      <label htmlFor={nameId}>{t('roster.addNew.displayName')}</label>
      <input id={nameId} value={displayName} maxLength={64} onChange={(event) => setDisplayName(event.target.value)} data-testid="roster-new-name" />
      <label htmlFor={usernameId}>{t('roster.addNew.username')}</label>
      <input
        id={usernameId}
        value={username}
        maxLength={64}
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => setUsername(event.target.value)}
        data-testid="roster-new-username"
      />
      <small id={hintId}>{t('roster.addNew.usernameHint')}</small>
      <button type="submit" className="button" disabled={busy || displayName.trim() === '' || username.trim() === ''} data-testid="roster-add-new-submit">
        {t('roster.addNew.submit')}
      </button>
    </form>
  );
}

function CreateClassForm({ onCreated }: { onCreated(): void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const gradeId = useId();
  const [name, setName] = useState('');
  const [grade, setGrade] = useState(4);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      await createClass(name, grade, idempotencyKey);
      setName('');
      setIdempotencyKey(newIdempotencyKey());
      onCreated();
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="roster-form roster-create" onSubmit={(event) => void submit(event)} data-testid="roster-create-class">
      <h2>{t('roster.create.heading')}</h2>
      <label htmlFor={nameId}>{t('roster.create.name')}</label>
      <input id={nameId} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} data-testid="roster-class-name" />
      <label htmlFor={gradeId}>{t('roster.create.grade')}</label>
      <select id={gradeId} value={grade} onChange={(event) => setGrade(Number(event.target.value))} data-testid="roster-class-grade">
        {GRADES.map((each) => (
          <option key={each} value={each}>
            {t(...gradeLabel(each))}
          </option>
        ))}
      </select>
      {errorKey ? (
        <p className="roster-error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy || name.trim() === ''} data-testid="roster-create-submit">
        {t('roster.create.submit')}
      </button>
    </form>
  );
}
