import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LogSynchronous } from '../events/log/log-database';
import { parseTrustedProxies, type TrustedProxies } from './auth/client-address';

/** Everything the server reads from its environment (documented in README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  logSynchronous: LogSynchronous;
  natsUrl?: string;
  natsCreds?: string;
  natsAccountSeed?: string;
  natsWsUrl?: string;
  publicOrigin?: string;
  seedDemoSchool: boolean;
  webDist: string;
  /** Slow clients: how long the HTTP server waits for a request's headers, for a whole request, and on an idle keep-alive connection. */
  http: HttpTimeouts;
  /** BOT_CHECK=off turns the sign-in bot check off (docs/sign-in.md); on by default. */
  botCheckEnabled: boolean;
  /** NOTIFICATIONS_BACKEND=off turns the notifications feed and its pushes off (docs/notifications.md); on by default. */
  notificationsBackend: boolean;
  /**
   * Issue 31: certificates, weekly summaries and boosts (docs/progress-mail.md). They go out where mail is delivered
   * (SMTP_URL set, as `npm start`'s MailDev); PROGRESS_MAIL=off turns them off even then.
   */
  progressMail: boolean;
  /** TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For is believed (server/auth/client-address.ts). */
  trustedProxies: TrustedProxies;
  /** Issue 14 mail: SMTP_URL (npm start sets a local MailDev's when absent), MAIL_FROM, SUPPORT_EMAIL, and MAIL_INBOX_URL (printed only). */
  mail: { smtpUrl?: string; from?: string; supportEmail?: string; inboxUrl?: string };
}

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const synchronous = (env.LOG_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'NORMAL' && synchronous !== 'FULL') throw new Error(`LOG_SYNCHRONOUS must be NORMAL or FULL, not ${synchronous}`);
  const optional = (value: string | undefined) => (value ? value : undefined);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(projectRoot, env.DATA_DIR ?? 'data'),
    logSynchronous: synchronous,
    natsUrl: optional(env.NATS_URL),
    natsCreds: optional(env.NATS_CREDS),
    natsAccountSeed: readAccountSeed(env),
    natsWsUrl: optional(env.NATS_WS_URL),
    publicOrigin: optional(env.PUBLIC_ORIGIN),
    seedDemoSchool: env.DEMO_SCHOOL !== 'off',
    webDist: resolve(projectRoot, 'web/dist'),
    http: readHttpTimeouts(env),
    botCheckEnabled: env.BOT_CHECK !== 'off',
    notificationsBackend: readOnOff(env, 'NOTIFICATIONS_BACKEND'),
    progressMail: readOnOff(env, 'PROGRESS_MAIL') && optional(env.SMTP_URL) !== undefined,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    mail: {
      ...(optional(env.SMTP_URL) ? { smtpUrl: env.SMTP_URL } : {}),
      ...(optional(env.MAIL_FROM) ? { from: env.MAIL_FROM } : {}),
      ...(optional(env.SUPPORT_EMAIL) ? { supportEmail: env.SUPPORT_EMAIL } : {}),
      ...(optional(env.MAIL_INBOX_URL) ? { inboxUrl: env.MAIL_INBOX_URL } : {}),
    },
  };
}

/** An on/off setting (issue 16: NOTIFICATIONS_BACKEND): `on` (the default) or `off`. */
function readOnOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = (env[name] ?? 'on').toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, not ${env[name]}`);
  return value === 'on';
}

/** HTTP_HEADERS_TIMEOUT_MS (10 s), HTTP_REQUEST_TIMEOUT_MS (30 s), HTTP_KEEP_ALIVE_TIMEOUT_MS (5 s). */
function readHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const milliseconds = (name: string, fallback: number) => {
    const text = env[name];
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, not ${text}`);
    return value;
  };
  const timeouts = {
    headersTimeoutMs: milliseconds('HTTP_HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: milliseconds('HTTP_REQUEST_TIMEOUT_MS', 30_000),
    keepAliveTimeoutMs: milliseconds('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000),
  };
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  return timeouts;
}

/** NATS_ACCOUNT_SEED, or the seed in the file NATS_ACCOUNT_SEED_FILE names (trimmed), e.g. a Docker volume's. */
function readAccountSeed(env: NodeJS.ProcessEnv): string | undefined {
  const seed = env.NATS_ACCOUNT_SEED || undefined;
  const file = env.NATS_ACCOUNT_SEED_FILE || undefined;
  if (seed && file) throw new Error('give NATS_ACCOUNT_SEED or NATS_ACCOUNT_SEED_FILE, not both');
  if (!file) return seed;
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`NATS_ACCOUNT_SEED_FILE ${file} cannot be read (${why})`, { cause: error });
  }
  if (!text) throw new Error(`NATS_ACCOUNT_SEED_FILE ${file} is empty`);
  return text;
}
