import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, SUBJECTS, type Subject } from '../../../events/curriculum';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { cycleFocus } from '../../shared/focus-trap/focus-cycle';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { fetchFocusClasses, type StartFocusRequest } from './teacher-focus-api';
import { TeacherFocusContext } from './teacher-focus-host';

export const DEFAULT_DURATION_MINUTES = 30;
const MAX_DURATION_MINUTES = 240;

type Classes = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; classes: ClassWithStudents[] };

export interface FocusStartDialogProps {
  onClose(): void;
  /** Replaceable in tests. */
  loadClasses?: () => Promise<ClassWithStudents[]>;
}

/**
 * The start dialog (a native modal <dialog>): a class (the whole class, or
 * ticked students of it), subjects, grades and a length in minutes. Closes
 * itself once the session runs.
 */
export function FocusStartDialog({ onClose, loadClasses = fetchFocusClasses }: FocusStartDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [classes, setClasses] = useState<Classes>({ phase: 'loading' });
  // One key per dialog: submitting it again (a double click, a retry) starts one session.
  const [startKey] = useState(newIdempotencyKey);
  const [classId, setClassId] = useState('');
  const [pickStudents, setPickStudents] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [subjects, setSubjects] = useState<ReadonlySet<Subject>>(new Set());
  const [grades, setGrades] = useState<ReadonlySet<number>>(new Set());
  const [duration, setDuration] = useState(String(DEFAULT_DURATION_MINUTES));
  const [formError, setFormError] = useState<string | null>(null);
  /** A refusal from an earlier dialog is not this one's to show. */
  const [submitted, setSubmitted] = useState(false);
  const actor = TeacherFocusContext.useActorRef();
  const starting = TeacherFocusContext.useSelector((s) => s.matches('starting'));
  const running = TeacherFocusContext.useSelector((s) => s.matches('running'));
  const startError = TeacherFocusContext.useSelector((s) => s.context.startError);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadClasses().then(
      (loaded) => {
        if (cancelled) return;
        setClasses({ phase: 'ready', classes: loaded });
        const first = loaded[0];
        if (first) chooseClass(first);
      },
      () => !cancelled && setClasses({ phase: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [loadClasses]);

  useEffect(() => {
    if (running) onClose();
  }, [running, onClose]);

  const classList = classes.phase === 'ready' ? classes.classes : [];
  const chosen = classList.find((entry) => entry.classId === classId) ?? null;

  function chooseClass(entry: ClassWithStudents) {
    setClassId(entry.classId);
    setPicked(new Set(entry.students.map((student) => student.userId)));
    setGrades(new Set([entry.grade]));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const minutes = Number(duration);
    const error =
      chosen === null || (pickStudents && picked.size === 0)
        ? 'focus.no_students'
        : subjects.size === 0
          ? 'focus.no_subjects'
          : grades.size === 0
            ? 'focus.no_grades'
            : !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_DURATION_MINUTES
              ? 'focus.invalid_duration'
              : null;
    setFormError(error);
    if (error !== null || chosen === null) return;
    const wholeClass = !pickStudents || picked.size === chosen.students.length;
    const request: StartFocusRequest = {
      ...(wholeClass ? { classId: chosen.classId } : { studentUserIds: chosen.students.map((s) => s.userId).filter((id) => picked.has(id)) }),
      subjects: SUBJECTS.filter((subject) => subjects.has(subject)),
      grades: GRADES.filter((grade) => grades.has(grade)),
      durationMinutes: minutes,
    };
    setSubmitted(true);
    actor.send({ type: 'start', request, idempotencyKey: startKey });
  };

  const shownError = formError ?? (submitted ? startError : null);
  // Escape closes the modal; a `close` event that arrives while it is open again
  // (StrictMode's remount closes then reopens it) is stale.
  const closedByBrowser = () => {
    if (!dialog.current?.open) onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="focus-start-dialog"
      data-testid="focus-start-dialog"
      aria-labelledby="focus-start-title"
      onClose={closedByBrowser}
      // A modal <dialog> makes the page inert but lets Tab leave for the browser's own controls: keep it inside.
      onKeyDown={(event) => {
        if (dialog.current) cycleFocus(dialog.current, event);
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="focus-start-title">{t('focusSessions.dialog.title')}</h2>
        {classes.phase === 'loading' ? <p aria-busy="true">{t('focusSessions.dialog.loadingClasses')}</p> : null}
        {classes.phase === 'failed' ? <p className="form-error">{t('focusSessions.dialog.classesFailed')}</p> : null}
        {classes.phase === 'ready' && classList.length === 0 ? <p>{t('focusSessions.dialog.noClasses')}</p> : null}
        {classList.length > 0 ? (
          <div className="field">
            <label htmlFor="focus-class">{t('focusSessions.dialog.class')}</label>
            <select
              id="focus-class"
              data-testid="focus-class"
              value={classId}
              onChange={(event) => {
                const entry = classList.find((c) => c.classId === event.target.value);
                if (entry) chooseClass(entry);
              }}
            >
              {classList.map((entry) => (
                <option key={entry.classId} value={entry.classId}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {chosen !== null ? (
          <div className="field-checkbox">
            <input id="focus-pick-students" type="checkbox" data-testid="focus-pick-students" checked={pickStudents} onChange={(event) => setPickStudents(event.target.checked)} />
            <label htmlFor="focus-pick-students">{t('focusSessions.dialog.pickStudents')}</label>
          </div>
        ) : null}
        {chosen !== null && pickStudents ? (
          <fieldset className="focus-checkbox-grid">
            <legend>{t('focusSessions.dialog.students')}</legend>
            {chosen.students.map((student) => (
              <Check key={student.userId} id={`focus-pick-${student.userId}`} label={student.displayName} checked={picked.has(student.userId)} onChange={(on) => setPicked(toggled(picked, student.userId, on))} />
            ))}
          </fieldset>
        ) : null}
        <fieldset className="focus-checkbox-grid">
          <legend>{t('focusSessions.dialog.subjects')}</legend>
          {SUBJECTS.map((subject) => (
            <Check key={subject} id={`focus-subject-${subject}`} label={t(`curriculum.subject.${subject}`)} checked={subjects.has(subject)} onChange={(on) => setSubjects(toggled(subjects, subject, on))} />
          ))}
        </fieldset>
        <fieldset className="focus-checkbox-grid">
          <legend>{t('focusSessions.dialog.grades')}</legend>
          {GRADES.map((grade) => (
            <Check key={grade} id={`focus-grade-${grade}`} label={t(...gradeLabel(grade))} checked={grades.has(grade)} onChange={(on) => setGrades(toggled(grades, grade, on))} />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="focus-duration">{t('focusSessions.dialog.duration')}</label>
          <input id="focus-duration" data-testid="focus-duration" type="number" min={1} max={MAX_DURATION_MINUTES} step={1} value={duration} onChange={(event) => setDuration(event.target.value)} />
        </div>
        {shownError !== null ? (
          <p className="form-error" role="alert" data-testid="focus-start-error">
            {t(shownError, { defaultValue: t('app.error.unexpected') })}
          </p>
        ) : null}
        <div className="focus-dialog-buttons">
          <button type="submit" className="button button-primary" data-testid="focus-start-submit" aria-disabled={starting}>
            {starting ? t('focusSessions.dialog.starting') : t('focusSessions.dialog.start')}
          </button>
          <button type="button" className="button button-quiet" data-testid="focus-start-cancel" onClick={onClose}>
            {t('focusSessions.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <span className="field-checkbox">
      <input id={id} type="checkbox" data-testid={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
