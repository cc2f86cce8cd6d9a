import { describe, expect, it } from 'vitest';
import { feedPage, notification } from './notification-fixtures';
import { CSRF_HEADER, httpNotificationsApi } from './notifications-api';

/** A fetch that records requests and answers `body` as JSON. */
function fakeFetch(body: unknown, status = 200) {
  const requests: Array<{ url: string; method: string; headers: Record<string, string>; body: string | null }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: { ...(init?.headers as Record<string, string>) }, body: (init?.body as string | undefined) ?? null });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

describe('the notification calls', () => {
  it('fetches the feed, with the cursor for a later page', async () => {
    const { fetchImpl, requests } = fakeFetch(feedPage([notification('n1')], { nextCursor: 'c/2' }));
    const api = httpNotificationsApi(fetchImpl);
    const first = await api.fetchFeed(null);
    expect(first.notifications.map((n) => n.notificationId)).toEqual(['n1']);
    expect(first.nextCursor).toBe('c/2');
    await api.fetchFeed('c/2');
    expect(requests.map((r) => r.url)).toEqual(['/notifications/feed', '/notifications/feed?cursor=c%2F2']);
  });

  it('leaves out a notification of a kind it does not know instead of failing the page', async () => {
    const { fetchImpl } = fakeFetch(feedPage([notification('n1'), { ...notification('n2'), kind: 'from_the_future' } as never]));
    const page = await httpNotificationsApi(fetchImpl).fetchFeed(null);
    expect(page.notifications.map((n) => n.notificationId)).toEqual(['n1']);
  });

  it('reads the visitor answer', async () => {
    const { fetchImpl } = fakeFetch({ notifications: [], numUnreadNotifications: 0, secondsUntilNextUpdate: 0, isLoggedIn: false, nextCursor: null });
    expect((await httpNotificationsApi(fetchImpl).fetchFeed(null)).isLoggedIn).toBe(false);
  });

  it('marks read with a GET carrying the CSRF-style header', async () => {
    const { fetchImpl, requests } = fakeFetch({ numUnreadNotifications: 0 });
    expect(await httpNotificationsApi(fetchImpl).markRead()).toEqual({ numUnreadNotifications: 0 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/notifications/mark-read', method: 'GET' });
    expect(requests[0]!.headers[CSRF_HEADER]).toBe('1');
  });

  it('fails the mark-read with the server status', async () => {
    const { fetchImpl } = fakeFetch({ error: 'request.csrf_header_missing' }, 403);
    await expect(httpNotificationsApi(fetchImpl).markRead()).rejects.toMatchObject({ status: 403, errorKey: 'request.csrf_header_missing' });
  });

  it('mutes a kind for all students or one, and unmutes the same', async () => {
    const { fetchImpl, requests } = fakeFetch({ kind: 'mastered', studentUserId: null, mutedAt: '2030-01-01T09:00:00.000Z' });
    const api = httpNotificationsApi(fetchImpl);
    await api.mute({ kind: 'mastered', studentUserId: null });
    await api.mute({ kind: 'needs_help', studentUserId: 'u_ava_b' });
    await api.unmute({ kind: 'needs_help', studentUserId: 'u_ava_b' });
    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.body ?? 'null')])).toEqual([
      ['POST', '/notifications/mute', { kind: 'mastered' }],
      ['POST', '/notifications/mute', { kind: 'needs_help', studentUserId: 'u_ava_b' }],
      ['POST', '/notifications/unmute', { kind: 'needs_help', studentUserId: 'u_ava_b' }],
    ]);
  });
});
