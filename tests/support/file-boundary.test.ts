import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from './mocking-files';

/** Every unit test file (vitest.config.ts, UNIT_FILES: the tests beside the code, and the route harness). */
const unitTestFiles = () =>
  ['events', 'projections', 'server', 'web', 'tests/routes'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${root}/${file}`),
  );

describe('the unit files that mock a module run isolated (vitest.config.ts)', () => {
  it('MOCKING_FILES is exactly the unit files that call vi.mock or vi.doMock', () => {
    const mocking = unitTestFiles()
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .sort();
    expect(mocking).toContain('server/auth/password.test.ts');
    expect([...MOCKING_FILES].sort()).toEqual(mocking);
  });
});
