import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCatalogue } from '../../server/catalogue/publish-catalogue';
import { startTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
});
afterAll(() => t.close());

const quickbar = async (q: string, init: { cookie?: string; maxLines?: number } = {}) => {
  const response = await t.request(`/search/quickbarSearch?q=${encodeURIComponent(q)}&maxLines=${init.maxLines ?? 12}`, init.cookie ? { cookie: init.cookie } : {});
  return { status: response.status, body: await response.json() };
};
const resultFields = [
  'formattedName', 'url', 'matchedCategory', 'gameId', 'gradeRange', 'defaultSkillNumber', 'editionDefaultSkillCodeMatch', 'skillCodeMatch',
  'skillNumber', 'isUniqueSkillCodeMatch', 'tag', 'grade', 'isUpcomingSkill', 'gradeInfo', 'lessonName', 'lessonNumber', 'screenshotUrl', 'thisLessonText',
];

describe('the catalogue', () => {
  it('has at least 20,000 skills in five editions, and republishing unchanged content appends nothing', async () => {
    const skills = t.log.db.prepare("SELECT COUNT(*) FROM catalogue_items WHERE kind = 'skill'").pluck().get() as number;
    expect(skills).toBeGreaterThanOrEqual(20_000);
    expect(t.log.db.prepare('SELECT DISTINCT edition FROM catalogue_items ORDER BY edition').pluck().all()).toEqual(['AU', 'CA', 'IL', 'UK', 'US']);
    const before = t.log.store.lastPosition();
    expect(await publishCatalogue(t.log)).toBe(0);
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

describe('GET /search/quickbarSearch', () => {
  it('answers the spec §3 response with bundles of each type, every result carrying every listed field', async () => {
    const types = new Set<string>();
    for (const q of ['fractions', 'addition', 'compare', 'grade 4 math', 'fluency zone', 'building fluency']) {
      const { status, body } = await quickbar(q);
      expect(status).toBe(200);
      expect(body).toMatchObject({ noResults: false, baseUrl: '/search', trackingId: expect.any(String), userId: null, textData: expect.objectContaining({ skillHeader: 'Skills' }) });
      for (const bundle of body.bundles) {
        types.add(bundle.type);
        expect(bundle.header).toEqual(expect.any(String));
        for (const result of bundle.results) for (const field of resultFields) expect(result, `${bundle.type}.${field}`).toHaveProperty(field);
      }
      expect(body.bundles.reduce((n: number, b: { results: unknown[] }) => n + b.results.length, 0)).toBeLessThanOrEqual(12);
    }
    expect([...types].sort()).toEqual(['game', 'lesson', 'level', 'skill', 'takeoff', 'topic']);
  });

  it('keeps to the page sizes per type and the requested number of lines', async () => {
    const { body } = await quickbar('a');
    expect(body).toEqual({ error: 'search.invalid_query' });
    const wide = (await quickbar('co')).body;
    const sizes: Record<string, number> = { level: 3, skill: 9, topic: 2, lesson: 6, game: 8, takeoff: 6 };
    for (const bundle of wide.bundles) expect(bundle.results.length).toBeLessThanOrEqual(sizes[bundle.type]!);
    expect(wide.moreResults).toBe(true);
    const three = (await quickbar('co', { maxLines: 3 })).body;
    expect(three.bundles.reduce((n: number, b: { results: unknown[] }) => n + b.results.length, 0)).toBe(3);
  });

  it('matches a skill code exactly and says whether it is unique', async () => {
    const { body } = await quickbar('c.12');
    const skills = body.bundles.find((b: { type: string }) => b.type === 'skill').results;
    expect(skills.length).toBeGreaterThan(1);
    for (const skill of skills) expect(skill).toMatchObject({ skillCodeMatch: 'C.12', skillNumber: 'C.12', matchedCategory: 'skillCode', isUniqueSkillCodeMatch: false, edition: 'US' });
    expect(skills[0]).toMatchObject({ subject: 'math', grade: 0, gradeInfo: { gradeShortOrdinalName: 'K' } });
  });

  it('ranks name matches first and tells a tag match', async () => {
    const names = (await quickbar('fractions')).body.bundles.find((b: { type: string }) => b.type === 'skill').results;
    expect(names[0].formattedName.toLowerCase()).toContain('fraction');
    expect(names[0].matchedCategory).toBe('name');
    const tags = (await quickbar('numerator')).body.bundles.find((b: { type: string }) => b.type === 'skill').results;
    expect(tags[0]).toMatchObject({ matchedCategory: 'tag', tag: expect.stringMatching(/numerator/) });
  });

  it('answers no results, and refuses queries over 200 characters', async () => {
    expect((await quickbar('zzzzqqq')).body).toMatchObject({ noResults: true, moreResults: false, bundles: [] });
    expect((await quickbar('x'.repeat(201))).status).toBe(400);
    expect((await t.request('/search/quickbarSearch?q=ab&maxLines=13')).status).toBe(400);
  });

  it('searches the edition chosen: a cookie for visitors, an event for signed-in users', async () => {
    // The UK names levels by year ("Year 5" is the US grade 4). The bundle must be there:
    // without it, "every result is UK" would hold of nothing.
    const uk = await t.request('/search/quickbarSearch?q=year%205', { headers: { cookie: 'lc_edition=UK' } });
    const levels = (await uk.json()).bundles.find((b: { type: string }) => b.type === 'level');
    expect(levels?.results.length ?? 0).toBeGreaterThan(0);
    expect(new Set(levels.results.map((r: { edition: string }) => r.edition))).toEqual(new Set(['UK']));
    expect(levels.results[0].formattedName).toMatch(/^Year 5 /);
    const cookie = await t.signIn('mia.d');
    await t.postJson('/edition-picker/select', { editionConstant: 'AU' }, { cookie });
    const { body } = await quickbar('fractions', { cookie });
    expect(body.edition).toBe('AU');
    expect(body.userId).toBe('u_mia_d');
    expect(body.bundles.flatMap((b: { results: { edition: string }[] }) => b.results).every((r: { edition: string }) => r.edition === 'AU')).toBe(true);
    expect((await (await t.request('/editions', { cookie })).json()).edition).toBe('AU');
  });
});

describe('the full results page and click logging', () => {
  it('pages results by type with filters', async () => {
    const first = await (await t.request('/search/results?q=addition&filters=skill&page=1&resultPageOrigin=quickbar')).json();
    expect(first).toMatchObject({ q: 'addition', filters: ['skill'], page: 1, pageSize: 24 });
    expect(first.results.length).toBeGreaterThan(0);
    expect(first.results.every((r: { type: string }) => r.type === 'skill')).toBe(true);
    const second = await (await t.request('/search/results?q=addition&filters=skill&page=2')).json();
    expect(second.results.map((r: { url: string }) => r.url)).not.toEqual(first.results.map((r: { url: string }) => r.url));
    expect((await t.request('/search/results?q=addition&page=99')).status).toBe(400);
  });

  it('records a click as an event, and refuses other sites’ addresses', async () => {
    // The search's tracking id, as issued (signed); tests/integration/search-clicks.test.ts has the rest of its rules.
    const { trackingId } = (await quickbar('fractions')).body;
    const before = t.log.store.lastPosition();
    const response = await t.request(`/search/logSearchResult?q=fractions&url=%2Fmath%2Fgrade-4&trackingId=${trackingId}&resultType=level`);
    expect(response.status).toBe(204);
    expect(t.log.store.readAll(before, 10)).toMatchObject([{ type: 'SearchResultClicked', data: { phrase: 'fractions', url: '/math/grade-4', searchType: 'autocomplete-nav', resultType: 'level', userId: null } }]);
    const after = t.log.store.lastPosition();
    expect((await t.request(`/search/logSearchResult?q=x&url=https%3A%2F%2Fevil.example&trackingId=${trackingId}`)).status).toBe(400);
    expect((await t.request(`/search/logSearchResult?q=x&url=%2F%2Fevil.example&trackingId=${trackingId}`)).status).toBe(400);
    expect(t.log.store.lastPosition()).toBe(after);
  });
});

describe('landing pages and the navigation cache', () => {
  it('serves subject, grade and skill landing data', async () => {
    const page = await (await t.request('/catalogue/landing?subject=math&grade=4')).json();
    expect(page).toMatchObject({ subject: 'math', subjectName: 'Math', grade: 4, gradeName: 'Grade 4' });
    expect(page.skills).toHaveLength(64);
    const skill = await (await t.request(`/catalogue/skills/${page.skills[0].permacode}`)).json();
    expect(skill).toMatchObject({ name: page.skills[0].name, code: 'A.1', subject: 'math', grade: 4 });
    expect((await t.request('/catalogue/skills/NOPE')).status).toBe(404);
    expect((await t.request('/catalogue/landing?subject=art')).status).toBe(400);
    const subject = await (await t.request('/catalogue/landing?subject=math')).json();
    expect(subject.grades).toHaveLength(13);
    // Issue 28: the game catalogue's games, each linking to its page, with its screenshot (docs/games.md).
    expect(subject.games[0]).toEqual({
      gameId: 1001,
      name: 'Fluency zone: addition within 10',
      gradeRange: 'K–1st',
      url: '/fluency-zone?operation=addition&upTo=10',
      screenshotUrl: '/games/screenshots/addition-10.svg',
    });
    expect(subject.gamesHidden).toBe(false);
  });

  it('sets the cache-refresh flag when the navigation changed and clears it on refresh', async () => {
    const cookie = await t.signIn('leo.k');
    expect((await (await t.request('/session', { cookie })).json()).navigation.cacheRefresh).toBe(true);
    expect((await t.request('/refresh-site-nav-cache?schoolId=school_maple', { cookie })).status).toBe(204);
    expect((await (await t.request('/session', { cookie })).json()).navigation.cacheRefresh).toBe(false);
    const before = t.log.store.lastPosition();
    expect((await t.request('/refresh-site-nav-cache', { cookie })).status).toBe(204);
    expect(t.log.store.lastPosition()).toBe(before);
    expect((await t.request('/refresh-site-nav-cache?schoolId=school_cedar', { cookie })).status).toBe(400);
    expect((await t.request('/refresh-site-nav-cache')).status).toBe(401);
    await t.postJson('/edition-picker/select', { editionConstant: 'CA' }, { cookie });
    expect((await (await t.request('/session', { cookie })).json()).navigation.cacheRefresh).toBe(true);
  });
});
