// `npm run mutate [-- <folder or file> ...] [-- stryker flags]`: StrykerJS over the unit tests
// (stryker.config.mjs, vitest.mutate.config.ts), one folder at a time, in incremental
// mode (.tmp/stryker/incremental-<name>.json: a second run re-tests only mutants whose
// code or covering tests changed). Without arguments: server/auth, events, projections,
// smallest first. Reports: reports/mutation/<name>.html and .json. See docs/testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { projectRoot } from './project-setup.mjs';

const DEFAULT_TARGETS = ['server/auth', 'events', 'projections'];
/** Test code and test support are not product: never mutated. */
const NOT_MUTATED = ['**/*.test.ts', '**/*.d.ts', '**/decider-specification.ts', '**/projection-specification.ts', '**/event-store-conformance.ts'];

// Arguments starting with `-` go to Stryker as they are (`npm run mutate -- events --force` re-tests every mutant).
const args = process.argv.slice(2);
// Arguments starting with `!` are globs left out of every target (`npm run mutate -- events '!events/practice/**'`).
const strykerFlags = args.filter((arg) => arg.startsWith('-'));
const excluded = args.filter((arg) => arg.startsWith('!'));
const named = args.filter((arg) => !arg.startsWith('-') && !arg.startsWith('!'));
const targets = (named.length > 0 ? named : DEFAULT_TARGETS).map((target) => target.replace(/\/+$/, ''));
let failed = false;
for (const target of targets) {
  const isGlob = target.includes('*');
  if (!isGlob && !existsSync(`${projectRoot}/${target}`)) {
    console.error(`mutate: no such folder or file: ${target}`);
    process.exit(2);
  }
  // A folder means every .ts file under it; a file or a glob (`'events/*.ts'`) is taken as it is.
  const globs = !isGlob && statSync(`${projectRoot}/${target}`).isDirectory() ? [`${target}/**/*.ts`] : [target];
  const mutate = [...globs, ...NOT_MUTATED.map((glob) => `!${glob}`), ...excluded].join(',');
  const name = target.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  console.log(`\nmutate: ${target} (${mutate})\n`);
  const started = Date.now();
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', mutate, ...strykerFlags], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, MUTATE_NAME: name },
  });
  console.log(`mutate: ${target} took ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
