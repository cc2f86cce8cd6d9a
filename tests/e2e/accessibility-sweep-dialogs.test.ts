import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2e } from '../support/e2e-server';
import type { Page } from 'playwright-core';
import { ACCOUNTS, HEIGHT, POLL, ROLES, WIDTHS, pageOf, problemsAtBothWidths, problemsOf, startSweep, stopSweep, visit } from '../support/accessibility-sweep-pages';
import { answerOnPage, practiceAnswers } from '../support/practice-answers';

/**
 * The accessibility sweep (issue 21), its dialogs and popovers: each swept open, for the roles that
 * open it, at the widths it shows at, checked as tests/support/accessibility-sweep-pages.ts says (axe,
 * one h1, a title of its own, no sideways scroll, no cut table header) and saved as a screenshot.
 * The pages themselves are swept in accessibility-sweep.test.ts. Each test reaches its page inside the
 * app (`visit`) and closes what it opened, so the next test starts from a page with nothing open.
 */

let e2e: E2e;

beforeAll(async () => {
  e2e = await startSweep();
});

afterAll(async () => {
  await stopSweep();
});

describe('dialogs and popovers, open', () => {
  it('the user menu, for every signed-in role', async () => {
    const problems: string[] = [];
    for (const role of ROLES.filter((each) => ACCOUNTS[each] !== null)) {
      const page = pageOf(role);
      await visit(page, '/');
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
    await visit(page, '/');
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
      await visit(page, '/');
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
      await visit(page, '/');
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
    await visit(page, '/focus-zone');
    await page.getByTestId('focus-start-open').click();
    await page.getByTestId('focus-class').waitFor(POLL);
    const problems = await problemsAtBothWidths(page, 'teacher focus start dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-start-dialog').waitFor({ state: 'detached', ...POLL });
    expect(problems).toEqual([]);
  });

  it("the teacher's start-group-jam dialog (same-question mode)", async () => {
    const page = pageOf('teacher');
    await visit(page, '/math/grade-4/skills/18MCV');
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
      await visit(page, '/');
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
    await visit(page, '/');
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
    await visit(parent, '/');
    await parent.getByTestId('sub-account-menu-button').click();
    await parent.getByTestId('sub-account-mina').waitFor(POLL);
    problems.push(...(await problemsOf(parent, 'parent sub-account menu @1280')));
    await parent.keyboard.press('Escape');

    const child = pageOf('child');
    await visit(child, '/');
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
      await visit(page, '/math/grade-0/skills/6LN3');
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
      await visit(page, '/math/grade-4/skills/18MCV');
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
    await visit(student, '/math/grade-4/skills/18MCV');
    await student.getByTestId('practice-question').waitFor(POLL);
    const question = await answers.questionOn(student);
    await answerOnPage(student, question, answers.wrongResponse(question));
    await student.getByTestId('practice-feedback').waitFor(POLL);

    const page = pageOf('teacher');
    await visit(page, '/analytics/live-classroom');
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
    // Issue 31: her scratchpad, live (docs/scratchpad.md "The live watch"); closing it stops the watch.
    problems.push(
      ...(await problemsAtBothWidths(page, 'teacher scratchpad live watch', async () => {
        if ((await page.getByTestId('scratchpad-watch-dialog').count()) === 0) await ava.getByTestId('live-student-watch').click();
        await page.getByTestId('scratchpad-watch-status').waitFor(POLL);
      })),
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('scratchpad-watch-dialog').waitFor({ state: 'detached', ...POLL });
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
      await visit(page, '/');
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
      await visit(page, '/');
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
      await visit(page, '/');
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
