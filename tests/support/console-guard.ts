import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A quiet suite (issue 27): every `console.error` and `console.warn` made while a test runs fails
 * that test, with the calls printed. The setup file of the unit and integration projects
 * (vitest.config.ts `setupFiles`). A test that expects a call says so, anywhere in the test or
 * in a beforeEach:
 *
 *   expectConsole('warn', /live messages: fetch failed/);
 *
 * The expectation lasts for that one test and accounts for every call of that level that matches
 * (checked when the test ends, so it may come after the call); the test fails when no call
 * matched, so an expectation cannot outlive what it expects. Calls made outside a test (in a
 * beforeAll, or a promise settling after its test ended) fail the next test, said as such; calls
 * after the file's last test fail the file. Nothing is printed as it happens: a failing test
 * prints its calls.
 */

export type ConsoleLevel = 'error' | 'warn';

interface ConsoleCall {
  level: ConsoleLevel;
  text: string;
  /** Made outside a test: in a beforeAll, or after the previous test ended. */
  betweenTests: boolean;
}

interface Expectation {
  level: ConsoleLevel;
  pattern: RegExp;
  matched: boolean;
}

let calls: ConsoleCall[] = [];
let expectations: Expectation[] = [];
let inTest = false;

/** Says the running test makes a `console[level]` call matching `pattern` (a string matches as a substring). */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  expectations.push({ level, pattern: typeof pattern === 'string' ? new RegExp(escapeRegExp(pattern)) : pattern, matched: false });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const record = (level: ConsoleLevel) => (...args: unknown[]) => {
  calls.push({ level, text: format(...args), betweenTests: !inTest });
};

// The console as vitest gave it to this file, put back after the file's last test.
const original = { error: console.error, warn: console.warn };
console.error = record('error');
console.warn = record('warn');

/** The calls no expectation of the test accounts for (a call between tests is never expected). */
function unexpectedCalls(): ConsoleCall[] {
  return calls.filter((call) => {
    const expectation = call.betweenTests ? undefined : expectations.find(({ level, pattern }) => level === call.level && pattern.test(call.text));
    if (expectation) expectation.matched = true;
    return !expectation;
  });
}

function describeCalls(unexpected: readonly ConsoleCall[]): string {
  return unexpected
    .map(({ level, text, betweenTests }) => `  console.${level}${betweenTests ? ' (outside a test: after the previous one ended, or in beforeAll)' : ''}: ${text.split('\n').join('\n    ')}`)
    .join('\n');
}

function takeFailures(): string[] {
  const unexpected = unexpectedCalls();
  const failures: string[] = [];
  if (unexpected.length > 0) {
    failures.push(`${unexpected.length} unexpected console call(s); a test that means one says so with expectConsole(level, pattern) from tests/support/console-guard.ts:\n${describeCalls(unexpected)}`);
  }
  for (const { level, pattern, matched } of expectations) {
    if (!matched) failures.push(`expectConsole('${level}', ${String(pattern)}): no such call was made`);
  }
  calls = [];
  expectations = [];
  return failures;
}

beforeEach(() => {
  inTest = true;
});

afterEach(() => {
  const failures = takeFailures();
  inTest = false;
  if (failures.length > 0) throw new Error(failures.join('\n'));
});

afterAll(() => {
  const failures = takeFailures();
  console.error = original.error;
  console.warn = original.warn;
  if (failures.length > 0) throw new Error(`after the file's last test:\n${failures.join('\n')}`);
});
