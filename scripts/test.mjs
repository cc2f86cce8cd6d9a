// `npm test`: the whole suite — typecheck, lint, unit, integration (real
// nats-server, PostgreSQL, HAProxy, SQLite files) and end-to-end tests in a real
// Chromium. Installs what is missing first. Every stage runs; the exit code is
// non-zero if any failed.
//
// What is independent runs together (docs/testing.md, "Where the time goes"):
//   1. npm packages  beside  the system programs (one apt-get for all that are missing);
//   2. the unit tests (vitest gives them one worker on two cores)  beside  the client build,
//      then typecheck, then lint, one after the other on the other core;
//   3. the integration tests, two files at a time, then the cluster tests alone (they time
//      failovers and restarts);
//   4. the end-to-end tests, alone.
// A stage that runs beside a shown one keeps its output and prints it, under its own
// header, when the shown one is done. The end prints every stage's time and the test count.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { buildWebClientAsync, installNpmPackagesAsync, projectRoot, runAsync } from './project-setup.mjs';

const started = performance.now();
const timings = [];
const failed = [];

/** Prints a kept stage's output under its header and records its outcome. */
function report(name, result, { printed = false } = {}) {
  timings.push([name, result.seconds]);
  if (result.status !== 0) failed.push(name);
  if (printed) return;
  console.log(`\n=== ${name} (${result.seconds.toFixed(0)} s${result.status === 0 ? '' : `, exit ${result.status}`}) ===`);
  if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
}

// 1. Installs: npm (output kept) beside apt-get (shown: it may ask nothing, but says what it installs).
console.log('=== setup: npm packages, beside nats-server, Chromium, PostgreSQL and HAProxy ===');
const [npmPackages, systemPrograms] = await Promise.all([
  installNpmPackagesAsync(),
  runAsync(process.execPath, ['--input-type=module', '-e', "import('./scripts/project-setup.mjs').then((setup) => setup.ensureTestPrograms())"], { live: true }),
]);
report('system programs', systemPrograms, { printed: true });
report('npm packages', npmPackages, { printed: npmPackages.output === '' });
if (failed.length) {
  console.log(`\nsetup failed: ${failed.join(', ')}`);
  process.exit(1);
}

const reports = join(projectRoot, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const reportFile = (project) => join(reports, `${project}.json`);
/** A stage's vitest projects: `unit` is two (vitest.config.ts: the files that mock a module run isolated). */
const PROJECTS = { unit: ['unit', 'unit-mocks'] };
const vitest = (stage) => ['vitest', 'run', ...(PROJECTS[stage] ?? [stage]).flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(stage)}`];

/** Tests counted from vitest's JSON reports (a stage that crashed counts as one failure). */
function countTests(project) {
  try {
    const result = JSON.parse(readFileSync(reportFile(project), 'utf8'));
    return { passed: result.numPassedTests, failed: result.numFailedTests + (result.success || result.numFailedTests ? 0 : 1) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

// 2. Unit tests (shown) beside the client build, typecheck and lint (kept, in that order).
console.log('\n=== unit (beside it: the client build, typecheck, lint) ===');
const staticStages = (async () => {
  const results = [['client build', await buildWebClientAsync()]];
  results.push(['typecheck', await runAsync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])]);
  results.push(['lint', await runAsync('npx', ['eslint', '.'])]);
  return results;
})();
const unit = await runAsync('npx', vitest('unit'), { live: true });
report('unit', unit, { printed: true });
for (const [name, result] of await staticStages) report(name, result);

// 3 and 4. Integration, the cluster tests, then end-to-end, each stage alone.
for (const project of ['integration', 'cluster', 'e2e']) {
  console.log(`\n=== ${project} ===`);
  if (project === 'e2e' && failed.includes('client build')) {
    console.log('skipped: the client did not build');
    continue;
  }
  report(project, await runAsync('npx', vitest(project), { live: true }), { printed: true });
}

const total = (performance.now() - started) / 1000;
const tests = ['unit', 'integration', 'cluster', 'e2e'].map(countTests).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
writeFileSync(join(reports, 'timings.json'), `${JSON.stringify({ total, stages: Object.fromEntries(timings) }, null, 2)}\n`);
console.log('\n=== time per stage ===');
for (const [name, seconds] of timings) console.log(`${name.padEnd(16)} ${(seconds / 60).toFixed(1).padStart(5)} min`);
console.log(`${'total'.padEnd(16)} ${(total / 60).toFixed(1).padStart(5)} min`);
console.log(failed.length ? `\nfailed stages: ${failed.join(', ')}` : '\nall stages passed');
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed.length ? 1 : 0);
