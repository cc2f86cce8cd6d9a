import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgedLessonCheck, LessonInProgress, LessonPage } from '../../events/lessons';
import { lessonContentOf } from '../../events/lessons/lesson-content';
import { startTestApp } from '../../tests/support/test-app';
import { catalogueSkill } from '../practice/practice-skills';

// Issue 31 (docs/lessons.md): the lessons calls over a real SQLite log with the demo school and the
// catalogue: the lesson without its answers, a check judged and recorded, read at once by the
// student's home; refusals with a key of the catalogue, appending nothing.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };
let permacode = '';
let answers: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  for (const username of ['ava.b', 'ms.rivera']) cookies[username] = await t.signIn(username);
  const item = t.log.queries.catalogue.landingPage('US', 'math', 3).find((each) => each.kind === 'skill' && each.permacode && each.upcoming === 0)!;
  permacode = item.permacode!;
  answers = lessonContentOf(catalogueSkill(t.log.queries.catalogue, permacode)!.engine).checks.map((check) => check.question.correctAnswer);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const check = (username: string, body: unknown, code = permacode) => t.postJson(`/lessons/${code}/check`, body, as(username));

async function refused(send: () => Response | Promise<Response>) {
  const before = await t.log.store.lastPosition();
  const response = await send();
  return { status: response.status, body: (await response.json()) as unknown, appended: (await t.log.store.lastPosition()) - before };
}

describe('the lessons calls', () => {
  it('GET /lessons/{permacode}: a visitor reads the lesson; the checks carry no answer', async () => {
    const response = await t.request(`/lessons/${permacode}`);
    expect(response.status).toBe(200);
    const lesson = (await response.json()) as LessonPage;
    expect(lesson.examples.length).toBeGreaterThanOrEqual(2);
    expect(lesson.checks.map((each) => each.questionKey)).toEqual(['check-1', 'check-2', 'check-3']);
    expect(JSON.stringify(lesson.checks)).not.toMatch(/correct|explanation|accepts/);
    expect(lesson.skillUrl).toContain(`/skills/${permacode}`);
    expect(lesson.progress).toBeNull();
  });

  it('a check is judged and the student reads the progress at once (read your writes)', async () => {
    const first = await check('ava.b', { questionKey: 'check-1', response: answers[0] });
    expect(first.status).toBe(200);
    expect((await first.json()) as JudgedLessonCheck).toMatchObject({ questionKey: 'check-1', correct: true, checksAnswered: 1, checksRight: 1, finished: false });
    const home = (await (await t.request('/lessons/in-progress', { cookie: cookies['ava.b']! })).json()) as { lessons: LessonInProgress[] };
    expect(home.lessons).toEqual([expect.objectContaining({ permacode, url: `/lesson/${permacode}`, checksAnswered: 1 })]);
    const page = (await (await t.request(`/lessons/${permacode}`, { cookie: cookies['ava.b']! })).json()) as LessonPage;
    expect(page.progress?.checks).toEqual([{ questionKey: 'check-1', correct: true }]);

    const wrong = (await (await check('ava.b', { questionKey: 'check-2', response: 'surely not' })).json()) as JudgedLessonCheck;
    expect(wrong).toMatchObject({ correct: false, correctAnswer: answers[1] });
    expect(wrong.explanation.length).toBeGreaterThan(0);
    const last = (await (await check('ava.b', { questionKey: 'check-3', response: answers[2] })).json()) as JudgedLessonCheck;
    expect(last).toMatchObject({ checksAnswered: 3, checksRight: 2, finished: true });
    const after = (await (await t.request('/lessons/in-progress', { cookie: cookies['ava.b']! })).json()) as { lessons: LessonInProgress[] };
    expect(after.lessons).toEqual([]);
  });

  it('refuses, appending nothing: a key not of the lesson 400, an unknown skill 404, a teacher 403, a visitor 401', async () => {
    expect(await refused(() => check('ava.b', { questionKey: 'check-9', response: '1' }))).toEqual({ status: 400, body: { error: 'lessons.unknown_check' }, appended: 0 });
    expect(await refused(() => check('ava.b', { questionKey: 'check-1', response: '1' }, 'ZZZZZ'))).toEqual({ status: 404, body: { error: 'lessons.unknown_skill' }, appended: 0 });
    expect(await refused(() => t.request('/lessons/ZZZZZ'))).toMatchObject({ status: 404, appended: 0 });
    expect(await refused(() => check('ms.rivera', { questionKey: 'check-1', response: '1' }))).toEqual({ status: 403, body: { error: 'lessons.students_only' }, appended: 0 });
    expect(await refused(() => t.postJson(`/lessons/${permacode}/check`, { questionKey: 'check-1', response: '1' }, { headers: csrf }))).toMatchObject({ status: 401, appended: 0 });
    expect(await refused(() => t.request('/lessons/in-progress', { cookie: cookies['ms.rivera']! }))).toMatchObject({ status: 403, appended: 0 });
  });

  it('bounds the body: an overlong response 400, a body over the limit 413', async () => {
    expect(await refused(() => check('ava.b', { questionKey: 'check-1', response: 'x'.repeat(65) }))).toEqual({ status: 400, body: { error: 'lessons.invalid_response' }, appended: 0 });
    expect(await refused(() => check('ava.b', { questionKey: 'check-1', response: '1', padding: 'x'.repeat(70_000) }))).toMatchObject({ status: 413, appended: 0 });
  });

  it('search’s lesson results and the grade page’s named lessons open a lesson page that exists', async () => {
    const response = await t.request('/search/quickbarSearch?q=fractions&maxLines=12');
    const body = (await response.json()) as { bundles: { type: string; results: { url: string; lessonName: string | null; lessonNumber: number | null }[] }[] };
    const lessons = body.bundles.find((bundle) => bundle.type === 'lesson')?.results ?? [];
    expect(lessons.length).toBeGreaterThan(0);
    const landing = (await (await t.request('/catalogue/landing?subject=math&grade=3')).json()) as { lessons: { lessonName: string; url: string }[] };
    for (const result of [...lessons, ...landing.lessons]) {
      expect(result.lessonName).toEqual(expect.any(String));
      expect(result.url).toMatch(/^\/lesson\/[A-Z0-9]{3,6}$/);
      expect((await t.request(`/lessons/${result.url.slice('/lesson/'.length)}`)).status).toBe(200);
    }
  });
});

