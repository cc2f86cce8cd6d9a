import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { altchaBotCheck, BOT_CHECK_CHALLENGE_LIFETIME_MS } from './altcha-bot-check';
import { dialogActionRule, signInActionRule } from './bot-check-actions';
import { usedChallenges } from './used-challenges';

const key = Buffer.from('a bot-check key for these tests, 32 bytes or more');
const cheap = { cost: 1, counterMin: 10, counterMax: 50 };
const now = new Date('2026-11-02T08:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const quickForm = signInActionRule('QUICK_SIGNIN');

async function tokenFor(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the ALTCHA bot check', () => {
  it('accepts a solved token for its action once, within 10 minutes of the challenge', async () => {
    const check = altchaBotCheck({ key, difficulty: cheap });
    const token = await tokenFor(await check.challenge('signin_mini', now));
    expect(await check.verify(token, quickForm, later(BOT_CHECK_CHALLENGE_LIFETIME_MS - 1))).toEqual({ passed: true });
    expect(await check.verify(token, quickForm, later(BOT_CHECK_CHALLENGE_LIFETIME_MS - 1))).toEqual({ passed: false, reason: 'replayed' });
  });

  it('refuses an expired token by the injected clock, not the machine’s', async () => {
    const check = altchaBotCheck({ key, difficulty: cheap });
    const token = await tokenFor(await check.challenge('signin_mini', now));
    expect(await check.verify(token, quickForm, later(BOT_CHECK_CHALLENGE_LIFETIME_MS))).toEqual({ passed: false, reason: 'expired' });
  });

  it('refuses a token of another action', async () => {
    const check = altchaBotCheck({ key, difficulty: cheap });
    const token = await tokenFor(await check.challenge('#signin', now));
    expect(await check.verify(token, quickForm, now)).toEqual({ passed: false, reason: 'wrong_action' });
    expect(await check.verify(token, dialogActionRule, now)).toEqual({ passed: true });
  });

  it('tells missing, malformed, forged and unsolved tokens apart (all refused)', async () => {
    const check = altchaBotCheck({ key, difficulty: cheap });
    const challenge = await check.challenge('signin_mini', now);
    const solved = JSON.parse(Buffer.from(await tokenFor(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(await check.verify(undefined, quickForm, now)).toEqual({ passed: false, reason: 'missing' });
    expect(await check.verify('', quickForm, now)).toEqual({ passed: false, reason: 'missing' });
    expect(await check.verify('%%%', quickForm, now)).toEqual({ passed: false, reason: 'malformed' });
    expect(await check.verify(encode({ challenge }), quickForm, now)).toEqual({ passed: false, reason: 'malformed' });
    expect(await check.verify('A'.repeat(5000), quickForm, now)).toEqual({ passed: false, reason: 'malformed' });
    const otherKey = altchaBotCheck({ key: Buffer.from('another bot-check key, also 32 bytes or more'), difficulty: cheap });
    expect(await check.verify(await tokenFor(await otherKey.challenge('signin_mini', now)), quickForm, now)).toEqual({ passed: false, reason: 'forged' });
    const cheaper = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1, keyPrefix: '0' } } };
    expect(await check.verify(encode(cheaper), quickForm, now)).toEqual({ passed: false, reason: 'forged' });
    const renamed = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, data: { action: 'signin_mini', expiresAt: now.getTime() + 1e9 } } } };
    expect(await check.verify(encode(renamed), quickForm, now)).toEqual({ passed: false, reason: 'forged' });
    expect(await check.verify(encode({ ...solved, solution: { ...solved.solution, derivedKey: 'ab'.repeat(32) } }), quickForm, now)).toEqual({ passed: false, reason: 'unsolved' });
    // None of these used the challenge up.
    expect(await check.verify(encode(solved), quickForm, now)).toEqual({ passed: true });
  });

  it('passes everything when turned off (BOT_CHECK=off)', async () => {
    const off = altchaBotCheck({ key, enabled: false });
    expect(off.enabled).toBe(false);
    expect(await off.verify(undefined, quickForm, now)).toEqual({ passed: true });
  });

  it('needs a key of at least 32 bytes', () => {
    expect(() => altchaBotCheck({ key: Buffer.from('short') })).toThrow(/32 bytes/);
  });
});

describe('the used challenges', () => {
  it('are remembered until they expire, then forgotten', () => {
    const used = usedChallenges(10);
    expect(used.markUsed('a', later(1_000).getTime(), now)).toBe(true);
    expect(used.markUsed('a', later(1_000).getTime(), later(999))).toBe(false);
    expect(used.markUsed('a', later(5_000).getTime(), later(1_000))).toBe(true);
  });

  it('fail closed when full of unexpired ones, and make room as they expire', () => {
    const used = usedChallenges(3);
    for (const id of ['a', 'b', 'c']) expect(used.markUsed(id, later(1_000).getTime(), now)).toBe(true);
    expect(used.markUsed('d', later(1_000).getTime(), now)).toBe(false);
    expect(used.markUsed('d', later(5_000).getTime(), later(1_000))).toBe(true);
    expect(used.size).toBe(1);
  });
});

describe('the actions a sign-in accepts', () => {
  it('follow the form’s location', () => {
    expect(signInActionRule('QUICK_SIGNIN')('signin_mini')).toBe(true);
    expect(signInActionRule('QUICK_SIGNIN')('#signin')).toBe(false);
    for (const location of ['PRACTICE_LIMIT_MODAL', 'FLUENCY_ZONE_MODAL'] as const) {
      expect(signInActionRule(location)('signin_10q_limit')).toBe(true);
      expect(signInActionRule(location)('#signin')).toBe(true);
      expect(signInActionRule(location)('signin_mini')).toBe(false);
    }
    for (const location of ['SIGNIN_MODAL', 'CUSTOM_DOMAIN_PAGE', undefined] as const) {
      expect(signInActionRule(location)('#signin')).toBe(true);
      expect(signInActionRule(location)('signin_mini')).toBe(false);
      expect(signInActionRule(location)('signin_10q_limit')).toBe(false);
    }
  });
});
