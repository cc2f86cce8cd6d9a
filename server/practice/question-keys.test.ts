import { describe, expect, it } from 'vitest';
import { tokenSigner } from '../auth/signed-tokens';
import { signedTrackingIds } from '../auth/signed-tracking-ids';
import { questionKeys } from './question-keys';

const key = Buffer.from('a question-key key for these tests, 32 bytes or more');
const keys = questionKeys(key);
const asked = { permacode: '18MCV', level: 3, seed: '7d0c2f3e-8a1b-4c5d-9e6f-0a1b2c3d4e5f', learnerId: 'u_ava_b', askedAt: Date.parse('2026-11-02T09:00:00.000Z') };

describe('question keys', () => {
  it('name the skill, level, seed, learner and time asked, opaquely', () => {
    const questionKey = keys.issue(asked);
    expect(questionKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(questionKey.length).toBeLessThanOrEqual(512);
    expect(questionKey).not.toContain('18MCV');
    expect(keys.verify(questionKey)).toEqual({ ...asked, questionKey });
    expect(keys.verify(keys.issue({ ...asked, learnerId: 'v_0123456789abcdef0123456789abcdef' }))?.learnerId).toBe('v_0123456789abcdef0123456789abcdef');
  });

  it('refuse made-up, altered and differently signed keys', () => {
    const questionKey = keys.issue(asked);
    for (const madeUp of ['', 'abc', 'x'.repeat(600), questionKey.slice(1), `${questionKey}A`]) expect(keys.verify(madeUp), madeUp).toBeNull();
    for (let i = 0; i < questionKey.length; i++) {
      const altered = `${questionKey.slice(0, i)}${questionKey[i] === 'A' ? 'B' : 'A'}${questionKey.slice(i + 1)}`;
      expect(keys.verify(altered), `character ${i} altered`).toBeNull();
    }
    expect(questionKeys(Buffer.from('another key, also 32 bytes or more')).verify(questionKey)).toBeNull();
  });

  it('never take a token signed for another purpose with the same key, nor give one', () => {
    const trackingId = signedTrackingIds(key).issue('search-1', new Date(asked.askedAt));
    expect(keys.verify(trackingId)).toBeNull();
    // The same text signed under another purpose.
    const text = `18MCV.3.${asked.seed}.u_ava_b.${asked.askedAt.toString(36)}`;
    expect(keys.verify(tokenSigner(key, 'practice-visitor-id').sign(text))).toBeNull();
    expect(keys.verify(tokenSigner(key, 'practice-question-key').sign(text))).toMatchObject({ level: 3 });
    expect(signedTrackingIds(key).verify(keys.issue(asked), new Date(asked.askedAt))).toBeNull();
  });

  it('give the engine a seed only the server can make from the seed a key shows', () => {
    const engineSeed = keys.engineSeed(asked.seed);
    expect(engineSeed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.engineSeed(asked.seed)).toBe(engineSeed);
    expect(engineSeed).not.toContain(asked.seed);
    expect(questionKeys(Buffer.from('another key, also 32 bytes or more')).engineSeed(asked.seed)).not.toBe(engineSeed);
  });

  it('refuse to sign what a key cannot name', () => {
    for (const wrong of [{ level: 6 }, { permacode: 'a.b' }, { seed: 'has.dot' }, { learnerId: '' }, { askedAt: -1 }]) expect(() => keys.issue({ ...asked, ...wrong })).toThrow();
  });
});
