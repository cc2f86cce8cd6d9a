import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { edition } from '../../events/curriculum';
import { normalizedEmailAddress } from '../../events/email-address';
import {
  aYearAfter,
  dateOf,
  familyMembership,
  membershipStreams,
  JOIN_LINK_LIFETIME_MS,
  JOIN_USERNAME,
  MAX_PASSWORD_LENGTH,
  MAX_SECRET_WORD_LENGTH,
  mayManageFamily,
  membershipErrors,
  MIN_PASSWORD_LENGTH,
  type FamilyMembershipView,
} from '../../events/membership';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import { requireUser } from '../auth/current-user';
import { newLinkToken, sha256Hex } from '../auth/link-tokens';
import { hashSecret } from '../auth/password';
import { startSession } from '../sign-in/sign-in-attempts';
import type { BotCheck } from '../bot-check/altcha-bot-check';
import type { AppEnv } from '../http/app-env';
import { commandContext, commandStep } from '../http/command-context';
import { overLimit } from '../http/over-limit';
import { addressWriter } from '../http/public-write-limits';
import { validated } from '../http/validated';
import type { AccountMailServices } from '../mail/account-mail-services';
import { joinConfirmationMail } from '../mail/account-mails';
import { linkOrigin } from '../mail/link-origin';
import { MAIL_NOT_SENT, sentMail } from '../mail/mailer';

// Joining (issue 14, docs/membership.md): a visitor asks to join as a family
// parent, confirms the address through a mailed link (which creates the account,
// starts a year's membership and signs them in), then adds children. No payment.

export const membershipRouteErrors = {
  ...membershipErrors,
  alreadySignedIn: 'membership.error.already_signed_in',
  missingEmail: 'credential_request_dialog.form.error.MISSING_EMAIL',
  passwordTooShort: 'membership.error.password_too_short',
  passwordTooLong: 'membership.error.password_too_long',
  displayNameInvalid: 'membership.error.display_name_invalid',
  secretWordTooLong: 'membership.error.secret_word_too_long',
  throttled: 'membership.error.too_many_requests',
} as const;

const joinPayload = z.object({
  username: z.string().max(256),
  email: z.string().max(512),
  password: z.string().max(1024),
  displayName: z.string().max(256).optional(),
  edition: edition.optional(),
});
const confirmPayload = z.object({ token: z.string().max(128) });
const childPayload = z.object({
  username: z.string().max(256),
  displayName: z.string().max(256).optional(),
  secretWord: z.string().max(1024).optional(),
});

function checkedDisplayName(typed: string | undefined, username: string): string {
  const displayName = (typed ?? '').trim();
  if (displayName === '') return username;
  if (displayName.length > 64) throw new DomainError(membershipRouteErrors.displayNameInvalid, 400);
  return displayName;
}

export function membershipRoutes(services: AccountMailServices<'directory' | 'membership' | 'signIn'> & { botCheck: BotCheck }) {
  const { log, mailer } = services;
  const directory = log.queries.directory;
  const memberships = log.queries.membership;
  const app = new Hono<AppEnv>();

  /** A username rule shared by parents and children: the pattern, and free (no account, no unexpired join request holds it). */
  const freeUsername = (typed: string, now: Date) => {
    const username = typed.trim().toLowerCase();
    if (!JOIN_USERNAME.test(username)) throw new DomainError(membershipRouteErrors.usernameInvalid, 400);
    const held = directory.accountByUsername(username) !== undefined || memberships.usernameHeld(username, now);
    return { username, held };
  };

  app.post('/membership/family', validated('body', joinPayload), async (c) => {
    if (c.get('user')) throw new DomainError(membershipRouteErrors.alreadySignedIn, 403);
    const { idempotencyKey: _aNewLinkEachTime, ...context } = commandContext(c);
    const body = c.req.valid('json');
    const { username, held } = freeUsername(body.username, context.now);
    if (held) throw new DomainError(membershipRouteErrors.usernameTaken, 400);
    if (body.email.trim() === '') throw new DomainError(membershipRouteErrors.missingEmail, 400);
    const email = normalizedEmailAddress(body.email);
    if (email === null) throw new DomainError(membershipRouteErrors.invalidEmail, 400);
    if (body.password.length < MIN_PASSWORD_LENGTH) throw new DomainError(membershipRouteErrors.passwordTooShort, 400);
    if (body.password.length > MAX_PASSWORD_LENGTH) throw new DomainError(membershipRouteErrors.passwordTooLong, 400);
    const displayName = checkedDisplayName(body.displayName, username);
    const limited =
      (await overLimit(c, services.writeLimits, 'membershipJoin', addressWriter(c.get('address')), context.now, membershipRouteErrors.throttled)) ??
      (await overLimit(c, services.writeLimits, 'accountMail', `email:${sha256Hex(email)}`, context.now, membershipRouteErrors.throttled));
    if (limited) return limited;
    const linkToken = newLinkToken();
    const requestId = context.ids.id();
    await handleCommand(
      log.store,
      familyMembership,
      membershipStreams.joinRequest(requestId),
      {
        type: 'RequestFamilyJoin',
        data: {
          requestId,
          username,
          displayName,
          email,
          edition: body.edition ?? 'US',
          passwordHash: await hashSecret(body.password),
          tokenHash: sha256Hex(linkToken),
          expiresAt: new Date(context.now.getTime() + JOIN_LINK_LIFETIME_MS).toISOString(),
          usernameHeld: held,
        },
      },
      context,
    );
    const confirmation = joinConfirmationMail(email, username, `${linkOrigin(c, services.publicOrigin)}/membership/confirm?token=${linkToken}`);
    // Appended first: a mail server that fails is a 503 and the username stays held for the 24 hours (join again with another, or wait).
    if (!(await sentMail(mailer, confirmation, c.get('correlationId')))) return c.json({ error: MAIL_NOT_SENT }, 503);
    return c.json({ email }, 202);
  });

  app.post('/membership/confirm', validated('body', confirmPayload, membershipRouteErrors.invalidToken), async (c) => {
    const { idempotencyKey: _once, ...context } = commandContext(c);
    const limited = await overLimit(c, services.writeLimits, 'linkUse', addressWriter(c.get('address')), context.now, membershipRouteErrors.throttled);
    if (limited) return limited;
    const request = memberships.joinRequestByTokenHash(sha256Hex(c.req.valid('json').token));
    if (!request || request.parentUserId !== null || context.now.getTime() >= Date.parse(request.expiresAt)) {
      throw new DomainError(membershipRouteErrors.invalidToken, 400);
    }
    if (directory.accountByUsername(request.username)) throw new DomainError(membershipRouteErrors.usernameTaken, 409);
    const parentUserId = context.ids.id();
    const actorContext = { ...context, actor: parentUserId };
    // The link is used (once, unexpired: the decider), the parent registered with the address just confirmed, the year started.
    await handleCommand(log.store, familyMembership, membershipStreams.joinRequest(request.requestId), { type: 'ConfirmFamilyJoin', data: { requestId: request.requestId, parentUserId, now: context.now } }, actorContext);
    await handleCommand(
      log.store,
      schoolDirectory,
      directoryStreams.user(parentUserId),
      {
        type: 'RegisterUser',
        data: {
          userId: parentUserId,
          username: request.username,
          displayName: request.displayName,
          role: 'parent',
          edition: edition.parse(request.edition),
          schoolId: null,
          districtId: null,
          parentUserId: null,
          passwordHash: request.passwordHash,
          email: request.email,
        },
      },
      actorContext,
    );
    await handleCommand(
      log.store,
      familyMembership,
      membershipStreams.membership(parentUserId),
      { type: 'StartFamilyMembership', data: { parentUserId, joinRequestId: request.requestId, endsOn: aYearAfter(dateOf(context.now)) } },
      actorContext,
    );
    const account = directory.userById(parentUserId)!;
    const started = await startSession(c, services, { account, rememberUser: false, location: null, switchedFromSessionId: null }, context);
    if (started instanceof Response) return started;
    return c.json({ username: account.username, debugId: c.get('correlationId'), userKind: 'PARENT' });
  });

  app.get('/membership/family', (c) => {
    const user = c.get('user');
    const parent = user?.role === 'parent' ? user : user?.role === 'child' && user.parentUserId ? directory.userById(user.parentUserId) : undefined;
    if (!user || !parent) return c.json({ family: null } satisfies FamilyMembershipView);
    const children = directory
      .familyOf(parent)
      .filter((member) => !member.isParent)
      .map(({ userId, username, displayName, isSecretWordRequired }) => ({ userId, username, displayName, hasSecretWord: isSecretWordRequired }));
    const view: FamilyMembershipView = {
      family: {
        parentUsername: parent.username,
        email: user.role === 'parent' ? directory.emailOf(parent.userId) : null,
        endsOn: memberships.membershipOf(parent.userId)?.endsOn ?? null,
        children,
      },
    };
    return c.json(view);
  });

  app.post('/membership/children', validated('body', childPayload), async (c) => {
    const parent = requireUser(c);
    if (!mayManageFamily(parent.role)) throw new DomainError(membershipRouteErrors.parentsOnly, 403);
    const context = commandContext(c);
    // Drawn first: with an Idempotency-Key it is derived from the key, so a retry names the same child.
    const childUserId = context.ids.id();
    const registered = directory.userById(childUserId);
    // A retry (same key) of a request that created the child answers as the first did, creating nothing.
    if (registered && registered.parentUserId === parent.userId) return c.json({ userId: childUserId, username: registered.username }, 201);
    const body = c.req.valid('json');
    const { username, held } = freeUsername(body.username, context.now);
    if (held) throw new DomainError(membershipRouteErrors.usernameTaken, 400);
    const displayName = checkedDisplayName(body.displayName, username);
    const secretWord = (body.secretWord ?? '').trim();
    if (secretWord.length > MAX_SECRET_WORD_LENGTH) throw new DomainError(membershipRouteErrors.secretWordTooLong, 400);
    const limited = await overLimit(c, services.writeLimits, 'familyChange', `user:${parent.userId}`, context.now, membershipRouteErrors.throttled);
    if (limited) return limited;
    const childCount = directory.familyOf(parent).filter((member) => !member.isParent).length;
    await handleCommand(
      log.store,
      familyMembership,
      membershipStreams.membership(parent.userId),
      { type: 'AddFamilyChild', data: { actor: { userId: parent.userId, role: parent.role }, parentUserId: parent.userId, childUserId, childCount } },
      // Two commands under one request: each its own idempotency key (an Idempotency-Key would otherwise make the second a replay of the first).
      commandStep(context, 'add-family-child'),
    );
    // A child has no password of its own (an unusable random one): it is reached by the family's switch, with its secret word when it has one.
    const [passwordHash, secretWordHash] = await Promise.all([hashSecret(randomBytes(32).toString('base64url')), secretWord ? hashSecret(secretWord) : null]);
    await handleCommand(
      log.store,
      schoolDirectory,
      directoryStreams.user(childUserId),
      {
        type: 'RegisterUser',
        data: {
          userId: childUserId,
          username,
          displayName,
          role: 'child',
          edition: edition.parse(parent.edition),
          schoolId: null,
          districtId: null,
          parentUserId: parent.userId,
          passwordHash,
          secretWordHash,
        },
      },
      commandStep(context, 'register-child'),
    );
    return c.json({ userId: childUserId, username }, 201);
  });

  return app;
}
