import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('realtime in the browser', () => {
  it("a push published for the student reaches the student's page through NATS WebSocket, and only theirs", async () => {
    const teacher = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
    const student = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
    for (const { page } of [teacher, student]) {
      await expect.poll(() => page.getByTestId('realtime-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('connected');
    }
    const service = await e2e.service();
    service.publish('push.user.u_ava_b', JSON.stringify({ event: 'DEMO_PING', text: 'Hello from the test' }));
    await service.flush();
    await expect.poll(() => student.page.getByTestId('push-log').textContent(), { timeout: 30_000 }).toContain('Hello from the test');
    // The teacher's page is connected too but hears only the teacher's own subjects.
    service.publish('push.user.u_ms_rivera', JSON.stringify({ event: 'DEMO_PING', text: 'For the teacher' }));
    await service.flush();
    await expect.poll(() => teacher.page.getByTestId('push-log').textContent(), { timeout: 30_000 }).toContain('For the teacher');
    expect(await teacher.page.getByTestId('push-log').textContent()).not.toContain('Hello from the test');
    await teacher.context.close();
    await student.context.close();
  });
});
