import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from '../support/e2e-server';
import { checkAtBothWidths, signedInPages } from '../support/signed-in-pages';

/**
 * Checkpoints and Flex snapshots scheduled in the system Chromium over the real server and demo school (issue 30;
 * docs/diagnostics.md "Pages"): ms.rivera follows her home's link to the checkpoint page, is told (focused) that a
 * title is missing, picks Grade 4 Room 12 and a skill and assigns it; she lands on its progress page, and ava.b
 * has it on her home. admin.lee opens the Flex form on the assessment windows page, schedules a snapshot for
 * Maple's grade 4 and sees it listed as scheduled. Both pages are checked for WCAG violations and sideways
 * scrolling at 1280 and 390 px (with a refusal shown, and with the Flex form open);
 * CHECKPOINTS_AND_FLEX_SCREENSHOTS=<dir> keeps their screenshots.
 */

const POLL = { timeout: 30_000 };
const CHECKPOINT = 'Fractions unit checkpoint';
const FLEX = 'Winter Flex snapshot';
const SCREENSHOTS = process.env.CHECKPOINTS_AND_FLEX_SCREENSHOTS;

let e2e: E2e;
const pages = signedInPages(() => e2e);
const signedIn = pages.signedIn;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await pages.closeAll();
  await e2e?.close();
});

describe('checkpoints and Flex snapshots', () => {
  it('ms.rivera assigns a checkpoint to Grade 4 Room 12 and follows it; ava.b has it on her home', { timeout: 300_000 }, async () => {
    const teacher = await signedIn('ms.rivera');
    await teacher.getByTestId('home-assign-checkpoint-link').click();
    const form = teacher.getByTestId('checkpoint-form');
    await form.waitFor(POLL);
    await form.getByTestId('checkpoint-class').selectOption('class_g4_room12');
    const picker = form.getByRole('group', { name: 'Add a skill' });
    const skill = picker.getByLabel('Skill');
    await expect.poll(() => skill.isEnabled(), POLL).toBe(true);
    await skill.selectOption({ index: 1 });
    await picker.getByRole('button', { name: 'Add skill' }).click();
    await expect.poll(() => form.getByTestId('checkpoint-skill-count').textContent(), POLL).toContain('1 of 20');

    // No title: the server's refusal, focused at the top and tied to the title.
    await form.getByTestId('checkpoint-submit').click();
    const error = teacher.getByTestId('checkpoint-error');
    await expect.poll(() => error.textContent(), POLL).toBe('Give it a title.');
    expect(await error.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByTestId('checkpoint-title').getAttribute('aria-invalid')).toBe('true');
    await checkAtBothWidths(teacher, 'checkpoint-refused', SCREENSHOTS);

    await form.getByTestId('checkpoint-title').fill(CHECKPOINT);
    await form.getByTestId('checkpoint-submit').click();
    await teacher.waitForURL(/\/teacher\/assessments\/checkpoint-/, POLL);
    await expect.poll(() => teacher.locator('main h1').textContent(), POLL).toContain(CHECKPOINT);
    await expect.poll(() => teacher.locator('main').textContent(), POLL).toContain('Ava');
    await checkAtBothWidths(teacher, 'checkpoint-progress', SCREENSHOTS);

    const ava = await signedIn('ava.b');
    await ava.getByTestId('assigned-assessment-link').filter({ hasText: CHECKPOINT }).waitFor(POLL);
  });

  it('admin.lee schedules a Flex snapshot for Maple’s grade 4 on the assessment windows page and sees it scheduled', { timeout: 300_000 }, async () => {
    const admin = await signedIn('admin.lee');
    await admin.getByTestId('home-assessment-schedule-link').click();
    const open = admin.getByTestId('flex-open');
    await open.waitFor(POLL);
    await open.click();
    const form = admin.getByTestId('flex-form');
    await form.waitFor(POLL);
    await form.getByTestId('flex-school-school_maple').check();
    await form.getByTestId('flex-grade-4').check();
    await form.getByTestId('flex-title').fill(FLEX);
    await checkAtBothWidths(admin, 'flex-form', SCREENSHOTS);

    await form.getByTestId('flex-submit').click();
    await expect.poll(() => admin.getByTestId('flex-snapshots-status').textContent(), POLL).toContain('Flex snapshot scheduled');
    const card = admin.getByTestId('flex-snapshot').filter({ hasText: FLEX });
    await card.waitFor(POLL);
    expect(await card.textContent()).toContain('Maple Elementary');
    expect(await card.textContent()).toContain('Math · Grade 4');
    await checkAtBothWidths(admin, 'flex-scheduled', SCREENSHOTS);
  });
});
