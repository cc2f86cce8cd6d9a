import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entityId } from '../../events/curriculum';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { profile, profileStreams } from '../../events/profile';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext } from '../http/command-context';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';
import { MAIL_PREFERENCES, progressMailKind, UNSUBSCRIBE_PATH, type ProgressMailKind, type UnsubscribeLinks } from '../progress-mail/unsubscribe-links';

// The unsubscribe link of progress mail (issue 31 item 6; docs/progress-mail.md):
// GET shows what the link will turn off and a button (a mail scanner that follows
// links changes nothing); the button's POST turns that one preference off, as the
// link's user, without signing in. A small page of the server's own: no script,
// its few styles under the page's CSP nonce.

const linkFields = z.object({ u: entityId.max(64), k: progressMailKind, s: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

const WHAT: Record<ProgressMailKind, string> = {
  certificate: 'certificate e-mails when a skill is mastered',
  summary: 'the weekly practice summary',
  boost: 'the weekly boost of skills to practise next',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 403 | 404 | 429 = 200) {
  const nonce = c.get('secureHeadersNonce') ?? '';
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)} · Live Classroom</title>` +
      `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2a37;line-height:1.5}` +
      `button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1a64d6;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1f2a37;outline-offset:2px}</style>` +
      `</head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Live Classroom</a></p></main></body></html>`,
    status,
  );
}

export function progressMailRoutes(log: FeatureLog<'directory'>, { links, writeLimits }: { links: UnsubscribeLinks; writeLimits: PublicWriteLimits }) {
  const app = new Hono<AppEnv>();
  const { directory } = log.queries;

  const checked = (fields: z.infer<typeof linkFields>) => {
    if (!links.verify(fields.u, fields.k, fields.s)) throw new DomainError('progress_mail.invalid_link', 403);
    const user = directory.userById(fields.u);
    if (!user) throw new DomainError('progress_mail.invalid_link', 404);
    return user;
  };

  app.get(UNSUBSCRIBE_PATH, validated('query', linkFields, 'progress_mail.invalid_link'), (c) => {
    const fields = c.req.valid('query');
    checked(fields);
    return page(
      c,
      'Stop these e-mails?',
      `<p>Press the button to stop receiving ${escapeHtml(WHAT[fields.k])}. You can turn them on again on your profile page.</p>` +
        `<form method="post" action="${UNSUBSCRIBE_PATH}">` +
        ['u', 'k', 's'].map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name as 'u' | 'k' | 's'])}">`).join('') +
        `<button type="submit">Stop ${escapeHtml(WHAT[fields.k])}</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, validated('body', linkFields, 'progress_mail.invalid_link'), async (c) => {
    const fields = c.req.valid('json');
    const user = checked(fields);
    const context = commandContext(c);
    // Anyone holding a link may press it: bounded per address (docs/security.md).
    const writer = publicWriter(c);
    if (!(await writeLimits.take('unsubscribe', writer, context.now)).allowed) throw new DomainError('progress_mail.too_many_requests', 429);
    const { events } = await handleCommand(
      log.store,
      profile,
      profileStreams.user(user.userId),
      { type: 'EditProfileField', data: { user: { userId: user.userId, role: user.role }, field: MAIL_PREFERENCES[fields.k], value: false, now: context.now } },
      { ...context, actor: `unsubscribe-link:${user.userId}` },
    );
    if (events.length === 0) await writeLimits.giveBack('unsubscribe', writer, context.now);
    return page(c, 'You are unsubscribed', `<p>You will no longer receive ${escapeHtml(WHAT[fields.k])}. You can turn them on again on your profile page.</p>`);
  });

  return app;
}
