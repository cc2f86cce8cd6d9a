import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { ASSESSMENT_SUBJECTS, ASSESSMENT_TYPES, assessmentTypesBySubject, type AssessmentSubject, type AssessmentType } from './assessment-windows/assessment-types';

// Assessment windows (spec §2.21, §3 "Assessment banner model", §4 "Assessment
// banner text"; issue 16): an administrator schedules, for one subject, the
// days in which the teachers of some schools give an assessment (a screener or
// a benchmark) and the day it is due. Teachers of those schools see the
// assessment due-date banner. Stream `assessment-window:<windowId>`.
// Dates are calendar days `YYYY-MM-DD` (no time, no zone): "today" is read in
// the viewer's own time zone (docs/assessment-windows.md).

export {
  ASSESSMENT_KINDS,
  ASSESSMENT_SUBJECTS,
  ASSESSMENT_TYPES,
  assessmentKind,
  assessmentTypesBySubject,
  ELA_ASSESSMENT_TYPES,
  MATH_ASSESSMENT_TYPES,
  type AssessmentKind,
  type AssessmentSubject,
  type AssessmentType,
} from './assessment-windows/assessment-types';

/** How long ahead of its start a window is shown to teachers (and listed as upcoming). */
export const ANNOUNCE_DAYS_BEFORE_START = 14;
/** The longest window: one school year. */
export const MAX_WINDOW_DAYS = 366;
/** At most this many schools in one window (a district's schools). */
export const MAX_SCHOOLS_PER_WINDOW = 500;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar date an instant falls on in a time zone (an unknown zone reads as UTC). */
export function calendarDateIn(now: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const calendarDate = z.string().refine(isCalendarDate, 'assessment_windows.invalid_date');
const assessmentSubject = z.enum(ASSESSMENT_SUBJECTS);
const assessmentType = z.enum(ASSESSMENT_TYPES);

export const AssessmentWindowScheduled = defineEvent({
  type: 'AssessmentWindowScheduled',
  schemaVersion: 1,
  schema: z.object({
    windowId: id,
    schoolIds: z.array(id).min(1).max(MAX_SCHOOLS_PER_WINDOW),
    subject: assessmentSubject,
    assessmentType,
    startDate: calendarDate,
    dueDate: calendarDate,
    /** The administrator's user id. */
    scheduledBy: id,
  }),
});

/** New dates for a window that is not cancelled (same schools, subject and type). */
export const AssessmentWindowRescheduled = defineEvent({
  type: 'AssessmentWindowRescheduled',
  schemaVersion: 1,
  schema: z.object({
    windowId: id,
    schoolIds: z.array(id).min(1).max(MAX_SCHOOLS_PER_WINDOW),
    subject: assessmentSubject,
    assessmentType,
    startDate: calendarDate,
    dueDate: calendarDate,
    previousStartDate: calendarDate,
    previousDueDate: calendarDate,
    rescheduledBy: id,
  }),
});

export const AssessmentWindowCancelled = defineEvent({
  type: 'AssessmentWindowCancelled',
  schemaVersion: 1,
  schema: z.object({
    windowId: id,
    /** The window's schools, subject and type, so a reader needs no other event. */
    schoolIds: z.array(id).min(1).max(MAX_SCHOOLS_PER_WINDOW),
    subject: assessmentSubject,
    assessmentType,
    cancelledBy: id,
  }),
});

export const assessmentWindowEvents = [AssessmentWindowScheduled, AssessmentWindowRescheduled, AssessmentWindowCancelled] as const;
export type AssessmentWindowEvent = EventOf<(typeof assessmentWindowEvents)[number]>;

export const assessmentWindowStreams = { window: (windowId: string) => `assessment-window:${windowId}` };

/** The assessment banner model (spec §3), answered by `GET /assessment-windows/banner`; dates `YYYY-MM-DD`, nulls when none. */
export interface AssessmentBannerModel {
  mathAssessmentType: string | null;
  mathDueDate: string | null;
  mathInProgress: boolean;
  elaAssessmentType: string | null;
  elaDueDate: string | null;
  elaInProgress: boolean;
  /** Issue 30: the shown window's assessment (`window-<windowId>`: the teacher's progress page), null when none. */
  mathAssessmentId?: string | null;
  elaAssessmentId?: string | null;
}

/** A school an administrator schedules windows for. */
export interface AssessmentWindowSchool {
  schoolId: string;
  name: string;
}

/** `GET /assessment-windows/scheduled`: the administrator's calendar day, its schools and their windows. */
export interface ScheduledAssessmentWindows {
  today: string;
  schools: AssessmentWindowSchool[];
  windows: ScheduledAssessmentWindow[];
}

/** A window as the administrators' list shows it (`GET /assessment-windows/scheduled`). */
export interface ScheduledAssessmentWindow {
  windowId: string;
  schoolIds: string[];
  schoolNames: string[];
  subject: AssessmentSubject;
  assessmentType: AssessmentType;
  startDate: string;
  dueDate: string;
  scheduledBy: string;
  /** `upcoming`, `in_progress` or `past_due` on the viewer's today. */
  status: AssessmentWindowStatus;
  /** The viewer may reschedule and cancel it (it administers every school of the window). */
  mayChange: boolean;
}

export const assessmentWindowStatuses = ['upcoming', 'in_progress', 'past_due'] as const;
export type AssessmentWindowStatus = (typeof assessmentWindowStatuses)[number];

/** Where a window stands on a calendar day: in progress from its start to its due date, both included. */
export function assessmentWindowStatus(window: { startDate: string; dueDate: string }, today: string): AssessmentWindowStatus {
  if (today > window.dueDate) return 'past_due';
  return today >= window.startDate ? 'in_progress' : 'upcoming';
}

/** Teachers see a window from ANNOUNCE_DAYS_BEFORE_START days before its start to its due date, both included. */
export function isAnnounced(window: { startDate: string; dueDate: string }, today: string): boolean {
  return today <= window.dueDate && today >= addDays(window.startDate, -ANNOUNCE_DAYS_BEFORE_START);
}

type Actor = { userId: string; role: string };

interface WindowDates {
  startDate: string;
  dueDate: string;
  /** The administrator's calendar day (its profile's time zone). */
  today: string;
}

export type AssessmentWindowCommand =
  | {
      type: 'ScheduleAssessmentWindow';
      data: WindowDates & {
        windowId: string;
        administrator: Actor;
        /** The schools this administrator administers: its school, or its district's schools (from the directory). */
        administeredSchoolIds: ReadonlySet<string>;
        schoolIds: string[];
        subject: string;
        assessmentType: string;
      };
    }
  | { type: 'RescheduleAssessmentWindow'; data: WindowDates & { administrator: Actor; administeredSchoolIds: ReadonlySet<string> } }
  | { type: 'CancelAssessmentWindow'; data: { administrator: Actor; administeredSchoolIds: ReadonlySet<string> } };

export interface AssessmentWindowState {
  window: {
    windowId: string;
    schoolIds: string[];
    subject: AssessmentSubject;
    assessmentType: AssessmentType;
    startDate: string;
    dueDate: string;
  } | null;
  cancelled: boolean;
}

/** Spec §6 and issue 16: school and district administrators schedule assessment windows. */
export function mayScheduleAssessmentWindows(role: string): boolean {
  return role === 'school_administrator' || role === 'district_administrator';
}

/** Spec §2.21: teachers see the assessment due-date banner. */
export function seesAssessmentBanner(role: string): boolean {
  return role === 'teacher';
}

function isAssessmentSubject(value: string): value is AssessmentSubject {
  return (ASSESSMENT_SUBJECTS as readonly string[]).includes(value);
}

function requireAdministrator(administrator: Actor): void {
  if (!mayScheduleAssessmentWindows(administrator.role)) throw new DomainError('assessment_windows.not_an_administrator', 403);
}

function requireValidDates({ startDate, dueDate, today }: WindowDates): void {
  if (!isCalendarDate(startDate) || !isCalendarDate(dueDate)) throw new DomainError('assessment_windows.invalid_date', 400);
  if (dueDate < startDate) throw new DomainError('assessment_windows.due_before_start', 400);
  if (dueDate < today) throw new DomainError('assessment_windows.due_date_past', 400);
  if (daysBetween(startDate, dueDate) + 1 > MAX_WINDOW_DAYS) throw new DomainError('assessment_windows.window_too_long', 400);
  if (daysBetween(today, startDate) > MAX_WINDOW_DAYS) throw new DomainError('assessment_windows.start_too_far', 400);
}

function requireChangeable(state: AssessmentWindowState, administrator: Actor, administeredSchoolIds: ReadonlySet<string>): NonNullable<AssessmentWindowState['window']> {
  requireAdministrator(administrator);
  if (state.window === null) throw new DomainError('assessment_windows.unknown_window', 404);
  // Another school's (or district's) window is refused as if it did not exist for this administrator.
  if (!state.window.schoolIds.every((schoolId) => administeredSchoolIds.has(schoolId))) {
    throw new DomainError('assessment_windows.window_not_yours', 403);
  }
  return state.window;
}

export const assessmentWindows = {
  initialState: (): AssessmentWindowState => ({ window: null, cancelled: false }),

  evolve(state: AssessmentWindowState, event: AssessmentWindowEvent): AssessmentWindowState {
    switch (event.type) {
      case 'AssessmentWindowScheduled':
      case 'AssessmentWindowRescheduled': {
        const { windowId, schoolIds, subject, assessmentType, startDate, dueDate } = event.data;
        return { ...state, window: { windowId, schoolIds, subject, assessmentType, startDate, dueDate } };
      }
      case 'AssessmentWindowCancelled':
        return { ...state, cancelled: true };
    }
  },

  decide(command: AssessmentWindowCommand, state: AssessmentWindowState): AssessmentWindowEvent[] {
    switch (command.type) {
      case 'ScheduleAssessmentWindow': {
        const { windowId, administrator, administeredSchoolIds, subject, assessmentType, startDate, dueDate } = command.data;
        requireAdministrator(administrator);
        if (state.window !== null) throw new DomainError('assessment_windows.window_exists', 409);
        const schoolIds = [...new Set(command.data.schoolIds)];
        if (schoolIds.length === 0) throw new DomainError('assessment_windows.no_schools', 400);
        if (schoolIds.length > MAX_SCHOOLS_PER_WINDOW) throw new DomainError('assessment_windows.too_many_schools', 400);
        if (schoolIds.some((schoolId) => !administeredSchoolIds.has(schoolId))) throw new DomainError('assessment_windows.school_not_yours', 403);
        if (!isAssessmentSubject(subject)) throw new DomainError('assessment_windows.invalid_subject', 400);
        const type = assessmentTypesBySubject[subject].find((candidate) => candidate === assessmentType);
        if (type === undefined) throw new DomainError('assessment_windows.type_not_of_subject', 400);
        requireValidDates(command.data);
        return [
          {
            type: 'AssessmentWindowScheduled',
            data: { windowId, schoolIds: schoolIds.sort(), subject, assessmentType: type, startDate, dueDate, scheduledBy: administrator.userId },
          },
        ];
      }
      case 'RescheduleAssessmentWindow': {
        const { administrator, administeredSchoolIds, startDate, dueDate } = command.data;
        const window = requireChangeable(state, administrator, administeredSchoolIds);
        if (state.cancelled) throw new DomainError('assessment_windows.window_cancelled', 409);
        requireValidDates(command.data);
        if (startDate === window.startDate && dueDate === window.dueDate) return [];
        return [
          {
            type: 'AssessmentWindowRescheduled',
            data: {
              ...window,
              startDate,
              dueDate,
              previousStartDate: window.startDate,
              previousDueDate: window.dueDate,
              rescheduledBy: administrator.userId,
            },
          },
        ];
      }
      case 'CancelAssessmentWindow': {
        const { administrator, administeredSchoolIds } = command.data;
        const window = requireChangeable(state, administrator, administeredSchoolIds);
        // Two administrators cancelling at once: one event, the other an idempotent success.
        if (state.cancelled) return [];
        const { windowId, schoolIds, subject, assessmentType } = window;
        return [{ type: 'AssessmentWindowCancelled', data: { windowId, schoolIds, subject, assessmentType, cancelledBy: administrator.userId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
