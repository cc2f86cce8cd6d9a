import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { signIn, signInStreams } from '../../events/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';
import { verifySecret } from '../auth/password';
import { signInRetryAfterSeconds } from '../auth/sign-in-throttle';
import {
  BROWSER_SESSION_MS,
  clearSessionCookie,
  hashSessionToken,
  newSessionToken,
  REMEMBERED_SESSION_MS,
  setSessionCookie,
} from '../auth/session-token';
import type { EventLog } from '../event-log';
import type { AppEnv } from '../http/app-env';
import { booleanField } from '../http/body-fields';
import { commandContext } from '../http/command-context';
import { addressWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';

export const signInErrors = {
  client: 'signin_redesign.signin_form.login_error.client_error',
  server: 'signin_redesign.signin_form.login_error.server_error',
  throttled: 'signin_redesign.signin_form.login_error.too_many_attempts',
} as const;

const signInPayload = z.object({
  username: z.string().max(256),
  password: z.string().max(1024),
  rememberUser: booleanField().default(false),
  recaptchaModel: z.object({ recaptchaToken: z.string().max(4096).optional() }).optional(),
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

export function signInRoutes(log: EventLog, writeLimits: PublicWriteLimits) {
  const app = new Hono<AppEnv>();

  app.post('/signin', validated('body', signInPayload, signInErrors.client), async (c) => {
    const { username: typed, password, rememberUser } = c.req.valid('json');
    const username = typed.trim().toLowerCase().slice(0, 64);
    if (username === '' || password === '') return c.json({ error: signInErrors.client }, 400);
    const address = c.get('address');
    // A retried sign-in is a new sign-in: its session token is a fresh secret that
    // no earlier answer could have carried, so the Idempotency-Key is not used here.
    const { idempotencyKey: _notForSignIn, ...context } = commandContext(c);

    const throttled = (retryAfterSeconds: number) => {
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ error: signInErrors.throttled, retryAfterSeconds }, 429);
    };
    const retryAfterSeconds = signInRetryAfterSeconds(log.queries.signIn, username, address, context.now);
    if (retryAfterSeconds !== null) return throttled(retryAfterSeconds);

    const account = log.queries.directory.accountByUsername(username);
    if (!(await verifySecret(account?.passwordHash ?? null, password)) || !account) {
      // The throttle above reads the log, so attempts made at once all pass it before
      // any failure is appended: the address's public-write limit bounds the appends.
      const allowance = await writeLimits.take('failedSignIn', addressWriter(address), context.now);
      if (!allowance.allowed) return throttled(allowance.retryAfterSeconds);
      const usernameHash = createHash('sha256').update(username).digest('hex').slice(0, 32);
      await handleCommand(
        log.store,
        signIn,
        signInStreams.failures(usernameHash),
        { type: 'RecordFailedSignIn', data: { username, address, reason: account ? 'wrong_password' : 'unknown_user' } },
        context,
      );
      return c.json({ error: signInErrors.server }, 401);
    }

    const sessions = await writeLimits.take('signIn', `user:${account.userId}`, context.now);
    if (!sessions.allowed) return throttled(sessions.retryAfterSeconds);
    const token = newSessionToken();
    const sessionId = context.ids.id();
    const expiresAt = new Date(context.now.getTime() + (rememberUser ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
    await handleCommand(
      log.store,
      signIn,
      signInStreams.session(sessionId),
      {
        type: 'StartSession',
        data: { sessionId, userId: account.userId, tokenHash: hashSessionToken(token), rememberUser, expiresAt: expiresAt.toISOString(), address },
      },
      { ...context, actor: account.userId },
    );
    setSessionCookie(c, token, rememberUser);
    return c.json({ debugId: c.get('correlationId'), userKind: account.role.toUpperCase() });
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
    if (!user) return c.json({ userType: 0, navigation: navigationFor(null) });
    return c.json({
      userId: user.userId,
      username: user.username,
      displayName: user.displayName,
      userType: user.userType,
      role: user.role,
      edition: log.queries.editionPicker.chosenEdition(user.userId) ?? user.edition,
      ...(user.schoolId ? { schoolId: user.schoolId } : {}),
      navigation: navigationFor(user, log.queries.siteNavigation.isStale(user.userId)),
      // Spec §3 sub-accounts, for the sub-account menu and switch-to-parent (family parents and children only).
      ...(user.userType === 11 || user.userType === 12
        ? { subAccounts: log.queries.directory.familyOf(user).map((member) => ({ ...member, avatarUrl: null })) }
        : {}),
    });
  });

  return app;
}
