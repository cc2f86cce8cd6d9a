import { describe, expect, it } from 'vitest';
import { checkFocusActive, endFocusSession, FocusStatusError, parseTeacherFocusSession } from './teacher-focus-api';

const answer = (status: number, body: unknown, statusText = '') =>
  (async () => new Response(body === null ? null : JSON.stringify(body), { status, statusText })) as typeof fetch;

describe('teacher focus calls', () => {
  it('reads a check and an end', async () => {
    await expect(checkFocusActive(answer(200, { timeoutMs: 30_000, focusSessionID: 3, endTime: 99 }))).resolves.toEqual({
      focusSessionID: 3,
      timeoutMs: 30_000,
      endTime: 99,
    });
    await expect(checkFocusActive(answer(200, { timeoutMs: 0, focusSessionID: 0 }))).resolves.toMatchObject({ focusSessionID: 0 });
    await expect(endFocusSession(3, answer(200, { durationInMinutes: 12 }))).resolves.toEqual({ durationInMinutes: 12 });
  });

  it('fails a non-OK end or check with the status text (spec §8)', async () => {
    const error = await endFocusSession(3, answer(403, { error: 'focus.not_your_session' }, 'Forbidden')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FocusStatusError);
    expect(error).toMatchObject({ status: 403, statusText: 'Forbidden', message: 'Forbidden' });
    await expect(checkFocusActive(answer(503, null, 'Service Unavailable'))).rejects.toMatchObject({ statusText: 'Service Unavailable' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(checkFocusActive(offline)).rejects.toMatchObject({ status: 0, statusText: '' });
  });

  it('reads the session info, null when none runs', () => {
    expect(parseTeacherFocusSession(null)).toBeNull();
    expect(
      parseTeacherFocusSession({
        focusSessionID: 5,
        endTime: 10,
        timeoutMs: 20,
        allowedSubjectsText: 'Math',
        allowedGradesText: 'Grade 4',
        students: [
          { userId: 'u_ava_b', displayName: 'Ava B.', status: 'opted_out' },
          { userId: 'u_bad', status: 'asleep' },
        ],
      }),
    ).toEqual({
      focusSessionID: 5,
      endTime: 10,
      timeoutMs: 20,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      students: [{ userId: 'u_ava_b', displayName: 'Ava B.', status: 'opted_out' }],
    });
  });
});
