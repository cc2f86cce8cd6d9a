import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_ID_LIFETIME_MS } from '../../server/auth/signed-tracking-ids';
import { PUBLIC_WRITE_LIMITS } from '../../server/http/public-write-limits';
import { startTestApp } from '../support/test-app';

// Issue 20 item 4: GET /search/logSearchResult records only tracking ids the
// server issued with a search (signed, 30 minutes), each (search, url) once, and
// at most 60 clicks a minute per visitor address and per signed-in user.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Every test in a fresh minute of the app's clock, so the limits start from zero.
beforeEach(() => t.clock.advance(60 * 60 * 1000));

/** A tracking id as the server hands it out with a search (the quickbar's, or the results page's). */
async function searchTrackingId(cookie?: string, from: 'quickbar' | 'results' = 'quickbar'): Promise<string> {
  const path = from === 'quickbar' ? '/search/quickbarSearch?q=fractions' : '/search/results?q=fractions';
  const response = await t.request(path, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as { trackingId: string }).trackingId;
}

async function click(trackingId: string, url = '/math/grade-4', cookie?: string): Promise<Response> {
  const query = new URLSearchParams({ q: 'fractions', url, trackingId, searchType: 'autocomplete-nav', resultType: 'skill' });
  return t.request(`/search/logSearchResult?${query}`, cookie ? { cookie } : {});
}

/** The clicks appended after `position`. */
function clicksSince(position: number) {
  return t.log.store.readAll(position, 10_000).filter((event) => event.type === 'SearchResultClicked');
}

describe('a click is recorded only with a tracking id the server issued', () => {
  it('answers 400 search.invalid_click to 300 made-up or altered ids, and appends nothing', async () => {
    const genuine = await searchTrackingId();
    const madeUp = [
      ...Array.from({ length: 100 }, () => randomUUID()),
      ...Array.from({ length: 100 }, () => randomBytes(77).toString('base64url')),
      ...Array.from({ length: 100 }, (_, i) => {
        const at = i % genuine.length;
        return `${genuine.slice(0, at)}${genuine[at] === 'x' ? 'y' : 'x'}${genuine.slice(at + 1)}`;
      }),
    ];
    const before = t.log.store.lastPosition();
    for (const trackingId of madeUp) {
      const response = await click(trackingId);
      expect(response.status, trackingId).toBe(400);
      expect(await response.json()).toEqual({ error: 'search.invalid_click' });
    }
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('records a click with the id of a quickbar search or a results page, under the search’s own id (never the signed token)', async () => {
    for (const from of ['quickbar', 'results'] as const) {
      const trackingId = await searchTrackingId(undefined, from);
      const before = t.log.store.lastPosition();
      expect((await click(trackingId, '/math/grade-4')).status).toBe(204);
      const [recorded] = clicksSince(before);
      expect(recorded).toMatchObject({ type: 'SearchResultClicked', data: { phrase: 'fractions', url: '/math/grade-4', userId: null } });
      const searchId = (recorded!.data as { trackingId: string }).trackingId;
      expect(recorded!.metadata.streamId).toBe(`search:${searchId}`);
      expect(trackingId).not.toContain(searchId);
      expect(JSON.stringify(recorded)).not.toContain(trackingId);
    }
  });

  it('refuses an id 30 minutes after its search, and appends nothing', async () => {
    const trackingId = await searchTrackingId();
    t.clock.advance(TRACKING_ID_LIFETIME_MS - 1000);
    expect((await click(trackingId, '/math/grade-3')).status).toBe(204);
    t.clock.advance(1000);
    const before = t.log.store.lastPosition();
    const expired = await click(trackingId, '/math/grade-4');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: 'search.invalid_click' });
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

describe('a click is recorded once', () => {
  it('records the same result of the same search once however often it is clicked, and another result again', async () => {
    const trackingId = await searchTrackingId();
    const before = t.log.store.lastPosition();
    for (let i = 0; i < 30; i++) expect((await click(trackingId, '/math/grade-4')).status).toBe(204);
    expect(clicksSince(before)).toHaveLength(1);
    expect((await click(trackingId, '/math/grade-5')).status).toBe(204);
    expect((await click(trackingId, '/math/grade-5')).status).toBe(204);
    expect(clicksSince(before).map((event) => (event.data as { url: string }).url)).toEqual(['/math/grade-4', '/math/grade-5']);
    // A new search of the same phrase is a new search: its click is recorded.
    expect((await click(await searchTrackingId(), '/math/grade-4')).status).toBe(204);
    expect(clicksSince(before)).toHaveLength(3);
  });

  it('does not count repeats against the limit', async () => {
    const trackingId = await searchTrackingId();
    const before = t.log.store.lastPosition();
    for (let i = 0; i < 100; i++) await click(trackingId, '/math/grade-4');
    for (let i = 0; i < 10; i++) await click(trackingId, `/math/grade-4?n=${i}`);
    expect(clicksSince(before)).toHaveLength(11);
  });
});

describe('at most 60 recorded clicks a minute', () => {
  it('answers 150 genuine clicks from one address with 204 and records at most 60 of them; the next minute records again', async () => {
    const trackingIds = await Promise.all(Array.from({ length: 15 }, () => searchTrackingId()));
    const before = t.log.store.lastPosition();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => click(trackingIds[i % 15]!, `/math/grade-4?n=${i}`)));
    expect(answers.map((response) => response.status)).toEqual(Array(150).fill(204));
    expect(clicksSince(before)).toHaveLength(PUBLIC_WRITE_LIMITS.searchClick.points);
    t.clock.advance(60 * 1000);
    const next = t.log.store.lastPosition();
    expect((await click(trackingIds[0]!, '/science/grade-4')).status).toBe(204);
    expect(clicksSince(next)).toHaveLength(1);
  });

  it('gives a signed-in user a limit of their own, apart from their address’s', async () => {
    const cookie = await t.signIn('ava.b');
    const visitorSearch = await searchTrackingId();
    const avaSearch = await searchTrackingId(cookie);
    const before = t.log.store.lastPosition();
    // Visitors at this address use up its minute…
    for (let i = 0; i < 70; i++) expect((await click(visitorSearch, `/math/grade-4?n=${i}`)).status).toBe(204);
    expect(clicksSince(before)).toHaveLength(60);
    // …and Ava, at the same address, is still recorded, up to her own 60.
    const avas = t.log.store.lastPosition();
    for (let i = 0; i < 70; i++) expect((await click(avaSearch, `/math/grade-4?n=${i}`, cookie)).status).toBe(204);
    const recorded = clicksSince(avas);
    expect(recorded).toHaveLength(60);
    expect(recorded.every((event) => (event.data as { userId: string | null }).userId === 'u_ava_b')).toBe(true);
    expect(recorded.every((event) => event.metadata.actor === 'u_ava_b')).toBe(true);
  });
});
