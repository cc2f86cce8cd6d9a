// `npm run mutate [-- <target> ...] [-- <stryker flags>]`: StrykerJS over the unit tests
// (stryker.config.mjs, vitest.mutate.config.ts), one target at a time: a folder (every .ts
// under it), a file, a glob, or several joined with commas. Without targets: server/auth,
// events, projections, smallest first. Each target keeps its own incremental file
// (.tmp/stryker/incremental-<name>.json) and reports (reports/mutation/<name>.html, .json).
//   npm run mutate -- server/auth
//   npm run mutate -- 'events/*.ts' '!events/practice/**'   (a leading `!` excludes a glob)
//   npm run mutate -- events --force                        (a leading `-` goes to Stryker)
// See docs/testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { projectRoot } from './project-setup.mjs';

const DEFAULT_TARGETS = ['server/auth', 'events', 'projections'];
/** Test code and test support are not product: never mutated. Nor is the question banks' content:
 * written text checked by events/practice/banks/banks.test.ts; its ~19,600 mutants (a question's
 * words blanked) would each re-run the question tests, for hours. */
const NOT_MUTATED = [
  '**/*.test.ts',
  '**/*.d.ts',
  '**/*-fixture.ts',
  '**/decider-specification.ts',
  '**/projection-specification.ts',
  '**/event-store-conformance.ts',
  ...['ela', 'sci', 'spa', 'ss'].map((subject) => `events/practice/banks/${subject}-*.ts`),
];

// The test files for a glob: `events/log/x.ts` → events/**/*.test.ts, `server/auth` →
// server/auth/**/*.test.ts.
function testScope(glob) {
  const parts = glob.split('/').filter((part) => !/[*?[]/.test(part) && !part.endsWith('.ts'));
  const folder = parts.slice(0, parts[0] === 'server' ? 2 : 1).join('/');
  return `${folder}/**/*.test.ts`;
}

const args = process.argv.slice(2);
const strykerFlags = args.filter((arg) => arg.startsWith('-'));
const excluded = args.filter((arg) => arg.startsWith('!'));
const named = args.filter((arg) => !arg.startsWith('-') && !arg.startsWith('!'));
const targets = (named.length > 0 ? named : DEFAULT_TARGETS).map((target) => target.replace(/\/+$/, ''));
let failed = false;
for (const target of targets) {
  // A folder means every .ts file under it; a file or a glob (`'events/*.ts'`) is taken as it is;
  // commas join several (`events/sign-in.ts,events/search.ts`) into one run.
  const globs = target.split(',').map((part) => {
    if (/[*?[]/.test(part)) return part;
    if (!existsSync(`${projectRoot}/${part}`)) {
      console.error(`mutate: no such folder or file: ${part}`);
      process.exit(2);
    }
    return statSync(`${projectRoot}/${part}`).isDirectory() ? `${part}/**/*.ts` : part;
  });
  const mutate = [...globs, ...NOT_MUTATED.map((glob) => `!${glob}`), ...excluded].join(',');
  // The tests that may kill these mutants: the unit tests of the target's own folder (events/,
  // projections/, server/<folder>/), not every test that happens to import the file (for
  // server/auth that was 32 files, with the demo seeding and replay tests that import the whole
  // app: seconds per mutant). `--testFiles=<globs>` on the command line replaces this.
  const testFiles = strykerFlags.some((flag) => flag.startsWith('--testFiles')) ? [] : ['--testFiles', [...new Set(globs.map(testScope))].join(',')];
  const name = target.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  console.log(`\nmutate: ${target} (${mutate})\n`);
  const started = Date.now();
  const staticMutants = process.env.MUTATE_STATIC ?? (target.startsWith('events') ? 'ignore' : 'test');
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', mutate, ...testFiles, ...strykerFlags], {
    cwd: projectRoot,
    stdio: 'inherit',
    // events/: static mutants (module-level tables and zod schemas, 871 of them) would each
    // re-run every test file importing their file, 81 % of the run's time: skipped there
    // (counted as ignored) unless MUTATE_STATIC=test. Elsewhere they are tested.
    // With static mutants skipped, no mutant needs a module loaded afresh: each test file shares
    // the thread's modules (MUTATE_ISOLATE=0, vitest.mutate.config.ts), a third less time.
    env: { ...process.env, MUTATE_NAME: name, MUTATE_STATIC: staticMutants, MUTATE_ISOLATE: process.env.MUTATE_ISOLATE ?? (staticMutants === 'ignore' ? '0' : '1') },
  });
  console.log(`mutate: ${target} took ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
