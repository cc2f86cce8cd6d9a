import { describe, expect, it } from 'vitest';
import type { FocusSessionEvent } from '../events/focus-sessions';
import { focusSessionsProjection, focusSessionsQueries } from './focus-sessions';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(focusSessionsProjection, focusSessionsQueries);

const started = (focusSessionId: number, teacherUserId: string, studentUserIds: string[]): FocusSessionEvent => ({
  type: 'FocusSessionStarted',
  data: {
    focusSessionId,
    teacherUserId,
    classId: 'class_room12',
    studentUserIds,
    subjects: ['math', 'ela'],
    grades: [3, 4],
    startedAt: '2026-11-02T09:00:00.000Z',
    endsAt: '2026-11-02T09:30:00.000Z',
  },
});
const change = (type: 'FocusSessionOptedOut' | 'FocusSessionRejoined' | 'FocusSessionStudentRemoved', focusSessionId: number, studentUserId: string): FocusSessionEvent => ({
  type,
  data: { focusSessionId, studentUserId, teacherUserId: 'u_rivera' },
});
const ended = (focusSessionId: number, teacherUserId = 'u_rivera'): FocusSessionEvent => ({
  type: 'FocusSessionEnded',
  data: { focusSessionId, teacherUserId, reason: 'ended_by_teacher', endedAt: '2026-11-02T09:12:00.000Z', durationInMinutes: 12, studentUserIds: [] },
});

const summary = {
  focusSessionId: 1,
  teacherUserId: 'u_rivera',
  classId: 'class_room12',
  subjects: ['math', 'ela'],
  grades: [3, 4],
  startedAt: '2026-11-02T09:00:00.000Z',
  endsAt: '2026-11-02T09:30:00.000Z',
  endedAt: null,
  durationInMinutes: null,
};

describe('a student’s running focus session', () => {
  it('is the session they are in, with their status', () =>
    spec.given([started(1, 'u_rivera', ['u_ava', 'u_noah'])]).then((queries) => {
      expect(queries.runningSessionOfStudent('u_ava')).toEqual({ session: summary, status: 'in' });
      expect(queries.runningSessionOfStudent('u_zoe')).toBeNull();
    }));

  it('shows that they opted out, and that they rejoined', () =>
    spec
      .given([started(1, 'u_rivera', ['u_ava', 'u_noah']), change('FocusSessionOptedOut', 1, 'u_ava'), change('FocusSessionOptedOut', 1, 'u_noah'), change('FocusSessionRejoined', 1, 'u_noah')])
      .then((queries) => {
        expect(queries.runningSessionOfStudent('u_ava')).toEqual({ session: summary, status: 'opted_out' });
        expect(queries.runningSessionOfStudent('u_noah')?.status).toBe('in');
      }));

  it('is none once they were removed', () =>
    spec.given([started(1, 'u_rivera', ['u_ava', 'u_noah']), change('FocusSessionStudentRemoved', 1, 'u_ava')]).then((queries) => {
      expect(queries.runningSessionOfStudent('u_ava')).toBeNull();
      expect(queries.runningSessionOfStudent('u_noah')?.session.focusSessionId).toBe(1);
    }));

  it('is none after the session ended', () =>
    spec.given([started(1, 'u_rivera', ['u_ava']), ended(1)]).then((queries) => expect(queries.runningSessionOfStudent('u_ava')).toBeNull()));

  it('is the later session when an ended one came before', () =>
    spec
      .given([started(1, 'u_rivera', ['u_ava']), ended(1), started(2, 'u_chen', ['u_ava'])])
      .then((queries) => expect(queries.runningSessionOfStudent('u_ava')?.session).toMatchObject({ focusSessionId: 2, teacherUserId: 'u_chen' })));
});

describe('a teacher’s running focus session', () => {
  it('is their session until it ends', () => {
    expect(spec.given([started(1, 'u_rivera', ['u_ava'])]).query((queries) => queries.runningSessionOfTeacher('u_rivera'))).toEqual(summary);
    spec.given([started(1, 'u_rivera', ['u_ava']), ended(1)]).then((queries) => {
      expect(queries.runningSessionOfTeacher('u_rivera')).toBeNull();
      expect(queries.session(1)).toEqual({ ...summary, endedAt: '2026-11-02T09:12:00.000Z', durationInMinutes: 12 });
    });
  });

  it('is none for another teacher, and every running session is listed', () =>
    spec.given([started(1, 'u_rivera', ['u_ava']), started(2, 'u_chen', ['u_noah']), started(3, 'u_park', ['u_zoe']), ended(3, 'u_park')]).then((queries) => {
      expect(queries.runningSessionOfTeacher('u_chen')?.focusSessionId).toBe(2);
      expect(queries.runningSessionOfTeacher('u_park')).toBeNull();
      expect(queries.runningSessionOfTeacher('u_lee')).toBeNull();
      expect(queries.runningSessions().map((session) => session.focusSessionId).sort()).toEqual([1, 2]);
    }));
});

describe('participants', () => {
  it('are every student of the session with their status, by user id', () =>
    spec
      .given([
        started(1, 'u_rivera', ['u_zoe', 'u_ava', 'u_noah']),
        started(2, 'u_chen', ['u_mia']),
        change('FocusSessionOptedOut', 1, 'u_zoe'),
        change('FocusSessionStudentRemoved', 1, 'u_noah'),
      ])
      .then((queries) => {
        expect(queries.participants(1)).toEqual([
          { studentUserId: 'u_ava', status: 'in' },
          { studentUserId: 'u_noah', status: 'removed' },
          { studentUserId: 'u_zoe', status: 'opted_out' },
        ]);
        expect(queries.participants(3)).toEqual([]);
      }));
});
