import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FluencyProgress, GamesList, JudgedFluencyAnswer, ServedFluencyFact, StartedFluencyRound } from '../../events/games';
import { factOfKey } from '../../events/games/fluency-facts';
import { matchPageRoute } from '../../web/app/page-routes';
import { demoUserId } from '../demo/demo-school';
import { startTestApp } from '../../tests/support/test-app';

// Issue 28 (docs/games.md): the game catalogue and the fluency zone's calls over a real SQLite
// log with the demo school: the server serves and times every fact, judges every answer, and
// refuses what the rules refuse with a key of the catalogue, appending nothing.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  for (const username of ['ava.b', 'noah.c', 'mia.d', 'ms.rivera', 'park.family', 'mina', 'joon']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const startRound = async (username: string, body: unknown = { operation: 'multiplication', upTo: 10 }) => t.postJson('/fluency-zone/rounds', body, as(username));
const newRound = async (username: string, body?: unknown) => ((await (await startRound(username, body)).json()) as StartedFluencyRound).roundId;
const fact = (username: string, roundId: string) => t.request(`/fluency-zone/rounds/${roundId}/fact`, as(username));
const served = async (username: string, roundId: string) => (await (await fact(username, roundId)).json()) as ServedFluencyFact;
const answer = (username: string, roundId: string, body: unknown) => t.postJson(`/fluency-zone/rounds/${roundId}/answer`, body, as(username));
const progress = async (username: string, operation = 'multiplication') =>
  (await (await t.request(`/fluency-zone/progress?operation=${operation}`, { cookie: cookies[username]! })).json()) as FluencyProgress;

/** The status and body of a refusal, and whether the log grew. */
async function refused(send: () => Response | Promise<Response>) {
  const before = await t.log.store.lastPosition();
  const response = await send();
  return { status: response.status, body: (await response.json()) as unknown, appended: (await t.log.store.lastPosition()) - before };
}

describe('GET /games', () => {
  it('lists the catalogue, every game with its page and a screenshot the product ships', async () => {
    const response = await t.request('/games');
    expect(response.status).toBe(200);
    const { games } = (await response.json()) as GamesList;
    expect(games).toHaveLength(11);
    expect(games[0]).toEqual({
      gameId: 1001,
      name: 'Fluency zone: addition within 10',
      subject: 'math',
      gradeRange: 'K–1st',
      grades: { from: 0, to: 1 },
      kind: 'fluency',
      url: '/fluency-zone?operation=addition&upTo=10',
      screenshotUrl: '/games/screenshots/addition-10.svg',
    });
    for (const game of games) {
      expect(matchPageRoute(game.url)?.name, game.url).toBe(game.kind === 'fluency' ? 'fluencyZone' : 'raceway');
      expect(existsSync(join(import.meta.dirname, '../../web/public', game.screenshotUrl)), game.screenshotUrl).toBe(true);
    }
  });

  it('filters by subject and grade; empty filters mean any; a bad one is 400 games.invalid_filter', async () => {
    const names = async (query: string) => ((await (await t.request(`/games?${query}`)).json()) as GamesList).games.map((game) => game.gameId);
    expect(await names('subject=math&grade=3')).toEqual([1005, 1006, 1010]);
    expect(await names('subject=math&grade=4')).toEqual([1005, 1006, 1010, 1007, 1008]);
    expect(await names('subject=ela')).toEqual([]);
    expect(await names('subject=&grade=')).toHaveLength(11);
    expect(await refused(() => t.request('/games?grade=13'))).toEqual({ status: 400, body: { error: 'games.invalid_filter' }, appended: 0 });
    expect(await refused(() => t.request('/games?subject=art'))).toEqual({ status: 400, body: { error: 'games.invalid_filter' }, appended: 0 });
  });
});

describe('the fluency zone is for members', () => {
  it('answers a visitor 401 fluency_zone.members_only and appends nothing', async () => {
    expect(await refused(() => t.postJson('/fluency-zone/rounds', { operation: 'addition', upTo: 10 }, { headers: csrf }))).toEqual({
      status: 401,
      body: { error: 'fluency_zone.members_only' },
      appended: 0,
    });
    expect((await refused(() => t.request('/fluency-zone/progress?operation=addition'))).status).toBe(401);
  });

  it('requires the X-CSRF-Protection header of the product’s pages on the calls that change state', async () => {
    const roundId = await newRound('ava.b');
    const missing = { status: 403, body: { error: 'request.csrf_header_missing' }, appended: 0 };
    expect(await refused(() => t.postJson('/fluency-zone/rounds', { operation: 'addition', upTo: 10 }, { cookie: cookies['ava.b']! }))).toEqual(missing);
    expect(await refused(() => t.request(`/fluency-zone/rounds/${roundId}/fact`, { cookie: cookies['ava.b']! }))).toEqual(missing);
    expect(await refused(() => t.postJson(`/fluency-zone/rounds/${roundId}/answer`, { factKey: '2x3', response: 6 }, { cookie: cookies['ava.b']! }))).toEqual(missing);
  });
});

describe('POST /fluency-zone/rounds', () => {
  it('starts a two-minute round', async () => {
    const response = await startRound('ava.b', { operation: 'addition', upTo: 20 });
    expect(response.status).toBe(200);
    const round = (await response.json()) as StartedFluencyRound;
    expect(round).toEqual({
      roundId: expect.any(String),
      operation: 'addition',
      upTo: 20,
      startedAt: t.clock().toISOString(),
      endsAt: new Date(t.clock().getTime() + 120_000).toISOString(),
      secondsLeft: 120,
    });
  });

  it('bounds the rounds a member starts: 60 an hour, then 429 fluency_zone.too_many_rounds and nothing appended', async () => {
    for (let n = 0; n < 59; n++) expect((await startRound('ms.rivera')).status).toBe(200);
    // A start the rules refuse (a range addition does not have) appends nothing and does not count.
    expect((await startRound('ms.rivera', { operation: 'addition', upTo: 12 })).status).toBe(400);
    expect((await startRound('ms.rivera')).status).toBe(200);
    const response = await startRound('ms.rivera');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused(() => startRound('ms.rivera'))).toMatchObject({ status: 429, body: { error: 'fluency_zone.too_many_rounds' }, appended: 0 });
    t.clock.advance(60 * 60 * 1000);
    expect((await startRound('ms.rivera')).status).toBe(200);
  });

  it('refuses a range the operation does not have, or an unknown operation, with 400 and appends nothing', async () => {
    expect(await refused(() => startRound('ava.b', { operation: 'addition', upTo: 12 }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_range' }, appended: 0 });
    expect(await refused(() => startRound('ava.b', { operation: 'division', upTo: 20 }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_range' }, appended: 0 });
    expect(await refused(() => startRound('ava.b', { operation: 'modulo', upTo: 10 }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_operation' }, appended: 0 });
    expect(await refused(() => startRound('ava.b', { operation: 'addition' }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_range' }, appended: 0 });
  });
});

describe('GET /fluency-zone/rounds/{roundId}/fact and POST …/answer', () => {
  it('serves a fact without its answer, the same one until it is answered, and times the answer from the moment it served it', async () => {
    const roundId = await newRound('noah.c');
    const first = await fact('noah.c', roundId);
    expect(first.status).toBe(200);
    const shown = (await first.json()) as ServedFluencyFact;
    expect(Object.keys(shown).sort()).toEqual(['factKey', 'prompt', 'secondsLeft', 'servedNumber']);
    expect(shown.prompt).toMatch(/^\d+ × \d+$/);
    t.clock.advance(1_500);
    // Asked again (a reload), the same fact: its clock kept running.
    expect(await (await fact('noah.c', roundId)).json()).toMatchObject({ factKey: shown.factKey, servedNumber: 1 });
    t.clock.advance(1_000);
    // A time the client reports is not read.
    const judged = (await (await answer('noah.c', roundId, { factKey: shown.factKey, response: String(factOfKey(shown.factKey)!.answer), seconds: 0.1 })).json()) as JudgedFluencyAnswer;
    expect(judged).toMatchObject({ correct: true, seconds: 2.5, correctAnswer: factOfKey(shown.factKey)!.answer, outcome: 'fast', factState: 'learning', answered: 1, right: 1 });
    const next = await served('noah.c', roundId);
    expect(next.servedNumber).toBe(2);
    expect(next.factKey).not.toBe(shown.factKey);
    t.clock.advance(4_000);
    const wrong = (await (await answer('noah.c', roundId, { factKey: next.factKey, response: factOfKey(next.factKey)!.answer + 1 })).json()) as JudgedFluencyAnswer;
    expect(wrong).toMatchObject({ correct: false, seconds: 4, correctAnswer: factOfKey(next.factKey)!.answer, outcome: 'missed', answered: 2, right: 1 });
  });

  it('refuses an answer to a fact that is not the one served, or when none is served, with 409 and appends nothing', async () => {
    const roundId = await newRound('mia.d');
    expect(await refused(() => answer('mia.d', roundId, { factKey: '2x3', response: 6 }))).toEqual({ status: 409, body: { error: 'fluency_zone.no_fact_served' }, appended: 0 });
    const { factKey } = await served('mia.d', roundId);
    const other = factKey === '2x3' ? '3x2' : '2x3';
    expect(await refused(() => answer('mia.d', roundId, { factKey: other, response: 6 }))).toEqual({ status: 409, body: { error: 'fluency_zone.not_the_served_fact' }, appended: 0 });
    expect(await refused(() => answer('mia.d', roundId, { factKey, response: 'six' }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_response' }, appended: 0 });
    expect(await refused(() => answer('mia.d', roundId, { factKey, response: 123456 }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_response' }, appended: 0 });
    expect(await refused(() => answer('mia.d', roundId, { factKey }))).toEqual({ status: 400, body: { error: 'fluency_zone.invalid_response' }, appended: 0 });
  });

  it('lets a member use only their own rounds: another’s is 403 fluency_zone.not_your_round, an unknown one 404', async () => {
    const roundId = await newRound('ava.b');
    const { factKey } = await served('ava.b', roundId);
    expect(await refused(() => fact('noah.c', roundId))).toEqual({ status: 403, body: { error: 'fluency_zone.not_your_round' }, appended: 0 });
    expect(await refused(() => answer('noah.c', roundId, { factKey, response: 1 }))).toEqual({ status: 403, body: { error: 'fluency_zone.not_your_round' }, appended: 0 });
    expect(await refused(() => fact('ava.b', 'no-such-round'))).toEqual({ status: 404, body: { error: 'fluency_zone.unknown_round' }, appended: 0 });
    expect(await refused(() => answer('ava.b', 'no-such-round', { factKey, response: 1 }))).toEqual({ status: 404, body: { error: 'fluency_zone.unknown_round' }, appended: 0 });
  });

  it('serves nothing after two minutes, takes an answer within the grace, and refuses a later one', async () => {
    const roundId = await newRound('ava.b');
    const { factKey } = await served('ava.b', roundId);
    t.clock.advance(121_000);
    expect(await refused(() => answer('ava.b', roundId, { factKey, response: factOfKey(factKey)!.answer }))).toMatchObject({ status: 200, appended: 1 });
    expect(await refused(() => fact('ava.b', roundId))).toEqual({ status: 409, body: { error: 'fluency_zone.round_over' }, appended: 0 });

    const late = await newRound('ava.b');
    const lateFact = await served('ava.b', late);
    t.clock.advance(122_001);
    expect(await refused(() => answer('ava.b', late, { factKey: lateFact.factKey, response: factOfKey(lateFact.factKey)!.answer }))).toEqual({
      status: 409,
      body: { error: 'fluency_zone.round_over' },
      appended: 0,
    });
  });
});

describe('GET /fluency-zone/progress', () => {
  it('answers every fact of the operation with its state; fluent after three fast right answers in the last four', async () => {
    const before = await progress('joon', 'division');
    expect(before.facts).toHaveLength(156);
    expect(before.counts).toEqual({ new: 156, learning: 0, fluent: 0 });
    expect(before.ranges).toEqual([10, 12]);
    expect(before.facts.find((each) => each.factKey === '12/3')).toEqual({ factKey: '12/3', prompt: '12 ÷ 3', row: 3, column: 4, ranges: [10, 12], state: 'new', tries: 0, recent: [] });

    // Three rounds' worth of fast right answers to whatever comes: a fact answered fast three times is fluent.
    const tries = new Map<string, number>();
    let fluent: string | null = null;
    for (let round = 0; round < 40 && fluent === null; round++) {
      const roundId = await newRound('joon', { operation: 'division', upTo: 10 });
      for (let n = 0; n < 30 && fluent === null; n++) {
        const { factKey } = await served('joon', roundId);
        t.clock.advance(1_000);
        const judged = (await (await answer('joon', roundId, { factKey, response: factOfKey(factKey)!.answer })).json()) as JudgedFluencyAnswer;
        tries.set(factKey, (tries.get(factKey) ?? 0) + 1);
        expect(judged.factState).toBe(tries.get(factKey)! >= 3 ? 'fluent' : 'learning');
        if (judged.factState === 'fluent') fluent = factKey;
      }
      t.clock.advance(125_000);
    }
    expect(fluent).not.toBeNull();
    const after = await progress('joon', 'division');
    expect(after.facts.find((each) => each.factKey === fluent)).toMatchObject({ state: 'fluent', tries: 3, recent: ['fast', 'fast', 'fast'] });
    expect(after.counts.fluent).toBe(1);
    expect(after.streak.current).toBe([...tries.values()].reduce((sum, n) => sum + n, 0));
    expect(after.rounds[0]).toMatchObject({ operation: 'division', upTo: 10, finished: true, accuracy: 1 });
    expect(after.rounds[0]!.factsPerMinute).toBe(after.rounds[0]!.answered / 2);
  });

  it('refuses an unknown operation with 400 fluency_zone.invalid_operation', async () => {
    expect(await refused(() => t.request('/fluency-zone/progress?operation=modulo', { cookie: cookies['ava.b']! }))).toEqual({
      status: 400,
      body: { error: 'fluency_zone.invalid_operation' },
      appended: 0,
    });
  });
});

describe('hideGames', () => {
  const edit = (username: string, value: boolean, forUserId?: string) =>
    t.request('/profile/edit/hideGames', {
      method: 'POST',
      cookie: cookies[username]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrf },
      body: new URLSearchParams({ value: String(value), ...(forUserId ? { forUserId } : {}) }),
    });

  it('a student who turns it on gets 403 games.hidden from every game route, and no games in search or on the subject page', async () => {
    const roundId = await newRound('mia.d');
    expect((await edit('mia.d', true)).status).toBe(200);
    const hidden = { status: 403, body: { error: 'games.hidden' }, appended: 0 };
    expect(await refused(() => t.request('/games', { cookie: cookies['mia.d']! }))).toEqual(hidden);
    expect(await refused(() => startRound('mia.d'))).toEqual(hidden);
    expect(await refused(() => fact('mia.d', roundId))).toEqual(hidden);
    expect(await refused(() => answer('mia.d', roundId, { factKey: '2x3', response: 6 }))).toEqual(hidden);
    expect(await refused(() => t.request('/fluency-zone/progress?operation=addition', { cookie: cookies['mia.d']! }))).toEqual(hidden);
    // The raceway is a game too.
    expect(await refused(() => t.postJson('/raceway/races', { permacode: 'ABC12', questions: 5 }, as('mia.d')))).toEqual(hidden);
    expect(await refused(() => t.request('/raceway/races/any-race', as('mia.d')))).toEqual(hidden);

    const search = async (cookie?: string) => (await (await t.request('/search/quickbarSearch?q=fluency', cookie ? { cookie } : {})).json()) as { bundles: { type: string }[] };
    expect((await search()).bundles.map((bundle) => bundle.type)).toContain('game');
    expect((await search(cookies['mia.d'])).bundles.map((bundle) => bundle.type)).not.toContain('game');
    const results = (await (await t.request('/search/results?q=fluency&filters=game', { cookie: cookies['mia.d']! })).json()) as { results: unknown[]; counts: Record<string, number> };
    expect(results.counts.game).toBe(0);
    expect(results.results.filter((result) => (result as { type: string }).type === 'game')).toEqual([]);
    const landing = (await (await t.request('/catalogue/landing?subject=math', { cookie: cookies['mia.d']! })).json()) as { games: unknown[]; gamesHidden: boolean };
    expect(landing).toMatchObject({ games: [], gamesHidden: true });

    expect((await edit('mia.d', false)).status).toBe(200);
    expect((await t.request('/games', { cookie: cookies['mia.d']! })).status).toBe(200);
  });

  type GameBundles = { bundles: { type: string; results: { url: string; screenshotUrl: string | null; gameId: number }[] }[] };
  it('search results link games to their pages and carry their screenshots; the subject page lists them', async () => {
    const { bundles } = (await (await t.request('/search/quickbarSearch?q=fluency')).json()) as GameBundles;
    const games = bundles.find((bundle) => bundle.type === 'game')!.results;
    expect(games.map((game) => [game.gameId, game.url, game.screenshotUrl])).toContainEqual([1005, '/fluency-zone?operation=multiplication&upTo=10', '/games/screenshots/multiplication-10.svg']);
    const landing = (await (await t.request('/catalogue/landing?subject=math')).json()) as { games: { gameId: number; url: string; screenshotUrl: string }[]; gamesHidden: boolean };
    expect(landing.gamesHidden).toBe(false);
    expect(landing.games.map((game) => game.gameId)).toEqual([1001, 1002, 1009, 1003, 1004, 1005, 1006, 1010, 1007, 1008, 1011]);
    expect(landing.games.every((game) => ['fluencyZone', 'raceway'].includes(matchPageRoute(game.url)?.name ?? ''))).toBe(true);
    const raceway = (await (await t.request('/search/quickbarSearch?q=raceway')).json()) as GameBundles;
    expect(raceway.bundles.find((bundle) => bundle.type === 'game')!.results.map((game) => [game.gameId, game.url, game.screenshotUrl])).toContainEqual([1010, '/raceway?subject=math&grade=3', '/games/screenshots/raceway-math-3-5.svg']);
  });

  it('a parent turns it on for their child; not for someone else’s', async () => {
    expect((await edit('park.family', true, demoUserId('mina'))).status).toBe(200);
    expect(await refused(() => t.request('/games', { cookie: cookies.mina! }))).toMatchObject({ status: 403, body: { error: 'games.hidden' } });
    expect((await t.request('/games', { cookie: cookies.joon! })).status).toBe(200);
    const view = (await (await t.request('/profile/fields', { cookie: cookies['park.family']! })).json()) as { children: { username: string; hideGames: boolean }[] };
    expect(view.children.map((child) => [child.username, child.hideGames]).sort()).toEqual([
      ['joon', false],
      ['mina', true],
    ]);
    expect((await refused(() => edit('park.family', true, demoUserId('ava.b')))).status).toBe(403);
    expect((await refused(() => edit('ava.b', true, demoUserId('noah.c')))).status).toBe(403);
    expect((await edit('park.family', false, demoUserId('mina'))).status).toBe(200);
    expect((await t.request('/games', { cookie: cookies.mina! })).status).toBe(200);
  });
});
