import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The profile preference each kind of progress mail follows (docs/progress-mail.md). */
export const MAIL_PREFERENCES = { certificate: 'emailCertificate', summary: 'emailSummary', boost: 'emailWeeklyBoost' } as const;
export type ProgressMailKind = keyof typeof MAIL_PREFERENCES;
export const progressMailKind = /* @__PURE__ */ z.enum(['certificate', 'summary', 'boost']);

export const UNSUBSCRIBE_PATH = '/progress-mail/unsubscribe';

/**
 * The unsubscribe link of a progress mail: signed for one user and one kind of
 * mail (HMAC-SHA-256 under its own purpose of the server's key), so it turns
 * that one preference off without signing in and does nothing else. It names
 * the user by id only; it never expires (a mail read a year later still works),
 * and using it twice changes nothing more.
 */
export function unsubscribeLinks(key: Uint8Array) {
  const signatureOf = (userId: string, kind: ProgressMailKind) =>
    createHmac('sha256', key).update(`progress-mail-unsubscribe\u0000${userId}\u0000${kind}`).digest('base64url').slice(0, 32);
  return {
    /** The link's query: `?u=<user id>&k=<kind>&s=<signature>`. */
    linkFor(origin: string, userId: string, kind: ProgressMailKind): string {
      const query = new URLSearchParams({ u: userId, k: kind, s: signatureOf(userId, kind) });
      return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
    },
    /** Whether `signature` is this server's for the user and kind. */
    verify(userId: string, kind: ProgressMailKind, signature: string): boolean {
      const expected = Buffer.from(signatureOf(userId, kind));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
