import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEventDefinitions } from '../features/all-features';
import { isHashField, REDACTED_HASH, redactedData } from './redaction';

// Issue 18: secrets never shown. Every event type of the log whose data carries
// a hash field (found in its schema, at any depth) prints that field as [hash].

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema | JsonSchema[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** Paths (`resets[].tokenHash`) of hash fields in a JSON schema. */
function hashPaths(schema: JsonSchema, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isHashField(name)) paths.push(path);
    paths.push(...hashPaths(property, path));
  }
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) paths.push(...hashPaths(item, `${prefix}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) paths.push(...hashPaths(branch, prefix));
  return [...new Set(paths)];
}

/** Data with `secret` at `path` (one element per array on the way). */
function dataWith(path: string, secret: string): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length > 0 ? dataWith(rest.join('.'), secret) : secret;
  if (head!.endsWith('[]')) {
    const name = head!.slice(0, -2);
    return name ? { [name]: [inner], other: 'kept' } : [inner];
  }
  return { [head!]: inner, other: 'kept' };
}

const withHashes = allEventDefinitions
  .map((definition) => ({ type: definition.type, paths: hashPaths(z.toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema) }))
  .filter((entry) => entry.paths.length > 0);

describe('redaction of hashes', () => {
  it('finds the credential hashes the log holds (so the sweep below is not empty)', () => {
    const found = withHashes.flatMap(({ type, paths }) => paths.map((path) => `${type}.${path}`));
    expect(found).toEqual(expect.arrayContaining(['PasswordSet.passwordHash', 'SecretWordSet.secretWordHash']));
    expect(found.some((path) => path.endsWith('tokenHash'))).toBe(true);
  });

  for (const { type, paths } of withHashes) {
    for (const path of paths) {
      it(`prints ${type}.${path} as [hash] and keeps the rest`, () => {
        const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$c2VjcmV0';
        const printed = JSON.stringify(redactedData(dataWith(path, secret)));
        expect(printed).not.toContain(secret);
        expect(printed).toContain(`"${path.split('.').at(-1)!.replace('[]', '')}":"${REDACTED_HASH}"`);
        expect(printed).toContain('"other":"kept"');
      });
    }
  }

  it('leaves a cleared hash (null) as null, and other fields as they are', () => {
    expect(redactedData({ userId: 'u_mina', secretWordHash: null })).toEqual({ userId: 'u_mina', secretWordHash: null });
    expect(redactedData({ list: [{ tokenHash: 'abc', n: 1 }], hashtag: 'x' })).toEqual({ list: [{ tokenHash: REDACTED_HASH, n: 1 }], hashtag: 'x' });
  });
});
