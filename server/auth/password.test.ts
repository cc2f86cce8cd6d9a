import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashSecret, verifySecret } from './password';

vi.mock('@node-rs/argon2', { spy: true });

beforeEach(() => {
  vi.mocked(argon2.verify).mockClear();
});

describe('secrets', () => {
  it('are hashed with argon2id, salted: the same secret twice gives two hashes', async () => {
    const first = await hashSecret('classroom');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashSecret('classroom')).not.toBe(first);
  });

  it('verify against their hash, and nothing else does', async () => {
    const stored = await hashSecret('classroom');
    expect(await verifySecret(stored, 'classroom')).toBe(true);
    expect(await verifySecret(stored, 'Classroom')).toBe(false);
    expect(await verifySecret(stored, '')).toBe(false);
  });

  it('a stored value that is not a hash verifies nothing (no throw)', async () => {
    expect(await verifySecret('not-a-hash', 'classroom')).toBe(false);
  });

  it('an unknown user (no stored hash) never verifies, yet costs one argon2 verify like a known one', async () => {
    expect(await verifySecret(null, 'classroom')).toBe(false);
    expect(await verifySecret(null, 'decoy-secret-that-matches-nothing')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(2);
    const [decoy, secret] = vi.mocked(argon2.verify).mock.calls[0]!;
    expect(decoy).toMatch(/^\$argon2id\$/);
    expect(secret).toBe('classroom');
    expect(vi.mocked(argon2.verify).mock.calls[1]![0]).toBe(decoy);
  });
});
