// `npm test`: the whole suite — typecheck, lint, unit, integration (real
// nats-server, real SQLite files) and end-to-end tests in a real Chromium.
// Installs what is missing first. Every stage runs; the exit code is non-zero
// if any failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureHaproxy, ensureNatsServer, ensureNpmPackages, ensurePostgres, ensureWebClientBuilt, projectRoot, run } from './project-setup.mjs';

ensureNpmPackages();
ensureNatsServer();
ensureChromium();
ensurePostgres();
ensureHaproxy(); // issue 17: the cluster tests' load balancer
ensureWebClientBuilt();

const reports = join(projectRoot, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const reportFile = (project) => join(reports, `${project}.json`);

/** Tests counted from vitest's JSON reports (a stage that crashed counts as one failure). */
function countTests(project) {
  try {
    const report = JSON.parse(readFileSync(reportFile(project), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const stages = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ...['unit', 'integration', 'e2e'].map((project) => [
    project,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(project)}`],
  ]),
];

const failed = [];
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  if (run(command, args) !== 0) failed.push(name);
}
const tests = ['unit', 'integration', 'e2e'].map(countTests).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
console.log(failed.length ? `\nfailed stages: ${failed.join(', ')}` : '\nall stages passed');
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed.length ? 1 : 0);
