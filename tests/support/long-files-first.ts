import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, with their seconds in a clean-clone CI run (stop 43's, on this
 * 2-core machine): each project starts them first, longest first, and fills the other worker with
 * the rest (docs/testing.md, "Where the time goes"). A fresh clone has no record of earlier runs,
 * so vitest's own order is by file size: the accessibility sweep, a short file that runs 12
 * minutes, started 19 minutes into that run's e2e stage and ran its last 3 minutes alone.
 */
export const LONG_FILES: Readonly<Record<string, number>> = {
  'tests/e2e/accessibility-sweep.test.ts': 697,
  'tests/e2e/accessibility-sweep-dialogs.test.ts': 297,
  'tests/routes/route-harness.test.ts': 195,
  'tests/e2e/fluency-zone.test.ts': 153,
  'tests/e2e/same-question-mode.test.ts': 144,
  'tests/e2e/keyboard.test.ts': 128,
  'tests/e2e/banners.test.ts': 124,
};

/** A file's path from the project's root, as LONG_FILES writes it. */
const fromRoot = (file: TestSpecification) => file.moduleId.slice(file.project.config.root.replace(/\/$/, '').length + 1);

/** Orders a run's files: the long ones first, longest first; the rest in vitest's own order after them. */
export function longFilesFirst<T>(files: readonly T[], pathOf: (file: T) => string): T[] {
  const seconds = (file: T) => LONG_FILES[pathOf(file)] ?? 0;
  return [...files.filter((file) => seconds(file) > 0).sort((a, b) => seconds(b) - seconds(a)), ...files.filter((file) => seconds(file) === 0)];
}

/** vitest.config.ts's `sequence.sequencer`. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFilesFirst(await super.sort(files), fromRoot);
  }
}
