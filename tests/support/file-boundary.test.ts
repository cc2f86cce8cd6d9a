import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES, UNIT_FILES } from './mocking-files';

/** Every test file under these folders. */
const testFilesUnder = (...roots: string[]) =>
  roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${root}/${file}`),
  );

/** The file calls vi.mock or vi.doMock (hoisted: a call anywhere in it counts). */
const mocks = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'));

describe('the test files that mock a module run isolated (vitest.config.ts)', () => {
  it('MOCKING_FILES is exactly the unit files that call vi.mock or vi.doMock', () => {
    const mocking = testFilesUnder(...new Set(UNIT_FILES.map((pattern) => pattern.split('/**')[0]!))).filter(mocks).sort();
    expect(mocking).toContain('server/auth/password.test.ts');
    expect([...MOCKING_FILES].sort()).toEqual(mocking);
  });

  it('no integration file mocks a module (that project shares modules too, with no isolated twin)', () => {
    expect(testFilesUnder('tests/integration').filter(mocks)).toEqual([]);
  });
});
