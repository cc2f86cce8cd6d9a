import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

/**
 * The subject, grade and skill pages in a real browser over the real server,
 * whose catalogue is published on start: a visitor browses grade 4 math, opens
 * a skill, then switches to the UK edition; a signed-in teacher switches to
 * the Australian one.
 */

let e2e: E2e;
const POLL = { timeout: 30_000 };

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const heading = (page: Page) => page.getByTestId('landing-heading').textContent({ timeout: 1_000 }).catch(() => null);

async function chooseEdition(page: Page, edition: string) {
  await page.getByTestId('edition-picker-button').click(POLL);
  await Promise.all([page.waitForURL(new RegExp(`\\?edition=${edition}$`), POLL), page.getByTestId(`edition-option-${edition}`).click()]);
}

describe('landing pages', () => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('a visitor sees the grade page with its 64 skills by code, and follows a skill to its page', async () => {
    context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/math/grade-4`);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');

    const skills = page.getByTestId('landing-skill');
    expect(await skills.count()).toBe(64);
    const codes = await skills.evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));
    expect(codes).toContain('C.12');
    expect(new Set(codes.map((code) => code?.split('.')[0]))).toEqual(new Set(['A', 'B', 'C', 'D']));
    // Upcoming skills say "Coming soon" and are no links.
    // The demo catalogue has some in Grade 4 Math: without any, the checks below would check nothing.
    const upcoming = page.locator('[data-testid="landing-skill"][data-upcoming="true"]');
    const upcomingCount = await upcoming.count();
    expect(upcomingCount).toBeGreaterThan(0);
    expect(await page.getByTestId('landing-skill-link').count()).toBe(64 - upcomingCount);
    expect(await upcoming.locator('a').count()).toBe(0);
    const upcomingTexts = await upcoming.allTextContents();
    expect(upcomingTexts).toHaveLength(upcomingCount);
    for (const text of upcomingTexts) expect(text).toContain('Coming soon');
    expect(await page.getByTestId('grade-link-0').textContent()).toBe('Kindergarten');

    const c12 = page.locator('[data-testid="landing-skill"][data-code="C.12"] a');
    const href = (await c12.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/math\/grade-4\/skills\/\w+$/);
    await Promise.all([page.waitForURL(`${e2e.url}${href}`, POLL), c12.click()]);
    await expect.poll(() => heading(page), POLL).toMatch(/^C\.12 \S/);
    expect(await page.getByTestId('skill-level').textContent()).toBe('Grade 4 Math');
    // The skill's practice (web/features/practice) sits under its heading.
    expect(await page.getByTestId('practice').getByRole('heading', { level: 2 }).textContent()).toBe('Practice');

    await Promise.all([page.waitForURL(`${e2e.url}/math/grade-4`, POLL), page.getByTestId('skill-grade-link').click()]);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');
  });

  it("a takeoff plan's search result opens the grade page scrolled to the plan", async () => {
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    const found = (await page.evaluate(() => fetch('/search/results?q=getting%20started&filters=takeoff').then((response) => response.json()))) as { results: { url: string }[] };
    const url = found.results.map((result) => result.url).find((each) => each.startsWith('/math/grade-4#')) ?? '';
    expect(url).not.toBe('');
    await page.goto(`${e2e.url}${url}`);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');
    const id = decodeURIComponent(url.slice(url.indexOf('#') + 1));
    const target = page.locator(`[id="${id}"]`);
    expect(await target.textContent()).toMatch(/getting started/);
    await expect.poll(() => target.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight && window.scrollY > 0), POLL).toBe(true);
    await page.close();
  });

  it('a topic of the grade page opens its topic page (issue 34): its skills, their lessons, the way back; an unknown topic is not found', async () => {
    const page = await context.newPage();
    await page.goto(`${e2e.url}/math/grade-4`);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');
    const topic = page.getByTestId('landing-topic-link').first();
    const name = (await topic.textContent()) ?? '';
    const href = (await topic.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/math\/grade-4\/topics\/[a-z0-9-]+$/);
    await Promise.all([page.waitForURL(`${e2e.url}${href}`, POLL), topic.click()]);
    await expect.poll(() => heading(page), POLL).toBe(name);
    expect(await page.getByTestId('topic-level').textContent()).toBe('Grade 4 Math');
    const skills = page.getByTestId('topic-skill');
    expect(await skills.count()).toBeGreaterThan(0);
    const upcoming = await page.locator('[data-testid="topic-skill"][data-upcoming="true"]').count();
    expect(await page.getByTestId('topic-lesson-link').count()).toBe((await skills.count()) - upcoming);
    expect(await page.getByTestId('topic-lesson-link').first().getAttribute('href')).toMatch(/^\/lesson\/\w+$/);
    await Promise.all([page.waitForURL(`${e2e.url}/math/grade-4`, POLL), page.getByTestId('topic-grade-link').click()]);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');

    await page.goto(`${e2e.url}/math/grade-4/topics/no-such-topic`);
    await page.getByTestId('topic-not-found').waitFor(POLL);
    await page.close();
  });

  it('an unknown skill is not found', async () => {
    const page = await context.newPage();
    await page.goto(`${e2e.url}/math/grade-4/skills/NOPE`);
    await page.getByTestId('skill-not-found').waitFor(POLL);
    await page.close();
  });

  it("after the visitor picks the UK edition, grades are named the UK's way", async () => {
    const page = await context.newPage();
    await page.goto(`${e2e.url}/math/grade-4`);
    await expect.poll(() => heading(page), POLL).toBe('Grade 4 Math');
    await chooseEdition(page, 'UK');
    await page.goto(`${e2e.url}/math/grade-4`);
    await expect.poll(() => heading(page), POLL).toBe('Year 5 Math');
    expect(await page.getByTestId('landing-skill').count()).toBe(64);
    expect(await page.getByTestId('grade-link-0').textContent()).toBe('Reception');
    await page.goto(`${e2e.url}/math`);
    await expect.poll(() => heading(page), POLL).toBe('Math');
    expect(await page.getByTestId('grade-link-4').textContent()).toBe('Year 5');
    await page.close();
  });

  it("a signed-in teacher's chosen edition names the grades too", async () => {
    const teacher = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
    const { page } = teacher;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('header-user-name').waitFor(POLL);
    await chooseEdition(page, 'AU');
    await page.goto(`${e2e.url}/math/grade-4`);
    await expect.poll(() => heading(page), POLL).toBe('Year 4 Math');
    expect(await page.getByTestId('grade-link-0').textContent()).toBe('Foundation');
    await teacher.context.close();
  });
});
