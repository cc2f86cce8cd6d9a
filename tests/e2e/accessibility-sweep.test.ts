import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes, type PageAudience } from '../../web/app/page-routes';
import { pageShape, settled, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';
import { saveScreenshot } from '../support/page-screenshots';
import { answerOnPage, practiceAnswers } from '../support/practice-answers';
import { AUDIENCES, DEMO_ACCOUNTS } from '../support/demo-accounts';

/**
 * The accessibility sweep (issue 21): every page route of web/app/page-routes.ts
 * — each of its example addresses, for each role in its audience, at 1280 px
 * and 390 px — in the system Chromium over the real server and demo school.
 * A page fails on a serious or critical axe violation (WCAG 2.1 A and AA
 * rules), on scrolling sideways (the document wider than the window), on a
 * table header whose text is cut off with an ellipsis (issue 34), on not
 * having exactly one `h1`, or on having no `document.title` of its own. Then
 * the dialogs and popovers are swept open.
 *
 * Every page looked at — route × role × width, and each dialog — is saved as a
 * full-page screenshot in `.tmp/screenshots/` (tests/support/page-screenshots.ts;
 * ignored by git): docs/testing.md "Looking at every page".
 * A page route added to the table is swept without anyone adding it here.
 *
 * One browser, one context (one page) per role, reused for every address; the
 * roles' sweeps run concurrently (docs/testing.md, "Where the time goes").
 * CSP violations and page errors fail each test too (tests/support/e2e-server.ts).
 */

const PRODUCT = 'Live Classroom';
const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;
const POLL = { timeout: 30_000 };

const ACCOUNTS = DEMO_ACCOUNTS;
const ROLES = AUDIENCES;

let e2e: E2e;
const contexts: BrowserContext[] = [];
const pages = new Map<PageAudience, Page>();

beforeAll(async () => {
  e2e = await startE2e();
  // Every role's page at once (each signs in with its own account).
  const opened = await Promise.all(
    ROLES.map(async (role) => {
      const account = ACCOUNTS[role];
      if (account === null) {
        const context = await e2e.browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
        const page = await context.newPage();
        await page.goto(e2e.url);
        await page.getByTestId('header-signin').waitFor(POLL);
        return { role, context, page };
      }
      const { context, page } = await signInThroughPage(e2e.browser, e2e.url, account);
      await page.getByTestId('header-user-name').waitFor(POLL);
      return { role, context, page };
    }),
  );
  for (const { role, context, page } of opened) {
    contexts.push(context);
    pages.set(role, page);
  }
  // A live message for Ava: the teacher's sent list shows its reaction grid, Ava's header the airplane.
  const sent = await pageOf('teacher').evaluate(async () => {
    const response = await fetch('/liveMessage/sendMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Please open your workbook to page 12.', studentUserIds: ['u_ava_b'] }),
    });
    return response.status;
  });
  expect(sent).toBe(200);
  // Ava's popover opens by itself; closed, it stays closed on every later page (stored per user).
  const student = pageOf('student');
  await student.getByTestId('live-messages-popover').waitFor(POLL);
  await student.getByTestId('live-messages-trigger').click();
  await student.getByTestId('live-messages-popover').waitFor({ state: 'detached', ...POLL });
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

/** Everything wrong with the page as it is now, one line per problem (empty: it passes). */
async function problemsOf(page: Page, label: string): Promise<string[]> {
  await settled(page);
  const problems: string[] = [];
  await saveScreenshot(page, label);
  const shape = await pageShape(page);
  if (shape.h1Count !== 1) problems.push(`${label}: ${shape.h1Count} h1 elements`);
  if (shape.sidewaysScroll > 0) problems.push(`${label}: scrolls sideways by ${shape.sidewaysScroll}px`);
  else if (shape.scrollWidth > shape.innerWidth) problems.push(`${label}: the document is ${shape.scrollWidth}px wide in a ${shape.innerWidth}px window`);
  for (const header of shape.cutTableHeaders) problems.push(`${label}: the table header "${header}" is cut off with an ellipsis`);
  const ownTitle = shape.title.endsWith(` · ${PRODUCT}`) && shape.title.length > ` · ${PRODUCT}`.length;
  if (!ownTitle) problems.push(`${label}: document.title is "${shape.title}"`);
  for (const violation of await wcagViolations(page)) {
    problems.push(`${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.join(' | ')}`);
  }
  return problems;
}

/** The page at both widths: first 1280 px, then 390 px (and back to 1280 px). */
async function problemsAtBothWidths(page: Page, label: string, prepare?: (width: number) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await prepare?.(width);
    problems.push(...(await problemsOf(page, `${label} @${width}`)));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  return problems;
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function open(page: Page, address: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(`${e2e.url}${address}`);
}

describe('every page route, for every role that can open it, at 1280 px and 390 px', () => {
  for (const role of ROLES) {
    const views = pageRoutes.filter((route) => route.audience.includes(role)).flatMap((route) => route.examples.map((example) => ({ route, example })));

    // Concurrent: each role has its own context and page, and a page spends most of its time
    // waiting to settle; the roles' sweeps overlap (at most three at once: the e2e project's
    // maxConcurrency), each given the time of all of them.
    it.concurrent(`${role}${ACCOUNTS[role] ? ` (${ACCOUNTS[role]})` : ''}: ${views.length} addresses`, { timeout: 600_000 }, async ({ expect }) => {
      const page = pageOf(role);
      const problems: string[] = [];
      for (const { route, example } of views) {
        await open(page, example);
        const label = `${role} ${example} (${route.name})`;
        problems.push(...(await problemsAtBothWidths(page, label)));
        // The role may open the page: it is shown, not redirected away.
        if (pathOf(page) !== example) problems.push(`${label}: ended on ${pathOf(page)}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('the sent-messages reaction grid: each status label stays clear of its count, at both widths', async () => {
    const page = pageOf('teacher');
    await open(page, '/live-messages');
    await page.getByTestId('sent-batch').first().waitFor(POLL);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settled(page);
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('.status-roster h3')].flatMap((heading) => {
          const [label, count] = [...heading.children].map((child) => child.getBoundingClientRect());
          if (!label || !count) return [`${heading.textContent}: label or count missing`];
          const apart = count.left - label.right >= 4 || count.top >= label.bottom;
          return apart ? [] : [`${heading.textContent}: ${Math.round(count.left - label.right)}px between label and count`];
        }),
      );
      expect(overlaps, `@${width}`).toEqual([]);
    }
  });
});

describe('prefers-reduced-motion', () => {
  /** The spinner's animation as computed, and the animations running longer than 10 ms. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const spinner = document.createElement('span');
      spinner.className = 'spinner';
      document.querySelector('main')?.append(spinner);
      const style = getComputedStyle(spinner);
      const spin = { name: style.animationName, duration: style.animationDuration, iterations: style.animationIterationCount };
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 10).length;
      spinner.remove();
      return { spin, running };
    });

  it('stops every animation and transition when set, and only then', async () => {
    const page = pageOf('teacher');
    await open(page, '/live-messages');
    await settled(page);
    expect(await motion(page)).toMatchObject({ spin: { name: 'spin', duration: '0.8s', iterations: 'infinite' } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await motion(page)).toEqual({ spin: { name: 'spin', duration: '1e-05s', iterations: '1' }, running: 0 });
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });
});

describe('dialogs and popovers, open', () => {
  it('the user menu, for every signed-in role', async () => {
    const problems: string[] = [];
    for (const role of ROLES.filter((each) => ACCOUNTS[each] !== null)) {
      const page = pageOf(role);
      await open(page, '/');
      problems.push(
        ...(await problemsAtBothWidths(page, `${role} user menu`, async () => {
          if ((await page.getByTestId('user-menu').count()) === 0) await page.getByTestId('user-menu-trigger').click();
          await page.getByTestId('user-menu').waitFor(POLL);
        })),
      );
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu').waitFor({ state: 'detached', ...POLL });
    }
    expect(problems).toEqual([]);
  });

  it("the student's messages (airplane) popover", async () => {
    const page = pageOf('student');
    await open(page, '/');
    const problems = await problemsAtBothWidths(page, 'student messages popover', async () => {
      if ((await page.getByTestId('live-messages-popover').count()) === 0) await page.getByTestId('live-messages-trigger').click();
      await page.getByTestId('live-messages-popover').waitFor(POLL);
    });
    await page.getByTestId('live-messages-trigger').click();
    await page.getByTestId('live-messages-popover').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  it('the notifications popover (issue 16; desktop only: below 1014 px the bell links to /notifications), for every signed-in role', async () => {
    const problems: string[] = [];
    for (const role of ROLES.filter((each) => ACCOUNTS[each] !== null)) {
      const page = pageOf(role);
      await open(page, '/');
      await page.getByTestId('notifications-trigger').click(POLL);
      await page.getByTestId('notifications-popover').waitFor(POLL);
      problems.push(...(await problemsOf(page, `${role} notifications popover @${WIDTHS[0]}`)));
      await page.keyboard.press('Escape');
      await page.getByTestId('notifications-popover').waitFor({ state: 'detached', ...POLL });
    }
    expect(problems).toEqual([]);
  });

  it('the edition picker, signed out and signed in', async () => {
    const problems: string[] = [];
    for (const role of ['visitor', 'teacher'] as const) {
      const page = pageOf(role);
      await open(page, '/');
      problems.push(
        ...(await problemsAtBothWidths(page, `${role} edition picker`, async () => {
          await page.getByTestId('edition-picker-button').waitFor(POLL);
          if ((await page.getByTestId('edition-picker-menu').count()) === 0) await page.getByTestId('edition-picker-button').click();
          await page.getByTestId('edition-picker-menu').waitFor(POLL);
        })),
      );
      await page.keyboard.press('Escape');
      await page.getByTestId('edition-picker-menu').waitFor({ state: 'detached', ...POLL });
    }
    expect(problems).toEqual([]);
  });

  it("the teacher's focus start dialog", async () => {
    const page = pageOf('teacher');
    await open(page, '/focus-zone');
    await page.getByTestId('focus-start-open').click();
    await page.getByTestId('focus-class').waitFor(POLL);
    const problems = await problemsAtBothWidths(page, 'teacher focus start dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-start-dialog').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  it("the teacher's start-group-jam dialog (same-question mode)", async () => {
    const page = pageOf('teacher');
    await open(page, '/math/grade-4/skills/18MCV');
    await page.getByTestId('start-group-jam').click(POLL);
    await page.getByTestId('group-jam-class').waitFor(POLL);
    const problems = await problemsAtBothWidths(page, 'teacher start-group-jam dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('start-group-jam-dialog').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  it('the mobile menu at 390 px, for every role, with its Subjects list', async () => {
    const problems: string[] = [];
    for (const role of ROLES) {
      const page = pageOf(role);
      await open(page, '/');
      await page.setViewportSize({ width: 390, height: HEIGHT });
      await page.getByTestId('hamburger-button').click();
      await page.getByTestId('mobile-menu').waitFor(POLL);
      problems.push(...(await problemsOf(page, `${role} mobile menu @390`)));
      await page.getByTestId('mobile-menu-subjects').click();
      await page.getByTestId('mobile-menu-back').waitFor(POLL);
      problems.push(...(await problemsOf(page, `${role} mobile menu, Subjects @390`)));
      await page.keyboard.press('Escape');
      await page.getByTestId('mobile-menu').waitFor({ state: 'detached', ...POLL });
    }
    expect(problems).toEqual([]);
  });

  it('the mobile search panel at 390 px and the desktop search popover with results', async () => {
    const page = pageOf('teacher');
    await open(page, '/');
    const problems: string[] = [];
    await page.getByTestId('skill-search-open').click();
    await page.getByTestId('skill-search-popover').waitFor(POLL);
    await page.getByTestId('skill-search-input').fill('fractions');
    await page.getByTestId('skill-search-result').first().waitFor(POLL);
    problems.push(...(await problemsOf(page, 'teacher search popover with results @1280')));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.getByTestId('mobile-search-toggle').click();
    await page.getByTestId('mobile-search-panel').waitFor(POLL);
    await page.getByTestId('mobile-search-panel').getByTestId('skill-search-input').fill('fractions');
    await page.getByTestId('mobile-search-panel').getByTestId('skill-search-result').first().waitFor(POLL);
    problems.push(...(await problemsOf(page, 'teacher mobile search with results @390')));
    expect(problems).toEqual([]);
  });

  it("the parent's sub-account menu and the child's switch-to-parent dialog", async () => {
    const problems: string[] = [];
    const parent = pageOf('parent');
    await open(parent, '/');
    await parent.getByTestId('sub-account-menu-button').click();
    await parent.getByTestId('sub-account-mina').waitFor(POLL);
    problems.push(...(await problemsOf(parent, 'parent sub-account menu @1280')));
    await parent.keyboard.press('Escape');

    const child = pageOf('child');
    await open(child, '/');
    problems.push(
      ...(await problemsAtBothWidths(child, 'child switch-to-parent dialog', async (width) => {
        if ((await child.getByTestId('switch-to-parent-dialog').count()) > 0) return;
        if (width >= 1014) await child.getByTestId('child-membership-link').click();
        else {
          await child.getByTestId('hamburger-button').click();
          await child.getByTestId('mobile-child-membership-link').click();
        }
        await child.getByTestId('switch-to-parent-dialog').waitFor(POLL);
      })),
    );
    await child.keyboard.press('Escape');
    await child.getByTestId('switch-to-parent-dialog').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  it('the practice area: a question with a picture, then the feedback and explanation after a wrong answer, signed in and out', async () => {
    const answers = practiceAnswers(e2e);
    const problems: string[] = [];
    for (const role of ['student', 'visitor'] as const) {
      const page = pageOf(role);
      // Kindergarten Math C.1 "Up to 20 with time": a clock and three choices.
      await open(page, '/math/grade-0/skills/6LN3');
      await page.getByTestId('practice-question').waitFor(POLL);
      problems.push(...(await problemsAtBothWidths(page, `${role} practice question`)));
      const question = await answers.questionOn(page);
      await answerOnPage(page, question, answers.wrongResponse(question));
      await page.getByTestId('practice-explanation').waitFor(POLL);
      problems.push(...(await problemsAtBothWidths(page, `${role} practice feedback after a wrong answer`)));
    }
    expect(problems).toEqual([]);
  });

  it("the visitor's sign-in and join prompt after ten answers", async () => {
    const answers = practiceAnswers(e2e);
    const context = await e2e.browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
    try {
      const page = await context.newPage();
      await open(page, '/math/grade-4/skills/18MCV');
      // Ten answers a day, then the eleventh is refused with the prompt.
      for (let number = 1; number <= 11; number++) {
        await page
          .getByTestId('practice-question')
          .filter({ has: page.getByRole('heading', { name: `Question ${number}`, exact: true }) })
          .waitFor(POLL);
        const question = await answers.questionOn(page);
        await answerOnPage(page, question, answers.wrongResponse(question));
        if (number === 11) break;
        await page.getByTestId('practice-next').click();
      }
      await page.getByTestId('practice-limit').waitFor(POLL);
      expect(await problemsAtBothWidths(page, 'visitor practice limit prompt')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the live classroom with a student's answers, and her questions log open", async () => {
    const answers = practiceAnswers(e2e);
    const student = pageOf('student');
    await open(student, '/math/grade-4/skills/18MCV');
    await student.getByTestId('practice-question').waitFor(POLL);
    const question = await answers.questionOn(student);
    await answerOnPage(student, question, answers.wrongResponse(question));
    await student.getByTestId('practice-feedback').waitFor(POLL);

    const page = pageOf('teacher');
    await open(page, '/analytics/live-classroom');
    const ava = page.locator('[data-testid="live-student"][data-user-id="u_ava_b"]');
    await ava.getByTestId('live-student-answers').waitFor(POLL);
    const problems = await problemsAtBothWidths(page, 'teacher live classroom with answers');
    problems.push(
      ...(await problemsAtBothWidths(page, 'teacher questions log', async () => {
        if ((await page.getByTestId('questions-log-dialog').count()) === 0) await ava.getByTestId('live-student-name').click();
        await page.getByTestId('questions-log').waitFor(POLL);
      })),
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('questions-log-dialog').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  describe('the sign-in dialogs (issue 13)', () => {
    /** Sweeps the dialog `testId` at both widths, opening it with `openIt` when it is not open. */
    async function sweepDialog(page: Page, label: string, testId: string, openIt: () => Promise<void>): Promise<string[]> {
      return problemsAtBothWidths(page, label, async () => {
        if ((await page.getByTestId(testId).count()) === 0) await openIt();
        await page.getByTestId(testId).waitFor(POLL);
      });
    }
    /** Escape until no sign-in dialog is open. */
    async function closeDialogs(page: Page): Promise<void> {
      const open = page.locator('[role="dialog"]');
      for (let tries = 0; tries < 5 && (await open.count()) > 0; tries++) {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(100);
      }
      await open.first().waitFor({ state: 'detached', ...POLL });
    }

    it("the visitor's sign-in dialog: empty, client error, server error, and its forgot username and password dialogs", async () => {
      const page = pageOf('visitor');
      await open(page, '/');
      const openSignIn = async () => {
        await page.getByTestId('header-signin').click();
      };
      const problems = await sweepDialog(page, 'visitor sign-in dialog', 'signin-dialog', openSignIn);
      await page.getByTestId('signin-dialog-password').press('Enter');
      await page.locator('[data-testid="signin-dialog-error"][data-error-state="clientError"]').waitFor(POLL);
      problems.push(...(await sweepDialog(page, 'visitor sign-in dialog, client error', 'signin-dialog', openSignIn)));
      await page.getByTestId('signin-dialog-username').fill('noah.c');
      await page.getByTestId('signin-dialog-password').fill('not-the-password');
      await page.getByTestId('signin-dialog-password').press('Enter');
      await page.locator('[data-testid="signin-dialog-error"][data-error-state="serverError"]').waitFor(POLL);
      problems.push(...(await sweepDialog(page, 'visitor sign-in dialog, server error', 'signin-dialog', openSignIn)));
      problems.push(
        ...(await sweepDialog(page, 'visitor forgot-username dialog', 'forgot-username-dialog', async () => {
          if ((await page.getByTestId('signin-dialog').count()) === 0) await openSignIn();
          await page.getByTestId('signin-dialog-forgot-username').click();
        })),
      );
      // Dismissing a forgot dialog returns to the sign-in dialog.
      await page.keyboard.press('Escape');
      await page.getByTestId('signin-dialog').waitFor(POLL);
      problems.push(
        ...(await sweepDialog(page, 'visitor forgot-password dialog', 'forgot-password-dialog', async () => {
          if ((await page.getByTestId('signin-dialog').count()) === 0) await openSignIn();
          await page.getByTestId('signin-dialog-forgot-password').click();
        })),
      );
      await closeDialogs(page);
      expect(problems).toEqual([]);
    });

    it("the parent's sub-account dialog, a child's secret word and the forgot-secret-word request", async () => {
      const page = pageOf('parent');
      await open(page, '/');
      const problems = await sweepDialog(page, 'parent sub-account dialog', 'sub-account-list', async () => {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.getByTestId('sub-account-menu-button').click();
        await page.getByTestId('sub-account-mina').click();
      });
      await page.getByTestId('sub-account-name-mina').click();
      await page.getByTestId('sub-account-continue').click();
      await page.getByTestId('secret-word-form').waitFor(POLL);
      problems.push(...(await sweepDialog(page, 'parent secret word', 'secret-word-form', async () => undefined)));
      await page.getByTestId('secret-word-submit').click();
      await page.getByTestId('sub-account-error').waitFor(POLL);
      problems.push(...(await sweepDialog(page, 'parent secret word, blank', 'secret-word-form', async () => undefined)));
      problems.push(
        ...(await sweepDialog(page, 'parent forgot-secret-word dialog', 'forgot-secret-word-dialog', async () => {
          await page.getByTestId('forgot-secret-word').click();
        })),
      );
      await closeDialogs(page);
      expect(problems).toEqual([]);
    });

    it("the child's switch-to-parent dialog and the parent avatar with its password", async () => {
      const page = pageOf('child');
      await open(page, '/');
      const problems = await sweepDialog(page, 'child switch-to-parent dialog', 'switch-to-parent-dialog', async () => {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.getByTestId('child-membership-link').click();
      });
      await page.getByTestId('switch-to-parent-approve').click();
      problems.push(...(await sweepDialog(page, 'child switch-to-parent avatar dialog', 'switch-to-parent-avatar-dialog', async () => undefined)));
      await page.getByTestId('parent-avatar-button').click();
      await page.getByTestId('parent-password').waitFor(POLL);
      problems.push(...(await sweepDialog(page, 'child parent password', 'parent-password', async () => undefined)));
      await closeDialogs(page);
      expect(problems).toEqual([]);
    });
  });
});
