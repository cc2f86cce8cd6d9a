import { describe, expect, it } from 'vitest';
import { SIGNING_KEY_BYTES, tokenSigner } from './signed-tokens';

const key = Buffer.from('a signing key for these tests, 32 bytes or more');

describe('token signers', () => {
  it('open what they signed, and the token is base64url(text) and a 43-character MAC', () => {
    const signer = tokenSigner(key, 'practice-question-key');
    const token = signer.sign('question 7');
    expect(token.startsWith(Buffer.from('question 7').toString('base64url'))).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).toHaveLength(Buffer.from('question 7').toString('base64url').length + 43);
    expect(signer.open(token)).toBe('question 7');
  });

  it('never open a token signed for another purpose with the same key', () => {
    const trackingIds = tokenSigner(key, 'search-tracking-id');
    const questionKeys = tokenSigner(key, 'practice-question-key');
    expect(questionKeys.open(trackingIds.sign('search-1'))).toBeNull();
    expect(trackingIds.open(trackingIds.sign('search-1'))).toBe('search-1');
  });

  it('open tokens of one text character up to maxLength characters, nothing shorter or longer', () => {
    const signer = tokenSigner(key, 'p', 60);
    expect(signer.open(signer.sign(''))).toBeNull(); // 43 characters: no text at all
    expect(signer.open(signer.sign('a'))).toBe('a'); // 45 characters
    const longest = signer.sign('x'.repeat(12)); // 16 + 43 = 59
    expect(signer.open(longest)).toBe('x'.repeat(12));
    const atMax = signer.sign('x'.repeat(13)); // 18 + 43 = 61
    expect(atMax).toHaveLength(61);
    expect(signer.open(atMax)).toBeNull();
    expect(tokenSigner(key, 'p', 61).open(atMax)).toBe('x'.repeat(13));
  });

  it('refuse made-up tokens without throwing, whatever their length or characters', () => {
    const signer = tokenSigner(key, 'p');
    const token = signer.sign('hello');
    for (const madeUp of ['', 'short', 'x'.repeat(44), `${token}=`, `${token} `, `!${token}`, token.replace(/.$/, '+'), 'x'.repeat(513)]) {
      expect(signer.open(madeUp), madeUp.slice(0, 30)).toBeNull();
    }
  });

  it('need a key of at least 32 bytes (32 will do) and a lowercase purpose label', () => {
    expect(SIGNING_KEY_BYTES).toBe(32);
    expect(() => tokenSigner(Buffer.alloc(31, 1), 'p')).toThrow(/32 bytes/);
    expect(tokenSigner(Buffer.alloc(32, 1), 'p').open(tokenSigner(Buffer.alloc(32, 1), 'p').sign('a'))).toBe('a');
    for (const purpose of ['', 'Search', '1st', 'a b', 'x!', 'Xa', 'a.b']) expect(() => tokenSigner(key, purpose), purpose).toThrow(/purpose label/);
    for (const purpose of ['a', 'search-tracking-id', 'v2']) expect(() => tokenSigner(key, purpose)).not.toThrow();
  });
});
