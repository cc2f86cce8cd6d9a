import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShape, settled, wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const WAIT = { timeout: 30_000, interval: 100 };
const SKILL_PATH = '/math/grade-4/skills/18MCV';
const AVA = 'u_ava_b';
const NOAH = 'u_noah_c';
const SCREENSHOTS = process.env.SQM_SCREENSHOTS;

const attribute = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).first().getAttribute(name, { timeout: 1_000 }).catch(() => null);
const count = (page: Page, testId: string) => page.getByTestId(testId).count();
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent({ timeout: 1_000 }).catch(() => null);

/** Marks the page; the mark disappears with a reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { sqmMark?: boolean }).sqmMark = true));
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { sqmMark?: boolean }).sqmMark === true);

/**
 * Signs in over HTTP (`POST /signin`, the cookie lands in the context), then opens the
 * home page: this test is about rooms, not the sign-in form (tests/e2e/sign-in.test.ts).
 */
async function signIn(username: string, url = e2e.server.url) {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const response = await context.request.post(`${url}/signin`, { data: { username, password: 'classroom', rememberUser: false } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  return { context, page };
}

async function waitConnected(page: Page) {
  await expect.poll(() => attribute(page, 'realtime-status', 'data-status'), WAIT).toBe('connected');
}

/**
 * Looks at the page at 1280 and 390 px, as the accessibility sweep does (the sweep
 * only reaches the room page's "no such room" state): no serious axe violation,
 * one h1, no sideways scrolling, a title of its own; with SQM_SCREENSHOTS set,
 * a screenshot at each width into that folder.
 */
async function look(page: Page, name: string, options: { dialog?: boolean } = {}) {
  const problems: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: !options.dialog });
    const shape = await pageShape(page);
    if (shape.h1Count !== 1 && !options.dialog) problems.push(`${name} @${width}: ${shape.h1Count} h1`);
    if (shape.sidewaysScroll > 0) problems.push(`${name} @${width}: scrolls sideways by ${shape.sidewaysScroll}px`);
    if (!/ · Live Classroom$/.test(shape.title)) problems.push(`${name} @${width}: title "${shape.title}"`);
    for (const violation of await wcagViolations(page)) problems.push(`${name} @${width}: ${violation.id} ${violation.help} — ${violation.nodes.join(' | ')}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(problems).toEqual([]);
}

/** The teacher starts a jam for her class from the skill's practice page and lands in the room. */
async function startJam(teacher: Page, options: { mode: 'group' | 'competition'; minutes: number; look?: boolean }) {
  await teacher.goto(`${e2e.server.url}${SKILL_PATH}`);
  await teacher.getByTestId('start-group-jam').click();
  const dialog = teacher.getByTestId('start-group-jam-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('group-jam-class').selectOption('class_g4_room12');
  if (options.look) await look(teacher, 'start-group-jam-dialog', { dialog: true });
  await dialog.getByTestId(`group-jam-mode-${options.mode}`).check();
  await dialog.getByTestId('group-jam-duration').fill(String(options.minutes));
  await dialog.getByTestId('group-jam-start').click();
  // The room page, or the dialog's refusal (then the test fails saying which).
  await teacher.locator('[data-testid="sqm-teacher-room"], [data-testid="group-jam-start-error"]').first().waitFor({ timeout: 60_000 });
  expect(await count(teacher, 'group-jam-start-error'), (await text(teacher, 'group-jam-start-error')) ?? '').toBe(0);
  await teacher.getByTestId('sqm-teacher-room').waitFor(WAIT);
  await dialog.waitFor({ state: 'detached' });
  return new URL(teacher.url()).pathname;
}

/** A student answers the question on the room page as a person does. */
async function answer(student: Page, response: { choice: number; typed: string }) {
  const question = student.getByTestId('sqm-question');
  const radios = question.getByRole('radio');
  if ((await radios.count()) > 0) {
    const radio = radios.nth(response.choice);
    await radio.check();
    await radio.press('Enter');
  } else {
    const field = question.getByTestId('sqm-answer-input');
    await field.fill(response.typed);
    await field.press('Enter');
  }
  await student.getByTestId('sqm-my-answer').waitFor(WAIT);
}

describe('same-question mode in the browser', () => {
  // Three browsers through a whole jam: 66–77 s on a quiet CI run, 120 s on a loaded machine (stop 43's check run) — room to spare.
  it('a teacher runs a group jam: invitations without a reload, answers live, a reload keeps the answer, next question, the end', { timeout: 300_000 }, async () => {
    const teacher = await signIn('ms.rivera');
    const ava = await signIn('ava.b');
    const noah = await signIn('noah.c');
    const [t, a, n] = [teacher.page, ava.page, noah.page];
    for (const page of [t, a, n]) await waitConnected(page);
    await markPage(a);
    await markPage(n);

    const roomPath = await startJam(t, { mode: 'group', minutes: 20, look: true });
    expect(roomPath).toMatch(/^\/same-question-mode\/math\/grade-4\/skills\/18MCV\/[A-Za-z0-9_-]+$/);
    const roomId = roomPath.split('/').at(-1)!;
    // The room page hides the teacher banners above it; its own banner is in the page.
    expect(await count(t, 'sqm-teacher-banner')).toBe(1);
    expect(await t.locator('main [data-testid="sqm-teacher-banner"]').count()).toBe(1);
    await expect.poll(() => attribute(t, 'sqm-question', 'data-question-number'), WAIT).toBe('1');

    // Both invitation banners appear without a reload, each with a join button to the room page.
    for (const student of [a, n]) {
      await expect.poll(() => attribute(student, 'sqm-invitation', 'data-room-id'), WAIT).toBe(roomId);
      expect(await text(student, 'sqm-invitation-text')).toBe('Ms. Rivera invited you to a group jam.');
      expect(await attribute(student, 'sqm-invitation-join', 'href')).toBe(roomPath);
      expect(await isMarked(student)).toBe(true);
    }
    await look(a, 'student-invitation-banner');

    // A student of another class may not join: the page says so.
    const leo = await signIn('leo.k');
    await leo.page.goto(`${e2e.server.url}${roomPath}`);
    await expect.poll(() => text(leo.page, 'sqm-room-failed'), WAIT).toBe("You weren't invited to this group jam.");
    await look(leo.page, 'student-room-not-invited');
    await leo.context.close();

    // Both join and answer: Ava (who reloads later) picks the first choice or types 7, Noah another.
    for (const student of [a, n]) {
      await student.getByTestId('sqm-invitation-join').click();
      await student.getByTestId('sqm-student-room').waitFor(WAIT);
      await expect.poll(() => attribute(student, 'sqm-question', 'data-question-number'), WAIT).toBe('1');
      // On the room's own page its invitation banner is not shown.
      expect(await count(student, 'sqm-invitation')).toBe(0);
    }
    await expect.poll(() => attribute(t, `sqm-answer-${AVA}`, 'data-status'), WAIT).toBe('waiting');
    await answer(a, { choice: 0, typed: '7' });
    await answer(n, { choice: 1, typed: '8' });
    const avaAnswer = (await text(a, 'sqm-my-answer'))!.replace('Your answer: ', '');
    const noahAnswer = (await text(n, 'sqm-my-answer'))!.replace('Your answer: ', '');

    // The teacher sees both answers live (no reload), with the spread.
    await expect.poll(() => attribute(t, `sqm-answer-${AVA}`, 'data-status'), WAIT).toMatch(/^(right|wrong)$/);
    await expect.poll(() => attribute(t, `sqm-answer-${NOAH}`, 'data-status'), WAIT).toMatch(/^(right|wrong)$/);
    expect(await text(t, `sqm-guess-${AVA}`)).toBe(avaAnswer);
    expect(await text(t, `sqm-guess-${NOAH}`)).toBe(noahAnswer);
    expect(await t.getByTestId('sqm-spread').getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
    expect(await text(t, 'sqm-progress-answered')).toBe('2 of 2');
    await look(t, 'teacher-room');
    await look(a, 'student-room-answered');

    // Ava reloads: she lands on the same question with her own answer.
    await a.reload();
    await a.getByTestId('sqm-student-room').waitFor(WAIT);
    await expect.poll(() => text(a, 'sqm-my-answer'), WAIT).toBe(`Your answer: ${avaAnswer}`);
    expect(await attribute(a, 'sqm-question', 'data-question-number')).toBe('1');

    // The teacher shows the answer, then poses the next question: both students get it live.
    await t.getByTestId('sqm-reveal').click();
    for (const student of [a, n]) await expect.poll(() => count(student, 'sqm-correct-answer'), WAIT).toBe(1);
    await look(a, 'student-room-revealed');
    await t.getByTestId('sqm-pose-next').click();
    for (const student of [a, n]) {
      await expect.poll(() => attribute(student, 'sqm-question', 'data-question-number'), WAIT).toBe('2');
      expect(await count(student, 'sqm-my-answer')).toBe(0);
    }
    await expect.poll(() => attribute(t, `sqm-answer-${AVA}`, 'data-status'), WAIT).toBe('waiting');
    await look(n, 'student-room-question');

    // The teacher leaves the room page: the teacher banner shows above other pages, and the start button does not.
    await t.goto(`${e2e.server.url}${SKILL_PATH}`);
    await t.getByTestId('sqm-teacher-banner').waitFor(WAIT);
    await t.getByTestId('practice').waitFor(WAIT);
    expect(await count(t, 'start-group-jam')).toBe(0);
    await look(t, 'teacher-banner');

    // She ends the room from the banner (confirmed): both students see the end; her start button is back.
    await t.getByTestId('sqm-end').click();
    await t.getByTestId('sqm-end-confirm').click();
    await t.getByTestId('sqm-teacher-banner').waitFor({ state: 'detached', ...WAIT });
    await t.getByTestId('start-group-jam').waitFor(WAIT);
    for (const student of [a, n]) {
      await student.getByTestId('sqm-room-ended').waitFor(WAIT);
      expect(await text(student, 'sqm-ended-reason')).toBe('Your teacher ended the jam.');
      await expect.poll(() => text(student, 'sqm-summary'), WAIT).toMatch(/^Questions: 2 · answered: 1 · right: [01]$/);
    }
    await look(a, 'student-room-ended');
    await t.goto(`${e2e.server.url}${roomPath}`);
    await t.getByTestId('sqm-room-ended').waitFor(WAIT);
    expect(await text(t, 'sqm-summary')).toMatch(/^Questions: 2 · /);

    for (const context of [teacher.context, ava.context, noah.context]) await context.close();
  });

  it('a competition jam ends on time after a server restart, and both students see the end', async () => {
    const teacher = await signIn('ms.rivera');
    const ava = await signIn('ava.b');
    const noah = await signIn('noah.c');
    const [t, a, n] = [teacher.page, ava.page, noah.page];
    for (const page of [t, a, n]) await waitConnected(page);

    const roomPath = await startJam(t, { mode: 'competition', minutes: 1 });
    for (const student of [a, n]) {
      await student.getByTestId('sqm-invitation-join').click(WAIT);
      await student.getByTestId('sqm-student-room').waitFor(WAIT);
    }
    await answer(a, { choice: 0, typed: '7' });
    expect(await count(t, 'sqm-leaderboard')).toBe(1);
    expect(await count(a, 'sqm-leaderboard')).toBe(1);
    await look(a, 'student-room-competition');

    // The server restarts (a new port; the sign-in cookies stay): the pages come back to the room.
    await e2e.server.stop();
    const url = await e2e.server.start();
    for (const page of [t, a, n]) {
      await page.goto(`${url}${roomPath}`);
      await page.getByTestId(page === t ? 'sqm-teacher-room' : 'sqm-student-room').waitFor({ timeout: 60_000 });
    }
    await expect.poll(() => text(a, 'sqm-my-answer'), { ...WAIT, timeout: 60_000 }).toMatch(/^Your answer: /);

    // The room's end time passes with no one doing anything: the durable timer ends it, and everyone sees it.
    for (const page of [t, a, n]) {
      await page.getByTestId('sqm-room-ended').waitFor({ timeout: 120_000 });
      expect(await text(page, 'sqm-ended-reason')).toBe('The time is up.');
    }
    // Away from the room, the teacher has no banner: the start button is back.
    await t.goto(`${url}${SKILL_PATH}`);
    await t.getByTestId('start-group-jam').waitFor(WAIT);
    expect(await count(t, 'sqm-teacher-banner')).toBe(0);

    for (const context of [teacher.context, ava.context, noah.context]) await context.close();
  }, 240_000);
});
