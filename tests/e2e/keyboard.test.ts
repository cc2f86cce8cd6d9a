import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageAudience } from '../../web/app/page-routes';
import { focusLook, settled, showsFocusRing, type FocusLook } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';
import { practiceAnswers } from '../support/practice-answers';
import { AUDIENCES, DEMO_ACCOUNTS } from '../support/demo-accounts';

/**
 * The keyboard (issue 21), in the system Chromium over the real server: from
 * the top of each role's home page Tab reaches every control in reading order,
 * each with the focus ring of the design tokens; dialogs and popovers keep
 * Tab inside while open, Escape closes what it opened, and focus goes back to
 * the control that opened it.
 */

const POLL = { timeout: 30_000 };
const ACCOUNTS = DEMO_ACCOUNTS;
const ROLES = AUDIENCES;

let e2e: E2e;
const contexts: BrowserContext[] = [];
const pages = new Map<PageAudience, Page>();

beforeAll(async () => {
  e2e = await startE2e();
  for (const role of ROLES) {
    const account = ACCOUNTS[role];
    if (account === null) {
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      pages.set(role, await context.newPage());
    } else {
      const { context, page } = await signInThroughPage(e2e.browser, e2e.url, account);
      await page.getByTestId('header-user-name').waitFor(POLL);
      contexts.push(context);
      pages.set(role, page);
    }
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await e2e?.close();
});

function pageOf(role: PageAudience): Page {
  const page = pages.get(role);
  if (!page) throw new Error(`no page for ${role}`);
  return page;
}

async function open(page: Page, address: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${e2e.url}${address}`);
  await settled(page);
}

/**
 * Marks every control a keyboard user can reach with Tab, in document (reading)
 * order, with `data-keyboard-order`, and returns how many there are.
 */
function markTabbables(page: Page): Promise<number> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    );
    const reachable = [...candidates].filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
      if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
      // A radio group is one stop: its checked radio (or its first).
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)];
        const stop = group.find((radio) => radio.checked) ?? group[0];
        if (stop !== element) return false;
      }
      return element.checkVisibility({ visibilityProperty: true });
    });
    document.querySelectorAll('[data-keyboard-order]').forEach((element) => element.removeAttribute('data-keyboard-order'));
    reachable.forEach((element, index) => element.setAttribute('data-keyboard-order', String(index)));
    return reachable.length;
  });
}

const focusedOrder = (page: Page) =>
  page.evaluate(() => {
    const order = document.activeElement?.getAttribute('data-keyboard-order');
    return order === null || order === undefined ? null : Number(order);
  });

const describeFocus = (look: FocusLook | null) =>
  look === null ? 'nothing' : `${look.tag}${look.testId ? `[${look.testId}]` : ''} "${look.text}" (outline ${look.outlineStyle} ${look.outlineWidth}px ${look.outlineColor}, ring ${look.ringColor})`;

/**
 * The top of the page, as after a page load: nothing focused, and the next Tab
 * goes to the first control. Blurring the focused control is not enough:
 * Chromium keeps its sequential focus navigation starting point on the control
 * it blurred, so Tab would go on from there (CI saw a walk start at the answer
 * field's neighbour). A throwaway element at the start of the body takes the
 * focus and leaves, and the starting point stays where it was: the top.
 */
function fromTheTop(page: Page): Promise<void> {
  return page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const top = document.createElement('span');
    top.tabIndex = -1;
    document.body.prepend(top);
    top.focus({ preventScroll: true });
    top.remove();
    window.scrollTo(0, 0);
  });
}

/**
 * From the top of the page, Tab until focus leaves the page: the stops must be
 * every marked control in order, each showing the focus ring.
 */
async function tabThroughPage(page: Page, label: string): Promise<string[]> {
  let walk = await tabThroughPageOnce(page, label);
  // Focus landed on a control that was not on the page when it was marked, or the
  // walk began mid-page (a control, e.g. a question's answer field, took the focus
  // after the walk had moved it to the top): the page was still rendering on a
  // loaded machine (CI runs saw both, and once the same page disturbed twice while
  // both accessibility sweeps ran beside it). Mark again and walk again, up to
  // three walks; a real order problem fails every walk.
  for (let walks = 1; walks < WALKS && walk.problems.length > 0; walks++) {
    const landedOnUnmarked = await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.hasAttribute('data-keyboard-order'));
    if (!landedOnUnmarked && walk.firstStop === 0) break;
    await settled(page);
    walk = await tabThroughPageOnce(page, label);
  }
  return walk.problems;
}

/** How many times a page is walked when a walk was disturbed by the page still rendering. */
const WALKS = 3;

async function tabThroughPageOnce(page: Page, label: string): Promise<{ problems: string[]; firstStop: number | null }> {
  const problems: string[] = [];
  const count = await markTabbables(page);
  await fromTheTop(page);
  const stops: number[] = [];
  for (let press = 0; press < count + 2; press++) {
    await page.keyboard.press('Tab');
    const order = await focusedOrder(page);
    if (order === null || (stops.length > 0 && order === stops[0])) break;
    stops.push(order);
    const look = await focusLook(page);
    if (look === null || !showsFocusRing(look)) problems.push(`${label}: no focus ring on ${describeFocus(look)}`);
  }
  const expected = Array.from({ length: count }, (_, index) => index);
  if (JSON.stringify(stops) !== JSON.stringify(expected)) {
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-keyboard-order]')].map(
        (element) => `${element.dataset.keyboardOrder}:${element.dataset.testid ?? element.textContent?.trim().slice(0, 20)}`,
      ),
    );
    problems.push(`${label}: Tab stopped at [${stops.join(', ')}], expected [${expected.join(', ')}] — ${names.join(', ')}`);
  }
  return { problems, firstStop: stops[0] ?? null };
}

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) ?? false, testId);

/** Tab and Shift+Tab, `times` each, never leave the element with `testId`. */
async function expectFocusTrapped(page: Page, testId: string, times = 8): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < times; press++) {
      await page.keyboard.press(key);
      expect(await focusInside(page, testId), `${key} ×${press + 1} left ${testId}`).toBe(true);
      const look = await focusLook(page);
      expect(look && showsFocusRing(look), `focus ring in ${testId} on ${describeFocus(look)}`).toBe(true);
    }
  }
}

/** Focuses a control as Tab would (with :focus-visible) and presses Enter on it. */
async function openWithKeyboard(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

describe('Tab from the top of each home page', () => {
  for (const role of ROLES) {
    it(`${role}: reaches every control in reading order, each with the focus ring, at 1280 px and 390 px`, async () => {
      const page = pageOf(role);
      const problems: string[] = [];
      for (const width of [1280, 390]) {
        await open(page, '/', width);
        problems.push(...(await tabThroughPage(page, `${role} home @${width}`)));
      }
      expect(problems).toEqual([]);
    });
  }

  it('the first stop is the skip link, and it shows', async () => {
    const page = pageOf('teacher');
    await open(page, '/');
    await fromTheTop(page);
    await page.keyboard.press('Tab');
    expect(await activeTestId(page)).toBe('skip-to-content');
    const box = await page.getByTestId('skip-to-content').boundingBox();
    expect(box && box.y >= 0).toBe(true);
  });
});

describe('Tab through the practice pages', () => {
  it('a skill page with its question, My practice and the live classroom: every control in reading order, each with the focus ring, at 1280 px and 390 px', async () => {
    const problems: string[] = [];
    const views = [
      { role: 'visitor', address: '/math/grade-0/skills/6LN3' },
      { role: 'student', address: '/math/grade-4/skills/18MCV' },
      { role: 'student', address: '/my-practice' },
      { role: 'teacher', address: '/analytics/live-classroom' },
    ] as const;
    for (const { role, address } of views) {
      const page = pageOf(role);
      for (const width of [1280, 390]) {
        await open(page, address, width);
        problems.push(...(await tabThroughPage(page, `${role} ${address} @${width}`)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('answering by keyboard: type, Enter submits, focus moves to "Next question", Enter there brings the next question with focus in its answer', async () => {
    const answers = practiceAnswers(e2e);
    const page = pageOf('student');
    await open(page, '/math/grade-4/skills/18MCV');
    const question = await answers.questionOn(page);
    const field = page.getByTestId('practice-input');
    await field.focus();
    await page.keyboard.type(answers.wrongResponse(question));
    await page.keyboard.press('Enter');
    await page.getByTestId('practice-feedback').waitFor(POLL);
    expect(await activeTestId(page)).toBe('practice-next');
    const look = await focusLook(page);
    expect(look && showsFocusRing(look), `focus ring on ${describeFocus(look)}`).toBe(true);
    await page.getByTestId('practice-next').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('practice-question').getAttribute('data-question-key'), POLL).not.toBe(question.questionKey);
    expect(await activeTestId(page)).toBe('practice-input');
  });
});

describe('dialogs and popovers by keyboard', () => {
  it('the user menu: Enter opens it on its first link, Tab stays inside, Escape closes it back onto its toggle', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const page = pageOf(role);
      await open(page, '/');
      await openWithKeyboard(page, 'user-menu-trigger');
      await page.getByTestId('user-menu').waitFor(POLL);
      expect(await activeTestId(page)).toBe('user-menu-profile');
      await expectFocusTrapped(page, 'user-menu');
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu').waitFor({ state: 'detached', ...POLL });
      expect(await activeTestId(page)).toBe('user-menu-trigger');
    }
  });

  it('the focus start dialog: focus moves in, Tab stays inside, Escape closes it back onto its button', async () => {
    const page = pageOf('teacher');
    await open(page, '/focus-zone');
    await openWithKeyboard(page, 'focus-start-open');
    await page.getByTestId('focus-class').waitFor(POLL);
    expect(await focusInside(page, 'focus-start-dialog')).toBe(true);
    await expectFocusTrapped(page, 'focus-start-dialog', 30);
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-start-dialog').waitFor({ state: 'detached', ...POLL });
    expect(await activeTestId(page)).toBe('focus-start-open');
  });

  it('the edition picker: Enter opens it on the current edition, Escape closes it back onto its button', async () => {
    const page = pageOf('visitor');
    await open(page, '/');
    await openWithKeyboard(page, 'edition-picker-button');
    await page.getByTestId('edition-picker-menu').waitFor(POLL);
    expect(await focusInside(page, 'edition-picker-menu')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('edition-picker-menu').waitFor({ state: 'detached', ...POLL });
    expect(await activeTestId(page)).toBe('edition-picker-button');
  });

  it("the child's switch-to-parent dialog: Tab stays inside, Escape closes it back onto its link", async () => {
    const page = pageOf('child');
    await open(page, '/');
    await openWithKeyboard(page, 'child-membership-link');
    await page.getByTestId('switch-to-parent-dialog').waitFor(POLL);
    await expectFocusTrapped(page, 'switch-to-parent-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('switch-to-parent-dialog').waitFor({ state: 'detached', ...POLL });
    // Radix gives focus back a tick after the dialog is gone.
    await expect.poll(() => activeTestId(page), POLL).toBe('child-membership-link');
  });

  it('the mobile menu at 390 px: Enter opens it on its first item, Escape closes it back onto the hamburger', async () => {
    const page = pageOf('parent');
    await open(page, '/', 390);
    await openWithKeyboard(page, 'hamburger-button');
    await page.getByTestId('mobile-menu').waitFor(POLL);
    expect(await activeTestId(page)).toBe('mobile-menu-subjects');
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').waitFor({ state: 'detached', ...POLL });
    expect(await activeTestId(page)).toBe('hamburger-button');
  });

  it("the questions log: Enter on a student's name opens it, Tab stays inside, Escape closes it back onto the name", async () => {
    // Ava answers a question, so the live classroom shows her row today.
    const answered = await pageOf('student').evaluate(async () => {
      const asked = (await (await fetch('/practice/18MCV/question')).json()) as { questionKey: string };
      const response = await fetch('/practice/18MCV/answer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ questionKey: asked.questionKey, response: '0', secondsSpent: 5 }),
      });
      return response.status;
    });
    expect(answered).toBe(200);
    const page = pageOf('teacher');
    await open(page, '/analytics/live-classroom');
    const name = page.locator('[data-testid="live-student"][data-user-id="u_ava_b"]').getByTestId('live-student-name');
    await name.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('questions-log').waitFor(POLL);
    expect(await focusInside(page, 'questions-log-dialog')).toBe(true);
    await expectFocusTrapped(page, 'questions-log-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('questions-log-dialog').waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-user-id]')?.getAttribute('data-user-id') ?? null), POLL).toBe('u_ava_b');
    expect(await activeTestId(page)).toBe('live-student-name');
  });

  it("the student's messages popover: Escape closes it back onto the airplane", async () => {
    const sent = await pageOf('teacher').evaluate(async () => {
      const response = await fetch('/liveMessage/sendMessage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Line up at the door, please.', studentUserIds: ['u_ava_b'] }),
      });
      return response.status;
    });
    expect(sent).toBe(200);
    const page = pageOf('student');
    await open(page, '/');
    await page.getByTestId('live-messages-popover').waitFor(POLL);
    await page.getByTestId('live-messages-popover').getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('live-messages-popover').waitFor({ state: 'detached', ...POLL });
    expect(await activeTestId(page)).toBe('live-messages-trigger');
    await page.keyboard.press('Enter');
    await page.getByTestId('live-messages-popover').waitFor(POLL);
  });
});
