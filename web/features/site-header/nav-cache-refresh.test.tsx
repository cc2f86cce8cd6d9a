// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSession } from '../../shared/session/session-api';
import { navCacheRefreshUrl, scheduleNavCacheRefresh, useNavCacheRefresh } from './nav-cache-refresh';

const teacher = (cacheRefresh: boolean, schoolId: string | null = 'school_maple') =>
  parseSession({
    userId: 'u_rivera',
    username: 'ms.rivera',
    displayName: 'Ms. Rivera',
    userType: 4,
    ...(schoolId ? { schoolId } : {}),
    navigation: { signedIn: true, cacheRefresh },
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nav cache refresh', () => {
  it('asks after random() × 10 s, with the school when there is one', () => {
    const request = vi.fn(async () => undefined);
    scheduleNavCacheRefresh('school_maple', { random: () => 0.25, request });
    vi.advanceTimersByTime(2_499);
    expect(request).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(request).toHaveBeenCalledWith('/refresh-site-nav-cache?schoolId=school_maple');
    expect(navCacheRefreshUrl(null)).toBe('/refresh-site-nav-cache');
  });

  it('waits at most 10 s, and sends nothing once cancelled', () => {
    const request = vi.fn(async () => undefined);
    scheduleNavCacheRefresh(null, { random: () => 0.999_999, request });
    vi.advanceTimersByTime(10_000);
    expect(request).toHaveBeenCalledWith('/refresh-site-nav-cache');

    const other = vi.fn(async () => undefined);
    const cancel = scheduleNavCacheRefresh(null, { random: () => 0.5, request: other });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(other).not.toHaveBeenCalled();
  });

  it('fires once for a session with the flag, not again on a re-render, and ignores a failure', () => {
    const request = vi.fn(async () => {
      throw new Error('offline');
    });
    const { rerender } = renderHook(({ session }) => useNavCacheRefresh(session, { random: () => 0.1, request }), {
      initialProps: { session: teacher(true) },
    });
    vi.advanceTimersByTime(1_000);
    expect(request).toHaveBeenCalledTimes(1);
    rerender({ session: teacher(true) });
    vi.advanceTimersByTime(10_000);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the flag or for a visitor', () => {
    const request = vi.fn(async () => undefined);
    const { rerender } = renderHook(({ session }) => useNavCacheRefresh(session, { random: () => 0, request }), {
      initialProps: { session: teacher(false) as ReturnType<typeof parseSession> | null },
    });
    rerender({ session: parseSession({ userType: 0, navigation: { cacheRefresh: true } }) });
    rerender({ session: null });
    vi.advanceTimersByTime(10_000);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends no schoolId for a user without a school', () => {
    const request = vi.fn(async () => undefined);
    renderHook(() => useNavCacheRefresh(teacher(true, null), { random: () => 0, request }));
    vi.advanceTimersByTime(0);
    expect(request).toHaveBeenCalledWith('/refresh-site-nav-cache');
  });
});
