import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { KEY_FILE_BYTES } from '../auth/key-files';
import type { BotCheckActionRule } from './bot-check-actions';
import { usedChallenges, type UsedChallenges } from './used-challenges';

// The self-hosted bot check: ALTCHA proof of work (altcha-lib), no third party,
// no cookie, no tracking. The server hands out a signed challenge for an action;
// the browser's widget (or altcha-lib's solver) finds the counter; the base64
// payload comes back as `recaptchaModel.recaptchaToken`. A token is accepted only
// for the action it was issued for, within 10 minutes, and once.
//
// The action and the expiry are in the challenge's signed `data`, and the expiry
// is checked here against the app's injected clock. (altcha-lib's own
// `parameters.expiresAt` is checked against the machine's clock, which the tests
// cannot move; the client asks for a fresh challenge for every submission anyway,
// since a token is single-use.)

/** The file in $DATA_DIR holding the key the challenges are signed with. */
export const BOT_CHECK_KEY_FILE_NAME = 'bot-check.key';
export const BOT_CHECK_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * How much work a challenge costs: PBKDF2-SHA-256 with `cost` iterations per
 * attempt, and the counter to find drawn from [counterMin, counterMax] (the
 * solver tries from 0 up). The default is ~2,000 attempts of 100 iterations:
 * a few hundred milliseconds in a browser's workers, about as much on a server
 * core — nothing for a person, a real cost per guess for a script.
 */
export interface BotCheckDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}
export const DEFAULT_BOT_CHECK_DIFFICULTY: BotCheckDifficulty = { cost: 100, counterMin: 1_000, counterMax: 3_000 };
const ALGORITHM = 'PBKDF2/SHA-256';

export type BotCheckVerdict =
  | { passed: true }
  | { passed: false; reason: 'missing' | 'malformed' | 'forged' | 'wrong_action' | 'expired' | 'replayed' | 'unsolved' };

export interface BotCheck {
  /** False when BOT_CHECK=off: nothing is ever required, every verification passes. */
  readonly enabled: boolean;
  /** A new challenge for `action` (already validated), valid for 10 minutes from `now`. */
  challenge(action: string, now: Date): Promise<Challenge>;
  /** Checks a token (the base64 ALTCHA payload) against the actions the caller accepts; a passed token is used up. */
  verify(token: string | undefined, accepts: BotCheckActionRule, now: Date): Promise<BotCheckVerdict>;
}

const hex = z.string().regex(/^[0-9a-f]{1,256}$/);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      data: z.looseObject({ action: z.string().max(64), expiresAt: z.number().int().positive() }),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: hex, time: z.number().optional() }),
});

function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function altchaBotCheck(options: { key: Uint8Array; enabled?: boolean; difficulty?: BotCheckDifficulty; used?: UsedChallenges }): BotCheck {
  const { key, enabled = true, difficulty = DEFAULT_BOT_CHECK_DIFFICULTY, used = usedChallenges() } = options;
  if (key.byteLength < KEY_FILE_BYTES) throw new Error(`the bot-check key must have at least ${KEY_FILE_BYTES} bytes`);
  // altcha-lib takes its secrets as text: two derived from the one key, each for its own use.
  const secret = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  const hmacSignatureSecret = secret('altcha-challenge-signature');
  const hmacKeySignatureSecret = secret('altcha-key-signature');

  return {
    enabled,
    challenge(action, now) {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        data: { action, expiresAt: now.getTime() + BOT_CHECK_CHALLENGE_LIFETIME_MS },
      });
    },
    async verify(token, accepts, now) {
      if (!enabled) return { passed: true };
      if (token === undefined || token === '') return { passed: false, reason: 'missing' };
      const payload = decodePayload(token);
      if (!payload) return { passed: false, reason: 'malformed' };
      const { parameters } = payload.challenge;
      let verified;
      try {
        verified = await verifySolution({ challenge: payload.challenge as Challenge, solution: payload.solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        return { passed: false, reason: 'forged' };
      }
      if (verified.invalidSignature !== false) return { passed: false, reason: 'forged' };
      // Signed, so the action and the expiry are ours.
      if (!accepts(parameters.data.action)) return { passed: false, reason: 'wrong_action' };
      if (parameters.data.expiresAt <= now.getTime()) return { passed: false, reason: 'expired' };
      if (!verified.verified) return { passed: false, reason: 'unsolved' };
      if (!(await used.markUsed(payload.challenge.signature, parameters.data.expiresAt, now))) return { passed: false, reason: 'replayed' };
      return { passed: true };
    },
  };
}
