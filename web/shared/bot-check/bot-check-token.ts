import type { Challenge } from 'altcha-lib';
import { z } from 'zod';
import { getJson } from '../http/json-request';

/**
 * The self-hosted bot check (spec §3 "Bot-verification model", §7 "Bot-verification
 * token request"): an ALTCHA proof-of-work challenge from our own server
 * (`GET /bot-check/challenge?action=`), solved in the browser with altcha-lib's
 * solver (WebCrypto, on the page, in slices that yield to the event loop). The
 * altcha widget is not used: it starts its workers from `blob:` URLs and injects
 * an unnonced `<style>`, both refused by our strict CSP; the solver needs no
 * policy change. The token is the widget's payload — base64 of
 * `{ challenge: { parameters, signature }, solution }` (an altcha-lib v1
 * challenge gives the v1 payload) — sent as `recaptchaModel.recaptchaToken`.
 */

/** Action names of the token requests (spec §7): the quick form, the practice-limit form, or a dialog's hash. */
export const BOT_CHECK_ACTIONS = { quickSignIn: 'signin_mini', practiceLimit: 'signin_10q_limit' } as const;
export type BotCheckAction = string;

const v2ChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});
const v1ChallengeSchema = z.looseObject({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  maxnumber: z.number().optional(),
  signature: z.string(),
});
const challengeSchema = z.union([v2ChallengeSchema, v1ChallengeSchema]);
export type BotCheckChallenge = z.infer<typeof challengeSchema>;

export interface BotCheckDependencies {
  fetchChallenge(action: string, signal?: AbortSignal): Promise<BotCheckChallenge>;
}

export const httpBotCheck: BotCheckDependencies = {
  fetchChallenge(action, signal) {
    return getJson(`/bot-check/challenge?action=${encodeURIComponent(action)}`, challengeSchema, signal ? { signal } : {});
  },
};

/** Fetches a challenge for `action` and solves it; resolves to the token, or null when it cannot be solved. */
export async function requestBotCheckToken(action: BotCheckAction, signal?: AbortSignal, deps: BotCheckDependencies = httpBotCheck): Promise<string | null> {
  const challenge = await deps.fetchChallenge(action, signal);
  return solveBotCheckChallenge(challenge, signal);
}

export async function solveBotCheckChallenge(challenge: BotCheckChallenge, signal?: AbortSignal): Promise<string | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const v2 = v2ChallengeSchema.safeParse(challenge);
  if (v2.success) {
    const { parameters, signature } = v2.data;
    // Issue 33: the solver loads when a challenge comes, not with the first page.
    const [{ solveChallenge }, { deriveKey: derivePbkdf2Key }, { deriveKey: deriveShaKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
      import('altcha-lib/algorithms/web/sha'),
    ]);
    const deriveKey = parameters.algorithm.startsWith('PBKDF2/') ? derivePbkdf2Key : deriveShaKey;
    const solution = await solveChallenge({ challenge: v2.data as Challenge, deriveKey, controller });
    if (solution === null) return null;
    return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
  }
  const v1 = v1ChallengeSchema.parse(challenge);
  const { solveChallenge: solveChallengeV1 } = await import('altcha-lib/v1');
  const started = performance.now();
  const solving = solveChallengeV1(v1.challenge, v1.salt, v1.algorithm, v1.maxnumber);
  signal?.addEventListener('abort', () => solving.controller.abort(), { once: true });
  const solution = await solving.promise;
  if (solution === null) return null;
  return btoa(
    JSON.stringify({
      algorithm: v1.algorithm,
      challenge: v1.challenge,
      number: solution.number,
      salt: v1.salt,
      signature: v1.signature,
      took: Math.round(solution.took ?? performance.now() - started),
    }),
  );
}
