import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../log/decider-specification';
import { scratchpadWatch, scratchpadWatchPushes, type ScratchpadWatchCommand, type ScratchpadWatchEvent } from './scratchpad-watch';

const spec = deciderSpecification(scratchpadWatch);
const now = new Date('2026-11-29T09:00:00.000Z');
const rivera = { userId: 'u_ms_rivera', role: 'teacher' };
const okafor = { userId: 'u_mr_okafor', role: 'teacher' };
const start = (watcher = rivera, reachesStudent = true, at = now): ScratchpadWatchCommand => ({ type: 'StartScratchpadWatch', data: { watcher, studentUserId: 'u_ava_b', reachesStudent, now: at } });
const stop = (watcher = rivera, at = now): ScratchpadWatchCommand => ({ type: 'StopScratchpadWatch', data: { watcher, studentUserId: 'u_ava_b', now: at } });
const started = (teacherUserId: string, startedAt: string, until: string, watchedUntil = until): ScratchpadWatchEvent => ({
  type: 'ScratchpadWatchStarted',
  data: { studentUserId: 'u_ava_b', teacherUserId, startedAt, until, watchedUntil },
});

describe('the scratchpad watch decider', () => {
  it('starts a ten-minute watch for a teacher who reaches the student', () =>
    spec.given([]).when(start()).then([started('u_ms_rivera', '2026-11-29T09:00:00.000Z', '2026-11-29T09:10:00.000Z')]));

  it('lets administrators watch too (the live classroom’s rule)', () =>
    spec.given([]).when(start({ userId: 'u_admin', role: 'school_administrator' })).then([started('u_admin', '2026-11-29T09:00:00.000Z', '2026-11-29T09:10:00.000Z')]));

  it('refuses a student, a parent and a child: 403 not_a_teacher', () => {
    for (const role of ['student', 'parent', 'child']) spec.given([]).when(start({ userId: 'u_x', role })).thenThrows('scratchpad.not_a_teacher', 403);
    spec.given([]).when(stop({ userId: 'u_x', role: 'student' })).thenThrows('scratchpad.not_a_teacher', 403);
  });

  it('refuses a teacher who does not reach the student: 403 not_your_student', () => spec.given([]).when(start(rivera, false)).thenThrows('scratchpad.not_your_student', 403));

  it('renews a watch, and tells the student the latest end among every teacher watching', () =>
    spec
      .given([started('u_mr_okafor', '2026-11-29T08:59:00.000Z', '2026-11-29T09:09:00.000Z'), started('u_ms_rivera', '2026-11-29T08:55:00.000Z', '2026-11-29T09:05:00.000Z')])
      .when(start(rivera, true, new Date('2026-11-29T08:59:30.000Z')))
      .then([started('u_ms_rivera', '2026-11-29T08:59:30.000Z', '2026-11-29T09:09:30.000Z')]));

  it('keeps the later end of another teacher’s watch as the student’s', () =>
    spec
      .given([started('u_mr_okafor', '2026-11-29T08:58:00.000Z', '2026-11-29T09:30:00.000Z')])
      .when(start())
      .then([started('u_ms_rivera', '2026-11-29T09:00:00.000Z', '2026-11-29T09:10:00.000Z', '2026-11-29T09:30:00.000Z')]));

  it('stops the teacher’s watch; the student stays watched while another teacher’s runs', () => {
    spec
      .given([started('u_ms_rivera', '2026-11-29T08:58:00.000Z', '2026-11-29T09:08:00.000Z')])
      .when(stop())
      .then([{ type: 'ScratchpadWatchStopped', data: { studentUserId: 'u_ava_b', teacherUserId: 'u_ms_rivera', stoppedAt: '2026-11-29T09:00:00.000Z', watchedUntil: null } }]);
    spec
      .given([started('u_ms_rivera', '2026-11-29T08:58:00.000Z', '2026-11-29T09:08:00.000Z'), started('u_mr_okafor', '2026-11-29T08:59:00.000Z', '2026-11-29T09:09:00.000Z')])
      .when(stop())
      .then([{ type: 'ScratchpadWatchStopped', data: { studentUserId: 'u_ava_b', teacherUserId: 'u_ms_rivera', stoppedAt: '2026-11-29T09:00:00.000Z', watchedUntil: '2026-11-29T09:09:00.000Z' } }]);
  });

  it('appends nothing to stop a watch the teacher does not hold', () => {
    spec.given([]).when(stop()).then([]);
    spec.given([started('u_mr_okafor', '2026-11-29T08:59:00.000Z', '2026-11-29T09:09:00.000Z')]).when(stop(rivera)).then([]);
    spec.given([started('u_mr_okafor', '2026-11-29T08:59:00.000Z', '2026-11-29T09:09:00.000Z')]).when(stop(okafor)).then([
      { type: 'ScratchpadWatchStopped', data: { studentUserId: 'u_ava_b', teacherUserId: 'u_mr_okafor', stoppedAt: '2026-11-29T09:00:00.000Z', watchedUntil: null } },
    ]);
  });

  it('pushes the student until when the pad is watched, on the student’s own subject', () => {
    expect(scratchpadWatchPushes(started('u_ms_rivera', '2026-11-29T09:00:00.000Z', '2026-11-29T09:10:00.000Z'))).toEqual([
      { subject: 'push.user.u_ava_b', payload: { event: 'SCRATCHPAD_WATCH', watchedUntil: '2026-11-29T09:10:00.000Z' } },
    ]);
    expect(scratchpadWatchPushes({ type: 'ScratchpadWatchStopped', data: { studentUserId: 'u_ava_b', teacherUserId: 'u_ms_rivera', stoppedAt: now.toISOString(), watchedUntil: null } })).toEqual([
      { subject: 'push.user.u_ava_b', payload: { event: 'SCRATCHPAD_WATCH', watchedUntil: null } },
    ]);
    expect(scratchpadWatchPushes({ type: 'ScratchpadWorkKept', data: {} })).toEqual([]);
  });
});
