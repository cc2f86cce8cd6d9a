import { describe, expect, it } from 'vitest';
import { focusSessionPushes, focusSessions, focusSessionStreams, type FocusSessionCommand, type FocusSessionEvent } from './focus-sessions';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(focusSessions);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const teacher = { userId: 'u_ms_rivera', role: 'teacher' };
const ava = { userId: 'u_ava_b', role: 'student' };
const noah = { userId: 'u_noah_c', role: 'student' };

const start = (overrides: Partial<Extract<FocusSessionCommand, { type: 'StartFocusSession' }>['data']> = {}): FocusSessionCommand => ({
  type: 'StartFocusSession',
  data: {
    focusSessionId: 7,
    teacher,
    classId: 'class_g4_room12',
    studentUserIds: ['u_ava_b', 'u_noah_c'],
    reachableClassIds: new Set(['class_g4_room12']),
    reachableStudentUserIds: new Set(['u_ava_b', 'u_noah_c']),
    runningFocusSessionId: null,
    subjects: ['math'],
    grades: [4],
    durationMinutes: 30,
    now: t0,
    ...overrides,
  },
});
const started: FocusSessionEvent = {
  type: 'FocusSessionStarted',
  data: {
    focusSessionId: 7,
    teacherUserId: 'u_ms_rivera',
    classId: 'class_g4_room12',
    studentUserIds: ['u_ava_b', 'u_noah_c'],
    subjects: ['math'],
    grades: [4],
    startedAt: t0.toISOString(),
    endsAt: at(30).toISOString(),
  },
};
const change = (type: 'FocusSessionOptedOut' | 'FocusSessionRejoined' | 'FocusSessionStudentRemoved', studentUserId = 'u_ava_b'): FocusSessionEvent => ({
  type,
  data: { focusSessionId: 7, studentUserId, teacherUserId: 'u_ms_rivera' },
});
const endedEvent = (reason: 'ended_by_teacher' | 'time_up', minutes: number, studentUserIds = ['u_ava_b', 'u_noah_c']): FocusSessionEvent => ({
  type: 'FocusSessionEnded',
  data: { focusSessionId: 7, teacherUserId: 'u_ms_rivera', reason, endedAt: at(minutes).toISOString(), durationInMinutes: minutes, studentUserIds },
});
const optOut = (student = ava): FocusSessionCommand => ({ type: 'OptOutOfFocusSession', data: { student, now: at(5) } });
const rejoin = (student = ava): FocusSessionCommand => ({ type: 'RejoinFocusSession', data: { student, now: at(6) } });
const remove = (studentUserId = 'u_ava_b', by = teacher): FocusSessionCommand => ({ type: 'RemoveStudentFromFocusSession', data: { teacher: by, studentUserId, now: at(7) } });
const end = (minutes: number, by = teacher): FocusSessionCommand => ({ type: 'EndFocusSession', data: { teacher: by, now: at(minutes) } });
const endAtEndTime = (minutes: number): FocusSessionCommand => ({ type: 'EndFocusSessionAtEndTime', data: { now: at(minutes) } });

describe('starting a focus session', () => {
  it('a teacher starts one for students of their classes', () => spec.given([]).when(start()).then([started]));
  it('only a teacher may start one', () => spec.given([]).when(start({ teacher: { userId: 'u_admin_lee', role: 'school_administrator' } })).thenThrows('focus.not_a_teacher', 403));
  it('only for a class of the teacher’s own', () => spec.given([]).when(start({ reachableClassIds: new Set(['class_other']) })).thenThrows('focus.student_not_in_reach', 403));
  it('one at a time per teacher', () => spec.given([]).when(start({ runningFocusSessionId: 3 })).thenThrows('focus.already_running', 409));
  it('only for students the teacher reaches', () => spec.given([]).when(start({ reachableStudentUserIds: new Set(['u_ava_b']) })).thenThrows('focus.student_not_in_reach', 403));
  it('needs students, subjects, grades and a duration of 1 to 240 minutes', () => {
    spec.given([]).when(start({ studentUserIds: [] })).thenThrows('focus.no_students', 400);
    spec.given([]).when(start({ subjects: [] })).thenThrows('focus.no_subjects', 400);
    spec.given([]).when(start({ grades: [] })).thenThrows('focus.no_grades', 400);
    spec.given([]).when(start({ durationMinutes: 0 })).thenThrows('focus.invalid_duration', 400);
    spec.given([]).when(start({ durationMinutes: 241 })).thenThrows('focus.invalid_duration', 400);
  });
  it('starts once', () => spec.given([started]).when(start()).thenThrows('focus.session_exists', 409));
});

describe('students opting out and rejoining', () => {
  it('a student opts out, and rejoins', () => {
    spec.given([started]).when(optOut()).then([change('FocusSessionOptedOut')]);
    spec.given([started, change('FocusSessionOptedOut')]).when(rejoin()).then([change('FocusSessionRejoined')]);
    spec.given([started, change('FocusSessionOptedOut')]).when(optOut(noah)).then([change('FocusSessionOptedOut', 'u_noah_c')]);
  });
  it('repeating either appends nothing', () => {
    spec.given([started, change('FocusSessionOptedOut')]).when(optOut()).then([]);
    spec.given([started]).when(rejoin()).then([]);
  });
  it('a student outside the session, or removed from it, cannot', () => {
    spec.given([started]).when(optOut({ userId: 'u_leo_k', role: 'student' })).thenThrows('focus.not_in_session', 403);
    spec.given([started, change('FocusSessionStudentRemoved')]).when(rejoin()).thenThrows('focus.not_in_session', 403);
  });
  it('not after the session ended', () => spec.given([started, endedEvent('ended_by_teacher', 10)]).when(optOut()).thenThrows('focus.session_ended', 409));
});

describe('the teacher removing a student', () => {
  it('removes a participant once', () => {
    spec.given([started]).when(remove()).then([change('FocusSessionStudentRemoved')]);
    spec.given([started, change('FocusSessionStudentRemoved')]).when(remove()).then([]);
  });
  it('only the session’s teacher, only a participant', () => {
    spec.given([started]).when(remove('u_ava_b', { userId: 'u_mr_okafor', role: 'teacher' })).thenThrows('focus.not_your_session', 403);
    spec.given([started]).when(remove('u_leo_k')).thenThrows('focus.unknown_student', 400);
  });
});

describe('ending a focus session', () => {
  it('the teacher ends it; removed students do not hear of it', () =>
    spec.given([started, change('FocusSessionStudentRemoved')]).when(end(12)).then([endedEvent('ended_by_teacher', 12, ['u_noah_c'])]));
  it('two concurrent ends produce one ended event', () => spec.given([started, endedEvent('ended_by_teacher', 12)]).when(end(12)).then([]));
  it('another teacher cannot end it', () => spec.given([started]).when(end(12, { userId: 'u_mr_okafor', role: 'teacher' })).thenThrows('focus.not_your_session', 403));
  it('ends by time at its end time', () => spec.given([started]).when(endAtEndTime(30)).then([endedEvent('time_up', 30)]));
  it('not before its end time', () => spec.given([started]).when(endAtEndTime(29)).thenThrows('focus.not_due', 409));
  it('after a restart, an overdue session ends as of its scheduled end time', () =>
    spec.given([started]).when(endAtEndTime(95)).then([endedEvent('time_up', 30)]));
  it('the timer and the teacher racing produce one ended event', () => {
    spec.given([started, endedEvent('time_up', 30)]).when(end(31)).then([]);
    spec.given([started, endedEvent('ended_by_teacher', 20)]).when(endAtEndTime(30)).then([]);
  });
});

describe('focus session pushes', () => {
  it('FOCUS_SESSION to each student, REMOVED_FROM_FOCUS_BY_TEACHER on the focus channel, FOCUS_ENDED on focus and teacher channels', () => {
    expect(focusSessionPushes(started).map((push) => [push.subject, push.payload.event])).toEqual([
      ['push.user.u_ava_b', 'FOCUS_SESSION'],
      ['push.user.u_noah_c', 'FOCUS_SESSION'],
    ]);
    expect(focusSessionPushes(change('FocusSessionStudentRemoved')).map((push) => [push.subject, push.payload.event])).toEqual([
      ['push.user.u_ava_b.focus', 'REMOVED_FROM_FOCUS_BY_TEACHER'],
      ['push.user.u_ms_rivera.teacher', 'FOCUS_PARTICIPANT_CHANGED'],
    ]);
    expect(focusSessionPushes(change('FocusSessionOptedOut'))).toEqual([
      { subject: 'push.user.u_ms_rivera.teacher', payload: { event: 'FOCUS_PARTICIPANT_CHANGED', focusSessionId: 7, studentUserId: 'u_ava_b', status: 'opted_out' } },
    ]);
    expect(focusSessionPushes(endedEvent('time_up', 30, ['u_noah_c'])).map((push) => [push.subject, push.payload.event])).toEqual([
      ['push.user.u_noah_c.focus', 'FOCUS_ENDED'],
      ['push.user.u_ms_rivera.teacher', 'FOCUS_ENDED'],
    ]);
  });
});

describe('focus sessions: edges', () => {
  it('a session that never started cannot be joined, left, changed or ended', () => {
    spec.given([]).when(optOut()).thenThrows('focus.unknown_session', 404);
    spec.given([]).when(rejoin()).thenThrows('focus.unknown_session', 404);
    spec.given([]).when(remove()).thenThrows('focus.unknown_session', 404);
    spec.given([]).when(end(12)).thenThrows('focus.unknown_session', 404);
    spec.given([]).when(endAtEndTime(30)).thenThrows('focus.unknown_session', 404);
  });

  it('a student who rejoined can opt out again', () =>
    spec.given([started, change('FocusSessionOptedOut'), change('FocusSessionRejoined')]).when(optOut()).then([change('FocusSessionOptedOut')]));

  it('lasts 1 to 240 minutes, both included', () => {
    spec.given([]).when(start({ durationMinutes: 1 })).then([{ ...started, data: { ...started.data, endsAt: at(1).toISOString() } } as FocusSessionEvent]);
    spec.given([]).when(start({ durationMinutes: 240 })).then([{ ...started, data: { ...started.data, endsAt: at(240).toISOString() } } as FocusSessionEvent]);
    spec.given([]).when(start({ durationMinutes: 2.5 })).thenThrows('focus.invalid_duration', 400);
  });

  it('records each student, subject and grade once, grades in order', () =>
    spec
      .given([])
      .when(start({ studentUserIds: ['u_noah_c', 'u_ava_b', 'u_noah_c'], subjects: ['math', 'ela', 'math'], grades: [5, 3, 10, 4, 5] }))
      .then([{ ...started, data: { ...started.data, studentUserIds: ['u_noah_c', 'u_ava_b'], subjects: ['math', 'ela'], grades: [3, 4, 5, 10] } } as FocusSessionEvent]));

  it('for picked students, no class is needed', () =>
    spec
      .given([])
      .when(start({ classId: null, reachableClassIds: new Set() }))
      .then([{ ...started, data: { ...started.data, classId: null } } as FocusSessionEvent]));

  it('a session ended by the teacher cannot end again at its end time', () =>
    spec.given([started, endedEvent('ended_by_teacher', 12)]).when(endAtEndTime(40)).then([]));

  it('has one stream per session', () => expect(focusSessionStreams.session(7)).toBe('focus-session:7'));

  it('tells the teacher a student rejoined, and nothing for other events', () => {
    expect(focusSessionPushes(change('FocusSessionRejoined'))).toEqual([
      { subject: 'push.user.u_ms_rivera.teacher', payload: { event: 'FOCUS_PARTICIPANT_CHANGED', focusSessionId: 7, studentUserId: 'u_ava_b', status: 'in' } },
    ]);
    expect(focusSessionPushes(change('FocusSessionStudentRemoved'))[1]!.payload).toMatchObject({ status: 'removed' });
    expect(focusSessionPushes({ type: 'LiveMessageSent', data: {} })).toEqual([]);
  });
});
