import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../features/all-features';
import { startTestApp } from '../../tests/support/test-app';
import { diffRows } from './row-diff';
import { timeTravel, type TimeTravelSource } from './time-travel';

// Time travel over a real log: a focus session's participants before and after
// a student opts out, built chunk by chunk with the progress reported.

let t: Awaited<ReturnType<typeof startTestApp>>;
let source: TimeTravelSource;
const positions = { started: 0, optedOut: 0 };
let focusSessionId = 0;

beforeAll(async () => {
  t = await startTestApp();
  const teacher = await t.signIn('ms.rivera');
  const ava = await t.signIn('ava.b');
  const started = await t.postJson('/focus-zone/start', { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 }, { cookie: teacher });
  focusSessionId = ((await started.json()) as { focusSessionID: number }).focusSessionID;
  positions.started = t.log.store.lastPosition();
  expect((await t.postJson('/focus-zone/leave', { focusSessionId }, { cookie: ava })).status).toBe(200);
  positions.optedOut = t.log.store.lastPosition();
  source = {
    readAll: (from, limit) => t.log.store.readAll(from, limit),
    lastPosition: () => t.log.store.lastPosition(),
    timeAt: () => null,
  };
}, 60_000);
afterAll(() => t.close());

describe('time travel', () => {
  it('shows the read model as it was at each position', () => {
    const travel = timeTravel(source, allProjections);
    const before = travel.snapshot('focus-session-participants', String(focusSessionId), positions.started);
    const after = travel.snapshot('focus-session-participants', String(focusSessionId), positions.optedOut);
    expect(before.state).toBe('done');
    expect(before.rows).toHaveLength(24);
    expect(before.rows.find((row) => row.studentUserId === 'u_ava_b')).toEqual({ studentUserId: 'u_ava_b', status: 'in' });
    expect(after.rows.find((row) => row.studentUserId === 'u_ava_b')).toEqual({ studentUserId: 'u_ava_b', status: 'opted_out' });
    expect(travel.snapshot('focus-session-participants', String(focusSessionId), positions.started - 1).rows).toEqual([]);
    const diff = diffRows(before.rows, after.rows, (row) => String(row.studentUserId));
    expect(diff).toEqual({ added: [], removed: [], changed: [{ key: 'u_ava_b', before: { studentUserId: 'u_ava_b', status: 'in' }, after: { studentUserId: 'u_ava_b', status: 'opted_out' } }], unchanged: 23 });
  });

  it('replays a long log a chunk per turn, reporting progress, and joins the running job when asked again', async () => {
    const turns: (() => void)[] = [];
    const travel = timeTravel(source, allProjections, { chunk: 50, yieldTurn: () => new Promise((resolve) => turns.push(resolve)) });
    const first = travel.snapshot('focus-session-participants', String(focusSessionId), positions.optedOut);
    expect(first).toMatchObject({ state: 'running', done: 50, total: positions.optedOut, rows: [] });
    turns.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    const second = travel.snapshot('focus-session-participants', String(focusSessionId), positions.optedOut);
    expect(second).toMatchObject({ state: 'running', done: 100 });
    while (travel.snapshot('focus-session-participants', String(focusSessionId), positions.optedOut).state === 'running') {
      turns.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const done = travel.snapshot('focus-session-participants', String(focusSessionId), positions.optedOut);
    expect(done).toMatchObject({ state: 'done', done: positions.optedOut });
    expect(done.rows.find((row) => row.studentUserId === 'u_ava_b')).toEqual({ studentUserId: 'u_ava_b', status: 'opted_out' });
  });

  it('clamps a position past the end to the end, and refuses a malformed subject before replaying', () => {
    const travel = timeTravel(source, allProjections);
    expect(travel.snapshot('focus-session-participants', String(focusSessionId), 10 ** 12).position).toBe(t.log.store.lastPosition());
    expect(() => travel.snapshot('focus-session-participants', 'not a number', 5)).toThrow(expect.objectContaining({ key: 'explorer.invalid_subject', status: 400 }));
  });
});
