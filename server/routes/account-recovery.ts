import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  accountRecovery,
  accountRecoveryStreams,
  credentialRequestErrorKey,
  credentialRequestType,
  INVALID_RESET_TOKEN,
  maskedEmailAddress,
  passwordRequestError,
  RESET_LINK_LIFETIME_MS,
  secretWordRequestFor,
  type CredentialRequestAnswer,
  type CredentialRequestError,
  type CredentialRequestErrorType,
  type CredentialRequested,
} from '../../events/account-recovery';
import { normalizedEmailAddress } from '../../events/email-address';
import { MAX_PASSWORD_LENGTH, MAX_SECRET_WORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../events/membership';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { EventOf } from '../../events/log/event-schemas';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import { signIn, signInStreams } from '../../events/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';
import { newLinkToken, sha256Hex } from '../auth/link-tokens';
import { hashSecret } from '../auth/password';
import type { SubAccountLogins } from '../auth/sub-account-logins';
import type { AppEnv } from '../http/app-env';
import { commandContext, type RouteCommandContext } from '../http/command-context';
import { overLimit } from '../http/over-limit';
import { addressWriter, publicWriter } from '../http/public-write-limits';
import { validated } from '../http/validated';
import { DEFAULT_SUPPORT_EMAIL, type AccountMailServices } from '../mail/account-mail-services';
import { passwordResetMail, secretWordResetMail, usernamesMail } from '../mail/account-mails';
import { linkOrigin } from '../mail/link-origin';
import { MAIL_NOT_SENT, sentMail, type MailMessage } from '../mail/mailer';

// Spec §7 credential request (forgot username, password, secret word) and the
// reset links it mails (docs/account-recovery.md).

export const credentialRequestErrors = {
  throttled: 'credential_request.too_many_requests',
  passwordTooShort: 'credential_request.reset.password_too_short',
  passwordTooLong: 'credential_request.reset.password_too_long',
  secretWordBlank: 'secret_word_form.error.blank',
  secretWordTooLong: 'credential_request.reset.secret_word_too_long',
  invalidSubAccount: 'sign_in.invalid_sub_account',
  noChildren: 'credential_request.no_children',
  noFamilyEmail: 'credential_request.no_family_email',
} as const;

const requestPayload = z.object({
  type: credentialRequestType,
  email: z.string().max(512).optional(),
  username: z.string().max(256).optional(),
  customDomain: z.string().max(63).optional(),
  targetEncryptedLogin: z.string().max(512).optional(),
});

const token = z.string().max(128);
const resetTokenPayload = z.object({ token });
const resetPasswordPayload = z.object({ token, newPassword: z.string().max(1024) });
const resetSecretWordPayload = z.object({ token, newSecretWord: z.string().max(1024) });

function refused(c: Context<AppEnv>, type: CredentialRequestErrorType, extra: Pick<CredentialRequestError, 'ssoCustomDomain' | 'ssoCustomDomainUrl'> = {}) {
  const body: CredentialRequestError = { error: credentialRequestErrorKey(type), type, ...extra };
  return c.json(body, 400);
}

export function accountRecoveryRoutes(services: AccountMailServices & { subAccountLogins: SubAccountLogins }) {
  const { log, mailer } = services;
  const directory = log.queries.directory;
  const supportEmail = services.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const app = new Hono<AppEnv>();

  /** A family child's recovery address is its parent's; everyone else's their own (a school student has none). */
  const recoveryEmailOf = (account: DirectoryUser) =>
    account.role === 'child' ? (account.parentUserId ? directory.emailOf(account.parentUserId) : null) : directory.emailOf(account.userId);

  const record = (data: EventOf<typeof CredentialRequested>['data'], context: RouteCommandContext) =>
    handleCommand(log.store, accountRecovery, accountRecoveryStreams.request(data.requestId), { type: 'RecordCredentialRequest', data }, context);

  app.post('/credential-request', validated('body', requestPayload), async (c) => {
    // A retried request is a new request: its links are fresh secrets no earlier answer carried.
    const { idempotencyKey: _notForMail, ...context } = commandContext(c);
    const body = c.req.valid('json');
    const throttled = await overLimit(c, services.writeLimits, 'credentialRequest', publicWriter(c), context.now, credentialRequestErrors.throttled);
    if (throttled) return throttled;
    const requestId = context.ids.id();
    const origin = linkOrigin(c, services.publicOrigin);
    const answer = (familyEmail: string | null, extra: Partial<CredentialRequestAnswer> = {}): Response => c.json({ supportEmail, familyEmail, ...extra } satisfies CredentialRequestAnswer);
    // The event is appended first; a mail server that fails is a 503 (the person asks again), never a link the log does not know.
    const deliver = async (message: MailMessage) => ((await sentMail(mailer, message, c.get('correlationId'))) ? null : c.json({ error: MAIL_NOT_SENT }, 503));
    const mailLimit = (email: string) => overLimit(c, services.writeLimits, 'accountMail', `email:${sha256Hex(email)}`, context.now, credentialRequestErrors.throttled);

    switch (body.type) {
      case 'USERNAME': {
        const typed = (body.email ?? '').trim();
        if (typed === '') return refused(c, 'MISSING_EMAIL');
        const email = normalizedEmailAddress(typed);
        if (email === null) return refused(c, 'INVALID_EMAIL');
        const owners = directory.accountsByEmail(email);
        // A parent's address also names the family's children.
        const accounts = owners.flatMap((owner) =>
          owner.role === 'parent' ? directory.familyOf(owner).map((member) => ({ userId: member.userId, username: member.username })) : [owner],
        );
        const unique = [...new Map(accounts.map((account) => [account.userId, account])).values()].slice(0, 100);
        if (unique.length === 0) return refused(c, 'NO_ACCOUNT');
        const limited = await mailLimit(email);
        if (limited) return limited;
        await record({ requestId, type: 'USERNAME', emailHash: sha256Hex(email), userIds: unique.map((a) => a.userId), resets: [], expiresAt: null, requestedBy: c.get('user')?.userId ?? null }, context);
        return (await deliver(usernamesMail(email, unique.map((account) => account.username)))) ?? answer(email);
      }
      case 'PASSWORD': {
        const username = (body.username ?? '').trim().toLowerCase();
        if (username === '') return refused(c, 'MISSING_USERNAME');
        const typed = (body.email ?? '').trim();
        if (typed === '') return refused(c, 'MISSING_EMAIL');
        const email = normalizedEmailAddress(typed);
        if (email === null) return refused(c, 'INVALID_EMAIL');
        const account = username.length <= 64 ? directory.accountByUsername(username) : undefined;
        const customDomain = body.customDomain?.trim().toLowerCase();
        const ssoDistrict = account ? log.queries.accountRecovery.singleSignOnDistrictOf(account.userId) : null;
        const ssoCustomDomain = ssoDistrict ? (directory.customDomainOfDistrict(ssoDistrict) ?? ssoDistrict) : null;
        const error = passwordRequestError(email, {
          account: account ?? null,
          recoveryEmail: account ? recoveryEmailOf(account) : null,
          ...(customDomain ? { customDomainDistrictId: directory.districtByCustomDomain(customDomain)?.districtId ?? null } : {}),
          ssoCustomDomain,
        });
        if (error === 'SSO_ONLY') return refused(c, error, { ssoCustomDomain: ssoCustomDomain!, ssoCustomDomainUrl: `${origin}/signin/${encodeURIComponent(ssoCustomDomain!)}` });
        if (error !== null || !account) return refused(c, error ?? 'USERNAME_NOT_FOUND');
        const limited = await mailLimit(email);
        if (limited) return limited;
        const linkToken = newLinkToken();
        await record(
          {
            requestId,
            type: 'PASSWORD',
            emailHash: sha256Hex(email),
            userIds: [account.userId],
            resets: [{ userId: account.userId, tokenHash: sha256Hex(linkToken) }],
            expiresAt: new Date(context.now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
            requestedBy: c.get('user')?.userId ?? null,
          },
          context,
        );
        return (await deliver(passwordResetMail(email, account.username, `${origin}/reset-password?token=${linkToken}`))) ?? answer(email);
      }
      case 'SECRET_WORD': {
        const user = c.get('user');
        if (secretWordRequestFor(user?.role ?? null) === 'askParent') return answer(null, { askParent: true });
        const parent = user!;
        const parentEmail = directory.emailOf(parent.userId);
        if (parentEmail === null) throw new DomainError(credentialRequestErrors.noFamilyEmail, 409);
        const children = directory.familyOf(parent).filter((member) => !member.isParent);
        let targets = children;
        if (body.targetEncryptedLogin !== undefined) {
          const login = services.subAccountLogins.open(body.targetEncryptedLogin, c.get('session')!.sessionId, context.now);
          targets = children.filter((child) => login !== null && login.familyUserId === parent.userId && child.userId === login.targetUserId);
          if (targets.length === 0) throw new DomainError(credentialRequestErrors.invalidSubAccount, 400);
        }
        if (targets.length === 0) throw new DomainError(credentialRequestErrors.noChildren, 409);
        const limited = await mailLimit(parentEmail);
        if (limited) return limited;
        const links = targets.map((child) => ({ child, token: newLinkToken() }));
        await record(
          {
            requestId,
            type: 'SECRET_WORD',
            emailHash: null,
            userIds: links.map(({ child }) => child.userId),
            resets: links.map(({ child, token: linkToken }) => ({ userId: child.userId, tokenHash: sha256Hex(linkToken) })),
            expiresAt: new Date(context.now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
            requestedBy: parent.userId,
          },
          context,
        );
        const childLinks = links.map(({ child, token: linkToken }) => ({ username: child.username, link: `${origin}/reset-secret-word?token=${linkToken}` }));
        return (await deliver(secretWordResetMail(parentEmail, childLinks))) ?? answer(maskedEmailAddress(parentEmail));
      }
      default: {
        const _exhaustive: never = body.type;
        return _exhaustive;
      }
    }
  });

  /** The unused, unexpired link of `kind` a token opens, or a 400 (one key for used, expired, altered and unknown). */
  const openLink = (linkToken: string, kind: 'PASSWORD' | 'SECRET_WORD' | null, now: Date) => {
    const link = log.queries.accountRecovery.resetLinkByTokenHash(sha256Hex(linkToken));
    if (!link || (kind !== null && link.kind !== kind) || link.completedAt !== null || now.getTime() >= Date.parse(link.expiresAt)) {
      throw new DomainError(INVALID_RESET_TOKEN, 400);
    }
    const account = directory.userById(link.userId);
    if (!account) throw new DomainError(INVALID_RESET_TOKEN, 400);
    return { link, account };
  };

  const linkUseLimit = (c: Context<AppEnv>, now: Date) => overLimit(c, services.writeLimits, 'linkUse', addressWriter(c.get('address')), now, credentialRequestErrors.throttled);

  // The reset pages ask first whether their link still works (and whose it is). Appends nothing.
  app.post('/credential-request/reset-token', validated('body', resetTokenPayload, INVALID_RESET_TOKEN), async (c) => {
    const { now } = commandContext(c);
    const limited = await linkUseLimit(c, now);
    if (limited) return limited;
    const { link, account } = openLink(c.req.valid('json').token, null, now);
    return c.json({ kind: link.kind, username: account.username });
  });

  app.post('/credential-request/reset-password', validated('body', resetPasswordPayload, INVALID_RESET_TOKEN), async (c) => {
    const { idempotencyKey: _once, ...context } = commandContext(c);
    const limited = await linkUseLimit(c, context.now);
    if (limited) return limited;
    const { token: linkToken, newPassword } = c.req.valid('json');
    const { link, account } = openLink(linkToken, 'PASSWORD', context.now);
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new DomainError(credentialRequestErrors.passwordTooShort, 400);
    if (newPassword.length > MAX_PASSWORD_LENGTH) throw new DomainError(credentialRequestErrors.passwordTooLong, 400);
    const passwordHash = await hashSecret(newPassword);
    const actorContext = { ...context, actor: account.userId };
    // The link is used first (once, unexpired: the decider), then the password set, then every other session ended.
    await handleCommand(log.store, accountRecovery, accountRecoveryStreams.request(link.requestId), { type: 'CompleteReset', data: { requestId: link.requestId, userId: account.userId, kind: 'PASSWORD', now: context.now } }, actorContext);
    await handleCommand(log.store, schoolDirectory, directoryStreams.user(account.userId), { type: 'SetPassword', data: { userId: account.userId, passwordHash } }, actorContext);
    const current = c.get('session');
    for (const sessionId of log.queries.signIn.activeSessionIdsOf(account.userId, context.now)) {
      if (current?.sessionId === sessionId) continue;
      await handleCommand(log.store, signIn, signInStreams.session(sessionId), { type: 'EndSession', data: { sessionId, reason: 'password_reset' } }, actorContext);
    }
    return c.json({ username: account.username });
  });

  app.post('/credential-request/reset-secret-word', validated('body', resetSecretWordPayload, INVALID_RESET_TOKEN), async (c) => {
    const { idempotencyKey: _once, ...context } = commandContext(c);
    const limited = await linkUseLimit(c, context.now);
    if (limited) return limited;
    const { token: linkToken, newSecretWord } = c.req.valid('json');
    const { link, account } = openLink(linkToken, 'SECRET_WORD', context.now);
    const secretWord = newSecretWord.trim();
    if (secretWord === '') throw new DomainError(credentialRequestErrors.secretWordBlank, 400);
    if (secretWord.length > MAX_SECRET_WORD_LENGTH) throw new DomainError(credentialRequestErrors.secretWordTooLong, 400);
    const secretWordHash = await hashSecret(secretWord);
    await handleCommand(log.store, accountRecovery, accountRecoveryStreams.request(link.requestId), { type: 'CompleteReset', data: { requestId: link.requestId, userId: account.userId, kind: 'SECRET_WORD', now: context.now } }, context);
    await handleCommand(log.store, schoolDirectory, directoryStreams.user(account.userId), { type: 'SetSecretWord', data: { userId: account.userId, secretWordHash } }, context);
    return c.json({ username: account.username });
  });

  return app;
}
