import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../web/app/page-routes';
import { settled } from '../support/accessibility';
import { ACCOUNTS, HEIGHT, POLL, ROLES, WIDTHS, open, pageOf, pathOf, problemsAtBothWidths, startSweep, stopSweep, visit } from '../support/accessibility-sweep-pages';

/**
 * The accessibility sweep (issue 21), its pages: every page route of web/app/page-routes.ts — each of
 * its example addresses, for each role in its audience, at 1280 px and 390 px — in the system Chromium
 * over the real server and demo school, checked as tests/support/accessibility-sweep-pages.ts says.
 * A page route added to the table is swept without anyone adding it here. The dialogs and popovers
 * are swept open in accessibility-sweep-dialogs.test.ts (a file of its own: the two run side by side).
 * The roles' sweeps run concurrently, each going from address to address inside the app as a user
 * does (`visit`: the app boots once per role; docs/testing.md, "Where the time goes").
 * CSP violations and page errors fail each test too (tests/support/e2e-server.ts).
 */

beforeAll(async () => {
  await startSweep();
});

afterAll(async () => {
  await stopSweep();
});

describe('every page route, for every role that can open it, at 1280 px and 390 px', () => {
  for (const role of ROLES) {
    const views = pageRoutes.filter((route) => route.audience.includes(role)).flatMap((route) => route.examples.map((example) => ({ route, example })));

    // Concurrent: each role has its own context and page, and a page spends most of its time
    // waiting to settle; the roles' sweeps overlap (at most three at once: the e2e project's
    // maxConcurrency), each given the time of all of them — twice what a quiet machine takes
    // (teacher 342 s, administrator 295 s in CI): on a loaded one the larger roles took over ten minutes.
    it.concurrent(`${role}${ACCOUNTS[role] ? ` (${ACCOUNTS[role]})` : ''}: ${views.length} addresses`, { timeout: 1_200_000 }, async ({ expect }) => {
      const page = pageOf(role);
      const problems: string[] = [];
      for (const { route, example } of views) {
        await visit(page, example);
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

