import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { PublicWrite, PublicWriteLimits } from './public-write-limits';

/** A 429 with the error key and when to try again (`Retry-After`). */
export function throttledAnswer(c: Context<AppEnv>, key: string, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: key, retryAfterSeconds }, 429);
}

/** Takes one write of `kind` for `writer`; a 429 Response past the limit, else null. */
export async function overLimit(c: Context<AppEnv>, writeLimits: PublicWriteLimits, kind: PublicWrite, writer: string, now: Date, key: string) {
  const allowance = await writeLimits.take(kind, writer, now);
  return allowance.allowed ? null : throttledAnswer(c, key, allowance.retryAfterSeconds);
}
