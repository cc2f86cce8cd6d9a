import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassWithStudents } from '../classes/classes-with-students';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../http/http-error';
import { newIdempotencyKey } from '../http/json-request';
import {
  fetchGroupJamClasses,
  GROUP_JAM_DEFAULT_MINUTES,
  GROUP_JAM_MAX_MINUTES,
  GROUP_JAM_MIN_MINUTES,
  roomPageHref,
  startGroupJam,
  type GroupJamSource,
  type JamMode,
  type SameQuestionRoom,
  type StartGroupJamRequest,
} from './group-jam-api';
import './group-jam.css';

export interface StartGroupJamDialogProps {
  /** Where the room's questions come from. */
  source: GroupJamSource;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Replaceable in tests. */
  loadClasses?: () => Promise<ClassWithStudents[]>;
  start?: (request: StartGroupJamRequest, idempotencyKey: string) => Promise<SameQuestionRoom>;
  /** Where the teacher goes once the room is open (default: a page load of the room's page). */
  navigateTo?: (href: string) => void;
  /** Told of the started room before navigating. */
  onStarted?: (room: SameQuestionRoom) => void;
}

export const STARTING_LEVELS = [1, 2, 3, 4, 5] as const;

type Classes = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; classes: ClassWithStudents[] };

/**
 * "Start group jam" (issue 11): a Radix modal dialog (focus stays inside while
 * open and returns to the button that opened it) where a teacher picks one of
 * their classes — the whole class or ticked students — group or competition
 * mode, the length in minutes and (for a skill) the starting level, then opens
 * the room (`POST /same-question-mode/start`) and goes to the room's page.
 * Used by the practice page, Spark Studio and instant review.
 */
export function StartGroupJamDialog({ open, onOpenChange, ...rest }: StartGroupJamDialogProps) {
  const { t } = useTranslation();
  // Without a Radix trigger, focus goes back by hand to what had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="group-jam-overlay" />
        <Dialog.Content
          className="group-jam-dialog"
          data-testid="start-group-jam-dialog"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <Dialog.Title className="group-jam-title">{t('sameQuestionMode.start.title')}</Dialog.Title>
          {open ? <StartForm {...rest} onClose={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StartForm({
  source,
  loadClasses = fetchGroupJamClasses,
  start = startGroupJam,
  navigateTo = (href) => window.location.assign(href),
  onStarted,
  onClose,
}: Omit<StartGroupJamDialogProps, 'open' | 'onOpenChange'> & { onClose(): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [classes, setClasses] = useState<Classes>({ phase: 'loading' });
  // One key per dialog: submitting it again (a double click, a retry) opens one room.
  const [startKey] = useState(newIdempotencyKey);
  const [classId, setClassId] = useState('');
  const [pickStudents, setPickStudents] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [jamMode, setJamMode] = useState<JamMode>('group');
  const [duration, setDuration] = useState(String(GROUP_JAM_DEFAULT_MINUTES));
  const [startingLevel, setStartingLevel] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadClasses().then(
      (loaded) => {
        if (cancelled) return;
        setClasses({ phase: 'ready', classes: loaded });
        const first = loaded[0];
        if (first) {
          setClassId(first.classId);
          setPicked(new Set(first.students.map((student) => student.userId)));
        }
      },
      () => !cancelled && setClasses({ phase: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [loadClasses]);

  const classList = classes.phase === 'ready' ? classes.classes : [];
  const chosen = classList.find((entry) => entry.classId === classId) ?? null;
  const isSkill = 'skillId' in source;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const minutes = Number(duration);
    const problem =
      chosen === null || (pickStudents && picked.size === 0)
        ? 'sameQuestionMode.start.noStudents'
        : !Number.isInteger(minutes) || minutes < GROUP_JAM_MIN_MINUTES || minutes > GROUP_JAM_MAX_MINUTES
          ? 'sameQuestionMode.start.invalidDuration'
          : null;
    setError(problem);
    if (problem !== null || chosen === null) return;
    const wholeClass = !pickStudents || picked.size === chosen.students.length;
    const request: StartGroupJamRequest = {
      ...(wholeClass ? { classId: chosen.classId } : { studentUserIds: chosen.students.map((s) => s.userId).filter((id) => picked.has(id)) }),
      ...source,
      ...(isSkill ? { startingLevel } : {}),
      jamMode,
      durationMinutes: minutes,
    };
    setStarting(true);
    start(request, startKey).then(
      (room) => {
        onStarted?.(room);
        onClose();
        navigateTo(roomPageHref(room));
      },
      (failure: unknown) => {
        setStarting(false);
        setError(isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="group-jam-form">
      {classes.phase === 'loading' ? (
        <p className="loading" aria-busy="true">
          {t('sameQuestionMode.start.loadingClasses')}
        </p>
      ) : null}
      {classes.phase === 'failed' ? <p className="form-error">{t('sameQuestionMode.start.classesFailed')}</p> : null}
      {classes.phase === 'ready' && classList.length === 0 ? <p>{t('sameQuestionMode.start.noClasses')}</p> : null}
      {classList.length > 0 ? (
        <div className="field">
          <label htmlFor={`${ids}-class`}>{t('sameQuestionMode.start.class')}</label>
          <select
            id={`${ids}-class`}
            data-testid="group-jam-class"
            value={classId}
            onChange={(event) => {
              const entry = classList.find((c) => c.classId === event.target.value);
              if (!entry) return;
              setClassId(entry.classId);
              setPicked(new Set(entry.students.map((student) => student.userId)));
            }}
          >
            {classList.map((entry) => (
              <option key={entry.classId} value={entry.classId}>
                {t('sameQuestionMode.start.classOption', { name: entry.name, count: entry.students.length })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {chosen !== null ? (
        <div className="field-checkbox">
          <input
            id={`${ids}-pick`}
            type="checkbox"
            data-testid="group-jam-pick-students"
            checked={pickStudents}
            onChange={(event) => setPickStudents(event.target.checked)}
          />
          <label htmlFor={`${ids}-pick`}>{t('sameQuestionMode.start.pickStudents')}</label>
        </div>
      ) : null}
      {chosen !== null && pickStudents ? (
        <fieldset className="group-jam-students">
          <legend>{t('sameQuestionMode.start.students')}</legend>
          {chosen.students.map((student) => (
            <span key={student.userId} className="field-checkbox">
              <input
                id={`${ids}-student-${student.userId}`}
                type="checkbox"
                data-testid={`group-jam-student-${student.userId}`}
                checked={picked.has(student.userId)}
                onChange={(event) => setPicked(toggled(picked, student.userId, event.target.checked))}
              />
              <label htmlFor={`${ids}-student-${student.userId}`}>{student.displayName}</label>
            </span>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="group-jam-modes">
        <legend>{t('sameQuestionMode.start.mode')}</legend>
        {(['group', 'competition'] as const).map((mode) => (
          <label key={mode} className="group-jam-mode">
            <input type="radio" name={`${ids}-mode`} value={mode} checked={jamMode === mode} onChange={() => setJamMode(mode)} data-testid={`group-jam-mode-${mode}`} />
            <span>
              <span className="group-jam-mode-name">{t(`sameQuestionMode.mode.${mode}`)}</span>
              <span className="group-jam-mode-about">{t(`sameQuestionMode.start.modeAbout.${mode}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="group-jam-row">
        <div className="field">
          <label htmlFor={`${ids}-duration`}>{t('sameQuestionMode.start.duration')}</label>
          <input
            id={`${ids}-duration`}
            data-testid="group-jam-duration"
            type="number"
            min={GROUP_JAM_MIN_MINUTES}
            max={GROUP_JAM_MAX_MINUTES}
            step={1}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        </div>
        {isSkill ? (
          <div className="field">
            <label htmlFor={`${ids}-level`}>{t('sameQuestionMode.start.startingLevel')}</label>
            <select id={`${ids}-level`} data-testid="group-jam-level" value={startingLevel} onChange={(event) => setStartingLevel(Number(event.target.value))}>
              {STARTING_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t('sameQuestionMode.start.level', { level })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {error !== null ? (
        <p className="form-error" role="alert" data-testid="group-jam-start-error">
          {t([error, UNEXPECTED_ERROR_KEY])}
        </p>
      ) : null}
      <div className="group-jam-buttons">
        <button type="button" className="button button-quiet" data-testid="group-jam-cancel" onClick={onClose}>
          {t('sameQuestionMode.start.cancel')}
        </button>
        <button type="submit" className="button button-primary" data-testid="group-jam-start" aria-disabled={starting || chosen === null}>
          {starting ? t('sameQuestionMode.start.starting') : t('sameQuestionMode.start.start')}
        </button>
      </div>
    </form>
  );
}

function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
