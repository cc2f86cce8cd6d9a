import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassWithStudents } from './classes-with-students';

/**
 * Whom a teacher's start dialog addresses — a focus session's or a group jam's: one of their
 * classes, whole or some of its students ticked. `useClassAudience` loads the classes and keeps
 * the choice; `ClassAudienceFields` is its part of the form; `Checkbox` and `toggled` are the
 * ticked lists the dialogs keep beside it.
 */

/** As the start calls take it: the whole class, or the ticked students (in the class's order). */
export type ClassAudience = { classId: string } | { studentUserIds: string[] };

export type ClassesLoad = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; classes: ClassWithStudents[] };

export interface ClassAudienceChoice {
  load: ClassesLoad;
  /** The loaded classes ([] until they are). */
  classList: ClassWithStudents[];
  /** The chosen class, or null (none loaded yet, or none to choose). */
  chosen: ClassWithStudents | null;
  choose(entry: ClassWithStudents): void;
  pickStudents: boolean;
  setPickStudents(pick: boolean): void;
  picked: ReadonlySet<string>;
  pick(userId: string, on: boolean): void;
  /** null while no student would be in it: no class, or students to pick and none ticked. */
  audience: ClassAudience | null;
}

/**
 * Loads the classes once (again when `loadClasses` changes) and chooses the first; choosing a
 * class ticks all its students, and `onChoose` hears of it (the focus dialog ticks its grade).
 */
export function useClassAudience(loadClasses: () => Promise<ClassWithStudents[]>, onChoose?: (entry: ClassWithStudents) => void): ClassAudienceChoice {
  const [load, setLoad] = useState<ClassesLoad>({ phase: 'loading' });
  const [classId, setClassId] = useState('');
  const [pickStudents, setPickStudents] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const choose = (entry: ClassWithStudents) => {
    setClassId(entry.classId);
    setPicked(new Set(entry.students.map((student) => student.userId)));
    onChoose?.(entry);
  };

  useEffect(() => {
    let cancelled = false;
    loadClasses().then(
      (loaded) => {
        if (cancelled) return;
        setLoad({ phase: 'ready', classes: loaded });
        const first = loaded[0];
        if (first) choose(first);
      },
      () => !cancelled && setLoad({ phase: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
    // Once per loader: `choose` is new on every render and reads nothing that changes.
  }, [loadClasses]);

  const classList = load.phase === 'ready' ? load.classes : [];
  const chosen = classList.find((entry) => entry.classId === classId) ?? null;
  return {
    load,
    classList,
    chosen,
    choose,
    pickStudents,
    setPickStudents,
    picked,
    pick: (userId, on) => setPicked(toggled(picked, userId, on)),
    audience: audienceOf(chosen, pickStudents, picked),
  };
}

function audienceOf(chosen: ClassWithStudents | null, pickStudents: boolean, picked: ReadonlySet<string>): ClassAudience | null {
  if (chosen === null || (pickStudents && picked.size === 0)) return null;
  if (!pickStudents || picked.size === chosen.students.length) return { classId: chosen.classId };
  return { studentUserIds: chosen.students.map((student) => student.userId).filter((id) => picked.has(id)) };
}

export interface ClassAudienceFieldsProps {
  choice: ClassAudienceChoice;
  /**
   * Where the dialog's texts are (`<textsUnder>.loadingClasses`, `.classesFailed`, `.noClasses`, `.class`,
   * `.pickStudents`, `.students`).
   */
  textsUnder: 'focusSessions.dialog' | 'sameQuestionMode.start' | 'raceway.start';
  /** An option's text (default: the class's name). */
  optionLabel?: (entry: ClassWithStudents) => string;
  /** The test ids of the class select, the "pick students" box and a student's box. */
  testIds: { class: string; pickStudents: string; student: (userId: string) => string };
  /** The class of the students' fieldset. */
  studentsClassName: string;
}

/** How the loading went, the class select, "pick students" and, when ticked, the class's students to tick. */
export function ClassAudienceFields({ choice, textsUnder, optionLabel = (entry) => entry.name, testIds, studentsClassName }: ClassAudienceFieldsProps) {
  const { t } = useTranslation();
  const text = (name: string) => t(`${textsUnder}.${name}`);
  const ids = useId();
  const { load, classList, chosen } = choice;
  return (
    <>
      {load.phase === 'loading' ? (
        <p className="loading" aria-busy="true">
          {text('loadingClasses')}
        </p>
      ) : null}
      {load.phase === 'failed' ? <p className="form-error">{text('classesFailed')}</p> : null}
      {load.phase === 'ready' && classList.length === 0 ? <p>{text('noClasses')}</p> : null}
      {classList.length > 0 ? (
        <div className="field">
          <label htmlFor={`${ids}-class`}>{text('class')}</label>
          <select
            id={`${ids}-class`}
            data-testid={testIds.class}
            value={chosen?.classId ?? ''}
            onChange={(event) => {
              const entry = classList.find((c) => c.classId === event.target.value);
              if (entry) choice.choose(entry);
            }}
          >
            {classList.map((entry) => (
              <option key={entry.classId} value={entry.classId}>
                {optionLabel(entry)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {chosen !== null ? (
        <Checkbox id={`${ids}-pick`} testId={testIds.pickStudents} label={text('pickStudents')} checked={choice.pickStudents} onChange={choice.setPickStudents} element="div" />
      ) : null}
      {chosen !== null && choice.pickStudents ? (
        <fieldset className={studentsClassName}>
          <legend>{text('students')}</legend>
          {chosen.students.map((student) => (
            <Checkbox
              key={student.userId}
              id={`${ids}-student-${student.userId}`}
              testId={testIds.student(student.userId)}
              label={student.displayName}
              checked={choice.picked.has(student.userId)}
              onChange={(on) => choice.pick(student.userId, on)}
            />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

export interface CheckboxProps {
  id: string;
  testId: string;
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
  /** What wraps the box and its label (a span in a grid of boxes, a div on a line of its own). */
  element?: 'span' | 'div';
}

/** A checkbox with its label after it. */
export function Checkbox({ id, testId, label, checked, onChange, element: Wrapper = 'span' }: CheckboxProps) {
  return (
    <Wrapper className="field-checkbox">
      <input id={id} type="checkbox" data-testid={testId} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </Wrapper>
  );
}

/** `set` with `value` in it (on) or not (off). */
export function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
