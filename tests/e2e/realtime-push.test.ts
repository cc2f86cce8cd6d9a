import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndividualLiveMessage } from '../../events/live-messages';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const POLL = { timeout: 30_000 };
/** A raw push or event name (`LIVE_MESSAGE`, `FOCUS_ENDED`): never something a person should read. */
const EVENT_NAME = /\b[A-Z]+_[A-Z_]+\b/;

/** A LIVE_MESSAGE push as the relay publishes it for one student (events/live-messages.ts `liveMessagePushes`). */
function liveMessagePush(studentUserId: string, messageId: string, message: string) {
  const individual: IndividualLiveMessage = {
    messageId,
    batchId: `batch-${messageId}`,
    teacherName: 'Ms. Rivera',
    studentUserId,
    sentByAdministrator: false,
    message,
    creationDate: Date.now(),
    acknowledgementStatus: 'UNACKNOWLEDGED',
    inBatch: false,
  };
  return JSON.stringify({ event: 'LIVE_MESSAGE', message: individual });
}

const popoverText = (page: Page) => page.getByTestId('live-messages-popover').textContent().catch(() => '');

describe('realtime in the browser', () => {
  it("a push published for a student reaches that student's page through NATS WebSocket, and only theirs", async () => {
    const ava = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
    const noah = await signInThroughPage(e2e.browser, e2e.url, 'noah.c');
    for (const { page } of [ava, noah]) {
      await expect.poll(() => page.getByTestId('realtime-status').getAttribute('data-status'), POLL).toBe('connected');
      expect(await page.getByTestId('live-messages-trigger').count()).toBe(0);
    }
    const service = await e2e.service();
    service.publish('push.user.u_ava_b', liveMessagePush('u_ava_b', 'm_push_ava', 'Hello from the test'));
    await service.flush();
    // What the student sees is the airplane's popover with the message, as a person reads it.
    await expect.poll(() => popoverText(ava.page), POLL).toContain('Hello from the test');
    expect(await ava.page.getByTestId('live-message-item').first().textContent()).toContain('Ms. Rivera');
    expect(await ava.page.locator('body').innerText()).not.toMatch(EVENT_NAME);

    // Noah's page is connected too but hears only Noah's own subjects.
    service.publish('push.user.u_noah_c', liveMessagePush('u_noah_c', 'm_push_noah', 'For Noah'));
    await service.flush();
    await expect.poll(() => popoverText(noah.page), POLL).toContain('For Noah');
    expect(await noah.page.locator('body').innerText()).not.toContain('Hello from the test');
    expect(await ava.page.locator('body').innerText()).not.toContain('For Noah');
    await ava.context.close();
    await noah.context.close();
  });
});
