import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { handleCommand } from '../../events/log/command-handler';
import { signIn, signInStreams, type SignedIn, type SignInFailed } from '../../events/sign-in';
import type { EventOf } from '../../events/log/event-schemas';
import type { DirectoryUser } from '../../projections/school-directory';
import type { BotCheck } from '../bot-check/altcha-bot-check';
import type { BotCheckActionRule } from '../bot-check/bot-check-actions';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import type { RouteCommandContext } from '../http/command-context';
import { addressWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { BROWSER_SESSION_MS, hashSessionToken, newSessionToken, REMEMBERED_SESSION_MS, setSessionCookie } from '../auth/session-token';
import { signInGate } from '../auth/sign-in-throttle';

// The steps every sign-in shares — with a password (POST /signin) and a family
// switch (POST /signin/sub-account): the gate (throttle and bot check), recording
// a failure, starting a session.

export const signInErrors = {
  client: 'signin_redesign.signin_form.login_error.client_error',
  server: 'signin_redesign.signin_form.login_error.server_error',
  botCheck: 'signin_redesign.signin_form.login_error.bot_check_failed',
  throttled: 'signin_redesign.signin_form.login_error.too_many_attempts',
  wrongCustomDomain: 'credential_request_dialog.form.error.WRONG_CUSTOM_DOMAIN',
  secretWordBlank: 'secret_word_form.error.blank',
  secretWordIncorrect: 'secret_word_form.error.incorrect',
  invalidSubAccount: 'sign_in.invalid_sub_account',
} as const;

export interface SignInServices {
  log: FeatureLog<'signIn'>;
  writeLimits: PublicWriteLimits;
  botCheck: BotCheck;
}

export function throttledResponse(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: signInErrors.throttled, retryAfterSeconds }, 429);
}

/**
 * The throttle's verdict for an attempt on `username` from the request's
 * address, and the bot check where it is required: a Response to answer with
 * (429, or 422 when the token is missing, bad, expired, replayed or for another
 * action), or null to go on. Appends nothing.
 */
export async function passSignInGate(
  c: Context<AppEnv>,
  services: SignInServices,
  attempt: { username: string; botCheckToken: string | undefined; accepts: BotCheckActionRule; now: Date },
): Promise<Response | null> {
  const gate = signInGate(services.log.queries.signIn, { username: attempt.username, address: c.get('address') }, attempt.now);
  if (gate.kind === 'refused') return throttledResponse(c, gate.retryAfterSeconds);
  if (gate.kind === 'botCheck' && services.botCheck.enabled) {
    const verdict = await services.botCheck.verify(attempt.botCheckToken, attempt.accepts, attempt.now);
    if (!verdict.passed) return c.json({ error: signInErrors.botCheck }, 422);
  }
  return null;
}

/**
 * Records a failed attempt (never the password or secret word), within the
 * address's `failedSignIn` write limit: attempts sent at once all pass the gate
 * before any failure is in the log, so the limit bounds what they append. A
 * Response (429) when over it, else null.
 */
export async function recordFailedSignIn(
  c: Context<AppEnv>,
  services: SignInServices,
  failure: Omit<EventOf<typeof SignInFailed>['data'], 'address'>,
  context: RouteCommandContext,
): Promise<Response | null> {
  const address = c.get('address');
  const allowance = await services.writeLimits.take('failedSignIn', addressWriter(address), context.now);
  if (!allowance.allowed) return throttledResponse(c, allowance.retryAfterSeconds);
  const usernameHash = createHash('sha256').update(failure.username).digest('hex').slice(0, 32);
  await handleCommand(services.log.store, signIn, signInStreams.failures(usernameHash), { type: 'RecordFailedSignIn', data: { ...failure, address } }, context);
  return null;
}

/**
 * Starts a session for `account` (within the account's `signIn` limit: 30 in 15
 * minutes) and sets its cookie. A Response (429) when over the limit, else the
 * new session's id.
 */
export async function startSession(
  c: Context<AppEnv>,
  services: SignInServices,
  session: { account: DirectoryUser; rememberUser: boolean; location: EventOf<typeof SignedIn>['data']['location']; switchedFromSessionId: string | null },
  context: RouteCommandContext,
): Promise<Response | { sessionId: string }> {
  const { account, rememberUser } = session;
  const sessions = await services.writeLimits.take('signIn', `user:${account.userId}`, context.now);
  if (!sessions.allowed) return throttledResponse(c, sessions.retryAfterSeconds);
  const token = newSessionToken();
  const sessionId = context.ids.id();
  const expiresAt = new Date(context.now.getTime() + (rememberUser ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
  await handleCommand(
    services.log.store,
    signIn,
    signInStreams.session(sessionId),
    {
      type: 'StartSession',
      data: {
        sessionId,
        userId: account.userId,
        tokenHash: hashSessionToken(token),
        rememberUser,
        expiresAt: expiresAt.toISOString(),
        address: c.get('address'),
        location: session.location,
        switchedFromSessionId: session.switchedFromSessionId,
      },
    },
    { ...context, actor: account.userId },
  );
  setSessionCookie(c, token, rememberUser);
  return { sessionId };
}

/** Spec §7 sign-in response: the request's correlation id (on every event it appended) and the role in capitals. */
export function signedInAnswer(c: Context<AppEnv>, account: DirectoryUser): Response {
  return c.json({ debugId: c.get('correlationId'), userKind: account.role.toUpperCase() });
}
