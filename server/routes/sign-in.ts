import { Hono } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { signIn, signInLocation, signInStreams } from '../../events/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';
import { verifySecret } from '../auth/password';
import { previousCustomDomains, rememberCustomDomain } from '../auth/previous-custom-domains';
import { clearSessionCookie } from '../auth/session-token';
import { passSignInGate, recordFailedSignIn, signedInAnswer, signInErrors, startSession, type SignInServices } from '../sign-in/sign-in-attempts';
import type { SubAccountLogins } from '../auth/sub-account-logins';
import { requireUser } from '../auth/current-user';
import { BOT_CHECK_CHALLENGE_PATH, dialogActionRule, signInActionRule } from '../bot-check/bot-check-actions';
import { offerAdminContacts } from '../admin-contacts/offer-admin-contacts';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { booleanField } from '../http/body-fields';
import { commandContext } from '../http/command-context';
import { validated } from '../http/validated';
import { offerTeacherSetup } from '../teacher-setup/offer-teacher-setup';

export { signInErrors } from '../sign-in/sign-in-attempts';

const recaptchaModel = z.object({ recaptchaToken: z.string().max(4096).optional() }).optional();

const signInPayload = z.object({
  username: z.string().max(256),
  password: z.string().max(1024),
  rememberUser: booleanField().default(false),
  location: signInLocation.optional(),
  customDomain: z.string().max(63).optional(),
  recaptchaModel,
});

const subAccountPayload = z.object({
  subAccountEncryptedLogin: z.string().max(512),
  secretWord: z.string().max(256).optional(),
  password: z.string().max(1024).optional(),
  recaptchaModel,
});

/** Spec §3 navigation context flags, decided per user type (see docs/sign-in.md). */
function navigationFor(user: DirectoryUser | null, cacheRefresh = false) {
  return {
    signedIn: user !== null,
    skipToContent: true,
    focusModeEligible: user?.userType === 2,
    sparkStudioAccess: user?.userType === 4 || user?.userType === 13,
    sharedAnalyticsAccess: user?.userType === 11,
    cacheRefresh,
  };
}

/** The parent whose family `user` is in (a parent's own id, a child's parent), or null outside a family. */
function familyOfUser(user: DirectoryUser): string | null {
  return user.role === 'parent' ? user.userId : user.role === 'child' ? user.parentUserId : null;
}

export function signInRoutes(
  log: FeatureLog<'adminContacts' | 'directory' | 'editionPicker' | 'signIn' | 'siteNavigation'>,
  { writeLimits, botCheck, subAccountLogins, notificationsEnabled = true }: Omit<SignInServices, 'log'> & { subAccountLogins: SubAccountLogins; /** Issue 16: NOTIFICATIONS_BACKEND. */ notificationsEnabled?: boolean },
) {
  const app = new Hono<AppEnv>();
  const services: SignInServices = { log, writeLimits, botCheck };
  const directory = log.queries.directory;

  app.post('/signin', validated('body', signInPayload, signInErrors.client), async (c) => {
    const { username: typed, password, rememberUser, location, customDomain: typedDomain, recaptchaModel: bot } = c.req.valid('json');
    const customDomain = typedDomain?.trim().toLowerCase() || undefined; // blank: not through a custom domain
    const username = typed.trim().toLowerCase().slice(0, 64);
    if (username === '' || password === '') return c.json({ error: signInErrors.client }, 400);
    // A retried sign-in is a new sign-in: its session token is a fresh secret that
    // no earlier answer could have carried, so the Idempotency-Key is not used here.
    const { idempotencyKey: _notForSignIn, ...context } = commandContext(c);

    const refused = await passSignInGate(c, services, { username, botCheckToken: bot?.recaptchaToken, accepts: signInActionRule(location), now: context.now });
    if (refused) return refused;

    const account = directory.accountByUsername(username);
    if (!(await verifySecret(account?.passwordHash ?? null, password)) || !account) {
      const overLimit = await recordFailedSignIn(c, services, { username, reason: account ? 'wrong_password' : 'unknown_user' }, context);
      return overLimit ?? c.json({ error: signInErrors.server }, 401);
    }

    // Through a district's sign-in page (/signin/{customDomainName}): only that district's accounts.
    const district = customDomain === undefined ? undefined : directory.districtByCustomDomain(customDomain);
    if (customDomain !== undefined && (!district || district.districtId !== account.districtId)) {
      return c.json({ error: signInErrors.wrongCustomDomain }, 401);
    }

    const started = await startSession(c, services, { account, rememberUser, location: location ?? null, switchedFromSessionId: null }, context);
    if (started instanceof Response) return started;
    offerTeacherSetup(c, account); // Issue 15: a teacher's client then asks for the setup dialog.
    offerAdminContacts(c, log, account); // Issue 15: an administrator's client then offers the contacts wizard.
    if (district) {
      rememberCustomDomain(c, { name: district.customDomainName, displayName: district.name }, previousCustomDomains(c, directory.districtByCustomDomain));
    }
    return signedInAnswer(c, account);
  });

  // Spec §7 sub-account sign-in: switch this session to another member of the family.
  app.post('/signin/sub-account', validated('body', subAccountPayload, signInErrors.invalidSubAccount), async (c) => {
    const user = requireUser(c);
    if (familyOfUser(user) === null) throw new DomainError('sign_in.not_in_a_family', 403);
    const session = c.get('session')!;
    const { subAccountEncryptedLogin, secretWord, password, recaptchaModel: bot } = c.req.valid('json');
    const { idempotencyKey: _notForSignIn, ...context } = commandContext(c);

    // Only a login sealed for this very session, for a member of this user's family (still).
    const login = subAccountLogins.open(subAccountEncryptedLogin, session.sessionId, context.now);
    const target = login ? directory.accountByUsername(directory.userById(login.targetUserId)?.username ?? '') : undefined;
    if (!login || !target || familyOfUser(user) !== login.familyUserId || familyOfUser(target) !== login.familyUserId) {
      throw new DomainError(signInErrors.invalidSubAccount, 400);
    }

    // A child becomes the parent only with the parent's password; a member with a secret word only with it.
    const needsPassword = target.role === 'parent' && user.role !== 'parent';
    const needsSecretWord = !needsPassword && target.secretWordHash !== null;
    if (needsPassword && (password ?? '') === '') return c.json({ error: signInErrors.client }, 400);
    if (needsSecretWord && (secretWord ?? '').trim() === '') return c.json({ error: signInErrors.secretWordBlank }, 400);

    const refused = await passSignInGate(c, services, { username: target.username, botCheckToken: bot?.recaptchaToken, accepts: dialogActionRule, now: context.now });
    if (refused) return refused;

    if (needsPassword && !(await verifySecret(target.passwordHash, password!))) {
      const overLimit = await recordFailedSignIn(c, services, { username: target.username, reason: 'wrong_password' }, context);
      return overLimit ?? c.json({ error: signInErrors.server }, 401);
    }
    if (needsSecretWord && !(await verifySecret(target.secretWordHash, secretWord!.trim()))) {
      const overLimit = await recordFailedSignIn(c, services, { username: target.username, reason: 'wrong_secret_word' }, context);
      return overLimit ?? c.json({ error: signInErrors.secretWordIncorrect }, 401);
    }

    // The new session first, then the old one ends: a failure in between leaves two sessions, never none.
    const rememberUser = log.queries.signIn.rememberedSession(session.sessionId);
    const started = await startSession(c, services, { account: target, rememberUser, location: null, switchedFromSessionId: session.sessionId }, context);
    if (started instanceof Response) return started;
    await handleCommand(
      log.store,
      signIn,
      signInStreams.session(session.sessionId),
      { type: 'EndSession', data: { sessionId: session.sessionId, reason: 'switched_sub_account' } },
      context,
    );
    return signedInAnswer(c, target);
  });

  app.post('/signout', async (c) => {
    const session = c.get('session');
    if (session) {
      await handleCommand(
        log.store,
        signIn,
        signInStreams.session(session.sessionId),
        { type: 'EndSession', data: { sessionId: session.sessionId, reason: 'signed_out' } },
        commandContext(c),
      );
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  app.get('/session', (c) => {
    const user = c.get('user');
    // Spec §3 bot-verification model: ours, self-hosted (docs/sign-in.md "Bot check").
    const botVerification = { enabled: botCheck.enabled, siteKey: BOT_CHECK_CHALLENGE_PATH, scriptSrc: '' };
    if (!user) {
      return c.json({
        userType: 0,
        navigation: navigationFor(null),
        botVerification,
        previousCustomDomains: previousCustomDomains(c, directory.districtByCustomDomain),
      });
    }
    const session = c.get('session')!;
    return c.json({
      userId: user.userId,
      username: user.username,
      displayName: user.displayName,
      userType: user.userType,
      role: user.role,
      edition: log.queries.editionPicker.chosenEdition(user.userId) ?? user.edition,
      ...(user.schoolId ? { schoolId: user.schoolId } : {}),
      navigation: navigationFor(user, log.queries.siteNavigation.isStale(user.userId)),
      botVerification,
      // Issue 16: the web fetches the notifications feed only when the backend is on (docs/notifications.md).
      notificationsEnabled,
      // Spec §3 sub-accounts, for the sub-account menu and switch-to-parent (family parents and children only).
      ...(user.userType === 11 || user.userType === 12
        ? {
            subAccounts: directory.familyOf(user).map(({ userId, ...member }) => ({
              ...member,
              avatarUrl: null,
              subAccountEncryptedLogin: subAccountLogins.seal({ targetUserId: userId, familyUserId: familyOfUser(user)! }, session.sessionId, new Date(session.expiresAt)),
            })),
          }
        : {}),
    });
  });

  return app;
}
