import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { checkFocusActive, endFocusSession, startFocusSession, teacherSessionInfoSchema } from './teacher-focus-api';

const answer = (status: number, body: unknown, statusText = '') => ({
  fetchImpl: (async () => new Response(body === null ? null : JSON.stringify(body), { status, statusText })) as typeof fetch,
});

describe('teacher focus calls', () => {
  it('reads a check and an end', async () => {
    await expect(checkFocusActive(answer(200, { timeoutMs: 30_000, focusSessionID: 3, endTime: 99 }))).resolves.toEqual({
      focusSessionID: 3,
      timeoutMs: 30_000,
      endTime: 99,
    });
    await expect(checkFocusActive(answer(200, { timeoutMs: 0, focusSessionID: 0 }))).resolves.toEqual({ focusSessionID: 0, timeoutMs: 0, endTime: null });
    await expect(endFocusSession(3, answer(200, { durationInMinutes: 12 }))).resolves.toEqual({ durationInMinutes: 12 });
  });

  it('fails a non-OK end or check with an HttpError carrying the status text (spec §8)', async () => {
    const error = await endFocusSession(3, answer(403, { error: 'focus.not_your_session' }, 'Forbidden')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, statusText: 'Forbidden', errorKey: 'focus.not_your_session' });
    await expect(checkFocusActive(answer(503, null, 'Service Unavailable'))).rejects.toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    const offline = {
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    };
    await expect(checkFocusActive(offline)).rejects.toMatchObject({ status: 0, statusText: '' });
  });

  it('refuses a check that is not the check shape instead of reading it as "over"', async () => {
    await expect(checkFocusActive(answer(200, { timeoutMs: 'soon' }, 'OK'))).rejects.toMatchObject({ errorKey: 'app.error.unexpectedResponse' });
  });

  it('reads the session info, null when none runs; a student of unknown status is an error', () => {
    const info = {
      focusSessionID: 5,
      endTime: 10,
      timeoutMs: 20,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      pubsubToken: 'jwt',
      students: [{ userId: 'u_ava_b', displayName: 'Ava B.', status: 'opted_out' }],
    };
    expect(teacherSessionInfoSchema.parse(null)).toBeNull();
    expect(teacherSessionInfoSchema.parse(info)).toEqual({
      focusSessionID: 5,
      endTime: 10,
      timeoutMs: 20,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      students: [{ userId: 'u_ava_b', displayName: 'Ava B.', status: 'opted_out' }],
    });
    expect(teacherSessionInfoSchema.safeParse({ ...info, students: [{ userId: 'u_bad', displayName: 'Bad', status: 'asleep' }] }).success).toBe(false);
  });
});

describe('starting a session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the started session back with its students', async () => {
    const started = { focusSessionID: 9, endTime: 10, timeoutMs: 20, allowedSubjectsText: 'Math', allowedGradesText: 'Grade 4' };
    const students = [{ userId: 'u_ava_b', displayName: 'Ava B.', status: 'in' }];
    const calls: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return Response.json(url === '/focus-zone/start' ? started : { ...started, students });
    }) as typeof fetch;
    vi.stubGlobal('fetch', fetchImpl);
    await expect(startFocusSession({ classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 })).resolves.toEqual({
      ...started,
      students,
    });
    expect(calls).toEqual(['POST /focus-zone/start', 'GET /focus-zone/teacher-session-info']);
  });
});
