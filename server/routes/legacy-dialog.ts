import { Hono } from 'hono';
import { z } from 'zod';
import { daysUntil, familyMembership, membershipStreams, mayManageFamily, membershipErrors, renewalReminderDue, type LegacyDialogModel } from '../../events/membership';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/app-env';
import { commandContext, requestTime } from '../http/command-context';
import { overLimit } from '../http/over-limit';
import { validated } from '../http/validated';
import type { AccountMailServices } from '../mail/account-mail-services';

// Spec §2.17 legacy server-driven dialog, put to real use (issue 14): the
// renewal reminder of a family membership near its end. The server writes the
// dialog (header, body, buttons, form); the form posts form data and is
// answered `{ header, body }` (docs/membership.md).

export const RENEWAL_REMINDER_PATH = '/legacy-dialogs/renewal-reminder';

const renewalForm = z.object({ choice: z.enum(['renew', 'later']).optional() });

/** `2026-12-03` → `3 December 2026`. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00.000Z`));
}

export function legacyDialogRoutes({ log, writeLimits }: Pick<AccountMailServices<'membership'>, 'log' | 'writeLimits'>) {
  const app = new Hono<AppEnv>();
  const memberships = log.queries.membership;

  app.get(RENEWAL_REMINDER_PATH, (c) => {
    const user = c.get('user');
    const now = requestTime(c);
    const membership = user && mayManageFamily(user.role) ? memberships.membershipOf(user.userId) : undefined;
    if (!membership || !renewalReminderDue(membership, now)) return c.body(null, 204);
    const ended = daysUntil(membership.endsOn, now) < 0;
    const dialog: LegacyDialogModel = {
      header: ended ? `Your family membership ended on ${longDate(membership.endsOn)}` : `Your family membership ends on ${longDate(membership.endsOn)}`,
      body: 'Renew now to keep practising without a break. Renewing adds a year and is free: there is nothing to pay.',
      buttons: [
        // "Not now" is a submit button too: it posts choice=later, so the reminder rests for 7 days.
        { text: 'Not now', handler: 'submit', name: 'choice', value: 'later' },
        { text: 'See membership', handler: 'href=/membership' },
        { text: 'Renew for a year', handler: 'submit', name: 'choice', value: 'renew' },
      ],
      form: { action: RENEWAL_REMINDER_PATH, method: 'POST' },
    };
    return c.json(dialog);
  });

  app.post(RENEWAL_REMINDER_PATH, validated('body', renewalForm), async (c) => {
    const parent = requireUser(c);
    if (!mayManageFamily(parent.role)) throw new DomainError(membershipErrors.parentsOnly, 403);
    const context = commandContext(c);
    // The legacy form posts form data; without a choice it renews (the form's submit button).
    const choice = c.req.valid('json').choice ?? 'renew';
    const membership = memberships.membershipOf(parent.userId);
    if (!membership) throw new DomainError(membershipErrors.noMembership, 404);
    // Already renewed (another tab): say so, append nothing.
    if (!renewalReminderDue(membership, context.now)) {
      return c.json({ header: 'Your membership is up to date', body: `Your family membership runs until ${longDate(membership.endsOn)}.` });
    }
    const limited = await overLimit(c, writeLimits, 'familyChange', `user:${parent.userId}`, context.now, 'membership.error.too_many_requests');
    if (limited) return limited;
    const stream = membershipStreams.membership(parent.userId);
    const actor = { userId: parent.userId, role: parent.role };
    if (choice === 'later') {
      await handleCommand(log.store, familyMembership, stream, { type: 'PostponeRenewalReminder', data: { actor, now: context.now } }, context);
      return c.json({ header: 'We will remind you later', body: `Your family membership runs until ${longDate(membership.endsOn)}. We will ask again in a week.` });
    }
    await handleCommand(log.store, familyMembership, stream, { type: 'RenewFamilyMembership', data: { actor, now: context.now } }, context);
    const renewed = memberships.membershipOf(parent.userId)!;
    return c.json({ header: 'Membership renewed', body: `Your family membership now runs until ${longDate(renewed.endsOn)}. There was nothing to pay.` });
  });

  return app;
}
