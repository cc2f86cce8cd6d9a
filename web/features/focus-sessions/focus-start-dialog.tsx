import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, SUBJECTS, type Subject } from '../../../events/curriculum';
import { FOCUS_MAX_DURATION_MINUTES } from '../../../events/focus-sessions/focus-session-contract';
import { Checkbox, ClassAudienceFields, toggled, useClassAudience } from '../../shared/classes/class-audience';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { cycleFocus } from '../../shared/focus-trap/focus-cycle';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { fetchFocusClasses, type StartFocusRequest } from './teacher-focus-api';
import { TeacherFocusContext } from './teacher-focus-host';

export const DEFAULT_DURATION_MINUTES = 30;

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
  // One key per dialog: submitting it again (a double click, a retry) starts one session.
  const [startKey] = useState(newIdempotencyKey);
  const [subjects, setSubjects] = useState<ReadonlySet<Subject>>(new Set());
  const [grades, setGrades] = useState<ReadonlySet<number>>(new Set());
  // Choosing a class ticks its grade.
  const choice = useClassAudience(loadClasses, (entry) => setGrades(new Set([entry.grade])));
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
    if (running) onClose();
  }, [running, onClose]);

  const { audience } = choice;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const minutes = Number(duration);
    const error =
      audience === null
        ? 'focus.no_students'
        : subjects.size === 0
          ? 'focus.no_subjects'
          : grades.size === 0
            ? 'focus.no_grades'
            : !Number.isInteger(minutes) || minutes < 1 || minutes > FOCUS_MAX_DURATION_MINUTES
              ? 'focus.invalid_duration'
              : null;
    setFormError(error);
    if (error !== null || audience === null) return;
    const request: StartFocusRequest = {
      ...audience,
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
        <ClassAudienceFields
          choice={choice}
          textsUnder="focusSessions.dialog"
          testIds={{ class: 'focus-class', pickStudents: 'focus-pick-students', student: (userId) => `focus-pick-${userId}` }}
          studentsClassName="focus-checkbox-grid"
        />
        <fieldset className="focus-checkbox-grid">
          <legend>{t('focusSessions.dialog.subjects')}</legend>
          {SUBJECTS.map((subject) => (
            <Checkbox key={subject} id={`focus-subject-${subject}`} testId={`focus-subject-${subject}`} label={t(`curriculum.subject.${subject}`)} checked={subjects.has(subject)} onChange={(on) => setSubjects(toggled(subjects, subject, on))} />
          ))}
        </fieldset>
        <fieldset className="focus-checkbox-grid">
          <legend>{t('focusSessions.dialog.grades')}</legend>
          {GRADES.map((grade) => (
            <Checkbox key={grade} id={`focus-grade-${grade}`} testId={`focus-grade-${grade}`} label={t(...gradeLabel(grade))} checked={grades.has(grade)} onChange={(on) => setGrades(toggled(grades, grade, on))} />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="focus-duration">{t('focusSessions.dialog.duration')}</label>
          <input id="focus-duration" data-testid="focus-duration" type="number" min={1} max={FOCUS_MAX_DURATION_MINUTES} step={1} value={duration} onChange={(event) => setDuration(event.target.value)} />
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
