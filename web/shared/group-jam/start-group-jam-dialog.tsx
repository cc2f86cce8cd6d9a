import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jamModes, SQM_MAX_DURATION_MINUTES, SQM_MIN_DURATION_MINUTES } from '../../../events/same-question-mode/room-contract';
import { ClassAudienceFields, useClassAudience } from '../classes/class-audience';
import type { ClassWithStudents } from '../classes/classes-with-students';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../http/http-error';
import { newIdempotencyKey } from '../http/json-request';
import {
  fetchGroupJamClasses,
  GROUP_JAM_DEFAULT_MINUTES,
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
  const choice = useClassAudience(loadClasses);
  // One key per dialog: submitting it again (a double click, a retry) opens one room.
  const [startKey] = useState(newIdempotencyKey);
  const [jamMode, setJamMode] = useState<JamMode>('group');
  const [duration, setDuration] = useState(String(GROUP_JAM_DEFAULT_MINUTES));
  const [startingLevel, setStartingLevel] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const { chosen, audience } = choice;
  const isSkill = 'skillId' in source;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const minutes = Number(duration);
    const problem =
      audience === null
        ? 'sameQuestionMode.start.noStudents'
        : !Number.isInteger(minutes) || minutes < SQM_MIN_DURATION_MINUTES || minutes > SQM_MAX_DURATION_MINUTES
          ? 'sameQuestionMode.start.invalidDuration'
          : null;
    setError(problem);
    if (problem !== null || audience === null) return;
    const request: StartGroupJamRequest = {
      ...audience,
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
      <ClassAudienceFields
        choice={choice}
        textsUnder="sameQuestionMode.start"
        optionLabel={(entry) => t('sameQuestionMode.start.classOption', { name: entry.name, count: entry.students.length })}
        testIds={{ class: 'group-jam-class', pickStudents: 'group-jam-pick-students', student: (userId) => `group-jam-student-${userId}` }}
        studentsClassName="group-jam-students"
      />
      <fieldset className="group-jam-modes">
        <legend>{t('sameQuestionMode.start.mode')}</legend>
        {jamModes.map((mode) => (
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
            min={SQM_MIN_DURATION_MINUTES}
            max={SQM_MAX_DURATION_MINUTES}
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
