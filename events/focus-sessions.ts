import { z } from 'zod';
import { entityId as id, grade, subject, type Subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { userSubjects, type PushMessage } from './log/push';
import { FOCUS_MAX_DURATION_MINUTES, focusEndReasons, type FocusEndReason, type ParticipantStatus } from './focus-sessions/focus-session-contract';

// Focus sessions (spec §2.10, §2.20, §4): a teacher narrows a class's practice to
// some subjects and grades for a while. Stream `focus-session:<focusSessionId>`.

export {
  FOCUS_MAX_DURATION_MINUTES,
  focusEndReasons,
  participantStatuses,
  type FocusEndReason,
  type ParticipantStatus,
} from './focus-sessions/focus-session-contract';

export const FocusSessionStarted = defineEvent({
  type: 'FocusSessionStarted',
  schemaVersion: 1,
  schema: z.object({
    focusSessionId: z.number().int().positive(),
    teacherUserId: id,
    classId: id.nullable(),
    studentUserIds: z.array(id).min(1),
    subjects: z.array(subject).min(1),
    grades: z.array(grade).min(1),
    startedAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  }),
});

/** A participant's change; `teacherUserId` names who runs the session (and hears of it). */
const studentChange = z.object({ focusSessionId: z.number().int().positive(), studentUserId: id, teacherUserId: id });
export const FocusSessionOptedOut = defineEvent({ type: 'FocusSessionOptedOut', schemaVersion: 1, schema: studentChange });
export const FocusSessionRejoined = defineEvent({ type: 'FocusSessionRejoined', schemaVersion: 1, schema: studentChange });
export const FocusSessionStudentRemoved = defineEvent({ type: 'FocusSessionStudentRemoved', schemaVersion: 1, schema: studentChange });

export const FocusSessionEnded = defineEvent({
  type: 'FocusSessionEnded',
  schemaVersion: 1,
  schema: z.object({
    focusSessionId: z.number().int().positive(),
    teacherUserId: id,
    reason: z.enum(focusEndReasons),
    /** For `time_up`, the scheduled end time, even when recorded later (after a restart). */
    endedAt: z.iso.datetime(),
    durationInMinutes: z.number().int().min(0),
    /** Students still in the session (not removed) when it ended: they hear FOCUS_ENDED. */
    studentUserIds: z.array(id),
  }),
});

export const focusSessionEvents = [
  FocusSessionStarted,
  FocusSessionOptedOut,
  FocusSessionRejoined,
  FocusSessionStudentRemoved,
  FocusSessionEnded,
] as const;
export type FocusSessionEvent = EventOf<(typeof focusSessionEvents)[number]>;

type Actor = { userId: string; role: string };

export type FocusSessionCommand =
  | {
      type: 'StartFocusSession';
      data: {
        focusSessionId: number;
        teacher: Actor;
        classId: string | null;
        studentUserIds: string[];
        /** The teacher's own classes, and the students of them. */
        reachableClassIds: ReadonlySet<string>;
        reachableStudentUserIds: ReadonlySet<string>;
        /** The session this teacher is running now, if any: one at a time. */
        runningFocusSessionId: number | null;
        subjects: Subject[];
        grades: number[];
        durationMinutes: number;
        now: Date;
      };
    }
  | { type: 'OptOutOfFocusSession' | 'RejoinFocusSession'; data: { student: Actor; now: Date } }
  | { type: 'RemoveStudentFromFocusSession'; data: { teacher: Actor; studentUserId: string; now: Date } }
  | { type: 'EndFocusSession'; data: { teacher: Actor; now: Date } }
  | { type: 'EndFocusSessionAtEndTime'; data: { now: Date } };

export interface FocusSessionState {
  focusSessionId: number | null;
  teacherUserId: string | null;
  startedAt: number;
  endsAt: number;
  ended: { durationInMinutes: number } | null;
  participants: ReadonlyMap<string, ParticipantStatus>;
}

/** Spec §6: teachers run focus sessions (for their own classes). */
export function mayRunFocusSessions(role: string): boolean {
  return role === 'teacher';
}

const minutesBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 60_000));

function setStatus(state: FocusSessionState, studentUserId: string, status: ParticipantStatus): FocusSessionState {
  return { ...state, participants: new Map(state.participants).set(studentUserId, status) };
}

function requireRunning(state: FocusSessionState): void {
  if (state.focusSessionId === null) throw new DomainError('focus.unknown_session', 404);
  if (state.ended) throw new DomainError('focus.session_ended', 409);
}

function requireOwner(state: FocusSessionState, teacher: Actor): void {
  if (state.focusSessionId === null) throw new DomainError('focus.unknown_session', 404);
  if (teacher.userId !== state.teacherUserId) throw new DomainError('focus.not_your_session', 403);
}

function ended(state: FocusSessionState, reason: FocusEndReason, endedAt: number): FocusSessionEvent {
  return {
    type: 'FocusSessionEnded',
    data: {
      focusSessionId: state.focusSessionId!,
      teacherUserId: state.teacherUserId!,
      reason,
      endedAt: new Date(endedAt).toISOString(),
      durationInMinutes: minutesBetween(state.startedAt, endedAt),
      studentUserIds: [...state.participants].filter(([, status]) => status !== 'removed').map(([studentUserId]) => studentUserId),
    },
  };
}

export const focusSessions = {
  initialState: (): FocusSessionState => ({ focusSessionId: null, teacherUserId: null, startedAt: 0, endsAt: 0, ended: null, participants: new Map() }),

  evolve(state: FocusSessionState, event: FocusSessionEvent): FocusSessionState {
    switch (event.type) {
      case 'FocusSessionStarted':
        return {
          focusSessionId: event.data.focusSessionId,
          teacherUserId: event.data.teacherUserId,
          startedAt: Date.parse(event.data.startedAt),
          endsAt: Date.parse(event.data.endsAt),
          ended: null,
          participants: new Map(event.data.studentUserIds.map((studentUserId) => [studentUserId, 'in' as const])),
        };
      case 'FocusSessionOptedOut':
        return setStatus(state, event.data.studentUserId, 'opted_out');
      case 'FocusSessionRejoined':
        return setStatus(state, event.data.studentUserId, 'in');
      case 'FocusSessionStudentRemoved':
        return setStatus(state, event.data.studentUserId, 'removed');
      case 'FocusSessionEnded':
        return { ...state, ended: { durationInMinutes: event.data.durationInMinutes } };
      default:
        return state;
    }
  },

  decide(command: FocusSessionCommand, state: FocusSessionState): FocusSessionEvent[] {
    switch (command.type) {
      case 'StartFocusSession': {
        const { teacher, studentUserIds, reachableStudentUserIds, subjects, grades, durationMinutes, now } = command.data;
        if (!mayRunFocusSessions(teacher.role)) throw new DomainError('focus.not_a_teacher', 403);
        if (command.data.runningFocusSessionId !== null) throw new DomainError('focus.already_running', 409);
        if (command.data.classId !== null && !command.data.reachableClassIds.has(command.data.classId)) {
          throw new DomainError('focus.student_not_in_reach', 403);
        }
        if (state.focusSessionId !== null) throw new DomainError('focus.session_exists', 409);
        if (studentUserIds.length === 0) throw new DomainError('focus.no_students', 400);
        if (studentUserIds.some((studentUserId) => !reachableStudentUserIds.has(studentUserId))) {
          throw new DomainError('focus.student_not_in_reach', 403);
        }
        if (subjects.length === 0) throw new DomainError('focus.no_subjects', 400);
        if (grades.length === 0) throw new DomainError('focus.no_grades', 400);
        if (!Number.isInteger(durationMinutes) || durationMinutes < 1 || durationMinutes > FOCUS_MAX_DURATION_MINUTES) {
          throw new DomainError('focus.invalid_duration', 400);
        }
        return [
          {
            type: 'FocusSessionStarted',
            data: {
              focusSessionId: command.data.focusSessionId,
              teacherUserId: teacher.userId,
              classId: command.data.classId,
              studentUserIds: [...new Set(studentUserIds)],
              subjects: [...new Set(subjects)],
              grades: [...new Set(grades)].sort((a, b) => a - b),
              startedAt: now.toISOString(),
              endsAt: new Date(now.getTime() + durationMinutes * 60_000).toISOString(),
            },
          },
        ];
      }
      case 'OptOutOfFocusSession':
      case 'RejoinFocusSession': {
        const { student } = command.data;
        requireRunning(state);
        const status = state.participants.get(student.userId);
        if (status === undefined || status === 'removed') throw new DomainError('focus.not_in_session', 403);
        const optingOut = command.type === 'OptOutOfFocusSession';
        if ((status === 'opted_out') === optingOut) return [];
        const data = { focusSessionId: state.focusSessionId!, studentUserId: student.userId, teacherUserId: state.teacherUserId! };
        return [optingOut ? { type: 'FocusSessionOptedOut', data } : { type: 'FocusSessionRejoined', data }];
      }
      case 'RemoveStudentFromFocusSession': {
        const { teacher, studentUserId } = command.data;
        requireOwner(state, teacher);
        requireRunning(state);
        const status = state.participants.get(studentUserId);
        if (status === undefined) throw new DomainError('focus.unknown_student', 400);
        if (status === 'removed') return [];
        return [{ type: 'FocusSessionStudentRemoved', data: { focusSessionId: state.focusSessionId!, studentUserId, teacherUserId: teacher.userId } }];
      }
      case 'EndFocusSession': {
        requireOwner(state, command.data.teacher);
        if (state.ended) return [];
        return [ended(state, 'ended_by_teacher', Math.min(command.data.now.getTime(), state.endsAt))];
      }
      case 'EndFocusSessionAtEndTime': {
        if (state.focusSessionId === null) throw new DomainError('focus.unknown_session', 404);
        if (state.ended) return [];
        if (command.data.now.getTime() < state.endsAt) throw new DomainError('focus.not_due', 409);
        return [ended(state, 'time_up', state.endsAt)];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const focusSessionStreams = { session: (focusSessionId: number) => `focus-session:${focusSessionId}` };

/** Spec §7: FOCUS_SESSION (general), REMOVED_FROM_FOCUS_BY_TEACHER and FOCUS_ENDED (focus), FOCUS_ENDED (teacher). */
export function focusSessionPushes(event: { type: string; data: unknown }): PushMessage[] {
  switch (event.type) {
    case 'FocusSessionStarted': {
      const data = event.data as EventOf<typeof FocusSessionStarted>['data'];
      return data.studentUserIds.map((studentUserId) => ({
        subject: userSubjects(studentUserId).general,
        payload: { event: 'FOCUS_SESSION', focusSessionId: data.focusSessionId, endTime: Date.parse(data.endsAt) },
      }));
    }
    case 'FocusSessionOptedOut':
    case 'FocusSessionRejoined':
    case 'FocusSessionStudentRemoved': {
      const data = event.data as EventOf<typeof FocusSessionStudentRemoved>['data'];
      const status = event.type === 'FocusSessionOptedOut' ? 'opted_out' : event.type === 'FocusSessionRejoined' ? 'in' : 'removed';
      // The teacher's live list of who is in, opted out or removed.
      const toTeacher = {
        subject: userSubjects(data.teacherUserId).teacher,
        payload: { event: 'FOCUS_PARTICIPANT_CHANGED', focusSessionId: data.focusSessionId, studentUserId: data.studentUserId, status },
      };
      if (event.type !== 'FocusSessionStudentRemoved') return [toTeacher];
      return [{ subject: userSubjects(data.studentUserId).focus, payload: { event: 'REMOVED_FROM_FOCUS_BY_TEACHER', focusSessionId: data.focusSessionId } }, toTeacher];
    }
    case 'FocusSessionEnded': {
      const data = event.data as EventOf<typeof FocusSessionEnded>['data'];
      const payload = { event: 'FOCUS_ENDED', focusSessionId: data.focusSessionId, reason: data.reason, durationInMinutes: data.durationInMinutes };
      return [
        ...data.studentUserIds.map((studentUserId) => ({ subject: userSubjects(studentUserId).focus, payload })),
        { subject: userSubjects(data.teacherUserId).teacher, payload },
      ];
    }
    default:
      return [];
  }
}
