import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';
import { smtpMailer } from '../../server/mail/mailer';
import { startMailCatcher } from '../../server/mail/start-mail-catcher.mjs';
import { makeTempDir } from './temp-dir';
import { ORIGIN, sessionCookieOf, testClock, TEST_TRACKING_KEY } from './test-app';

// A real MailDev (SMTP and its HTTP API) for the tests, and the app wired to
// send through it. Mail is read from MailDev's REST API (`GET /api/email`).

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
}

export async function startTestMailCatcher() {
  const dir = makeTempDir();
  const catcher = await startMailCatcher({ directory: join(dir.path, 'maildev') });
  const all = async (): Promise<CaughtMail[]> => {
    const response = await fetch(`${catcher.inboxUrl}/api/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  };
  const to = async (address: string) => (await all()).filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
  return {
    smtpUrl: catcher.smtpUrl,
    inboxUrl: catcher.inboxUrl,
    all,
    to,
    /** The newest mail to `address` beyond the `already` it had, polling MailDev until it arrives (or failing after `timeoutMs`). */
    async next(address: string, already: number, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await to(address);
        if (mails.length > already) return mails[mails.length - 1]!;
        if (Date.now() > deadline) throw new Error(`no new mail to ${address} arrived in MailDev`);
        await new Promise((wake) => setTimeout(wake, 50));
      }
    },
    async clear() {
      await fetch(`${catcher.inboxUrl}/api/email/all`, { method: 'DELETE' });
    },
    async stop() {
      await catcher.stop();
      dir.remove();
    },
  };
}

export type TestMailCatcher = Awaited<ReturnType<typeof startTestMailCatcher>>;

/** The first link in a mail's text whose path is `path` (`/reset-password`), and its token. */
export function linkIn(mail: CaughtMail, path: string): { url: URL; token: string } {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/-]/g, (c) => `\\${c}`)}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token')! };
}

/** The real app over a seeded SQLite log, sending its mail over SMTP to `catcher`, driven with `app.request`. */
export async function startMailingTestApp(catcher: Pick<TestMailCatcher, 'smtpUrl'>, options: { start?: string } = {}) {
  const dir = makeTempDir();
  const clock = testClock(options.start);
  const log = openEventLog({ path: join(dir.path, 'log.db'), clock });
  await seedDemoSchool(log);
  const app = buildApp({ log, realtime: null, clock, trackingKey: TEST_TRACKING_KEY, mailer: smtpMailer(catcher.smtpUrl) });
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    return app.request(`${ORIGIN}${path}`, { ...init, headers });
  };
  const postJson = (path: string, body: unknown, init: RequestInit & { cookie?: string } = {}) =>
    request(path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...init.headers } });
  const signIn = async (username: string, password = 'classroom') => {
    const response = await postJson('/signin', { username, password, rememberUser: false });
    if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
    return sessionCookieOf(response);
  };
  return {
    app,
    log,
    clock,
    request,
    postJson,
    signIn,
    /** Every event's type and data as JSON, for "no token, no address" checks. */
    logText: () => JSON.stringify(log.store.readAll(0, 1_000_000).map((event) => ({ type: event.type, data: event.data }))),
    close() {
      log.close();
      dir.remove();
    },
  };
}
