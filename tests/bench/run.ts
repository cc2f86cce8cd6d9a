import { execFileSync } from 'node:child_process';
import { allBenches } from './all-benches';
import type { BenchReport } from './bench-definition';
import { printBenchTable } from './print-table';

// `npm run bench [-- <name> ...]`: runs the benches (all, or those named) in
// order and prints one table of results against floors measured in the same run.
// `BENCH_SCALE=<n>` multiplies the work. Never part of `npm test`.
//
// Every bench stops what it started. After each one the runner checks: a child
// process of this one still running (a server, its nats-server) is reported as a
// LEAK and killed by its pid, so the next bench does not compete with it; a
// listening server or a child-process handle more than before the bench is reported.
// A bench that throws is reported as FAILED (the others still run), and the run
// exits non-zero.

const scale = Number(process.env.BENCH_SCALE ?? 1);
if (!(scale > 0)) {
  console.error(`BENCH_SCALE must be a positive number, not ${process.env.BENCH_SCALE}`);
  process.exit(2);
}
const names = process.argv.slice(2);
const unknown = names.filter((name) => !allBenches.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; one of: ${allBenches.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}

/** This process's descendants (a server child and its nats-server), but tsx's esbuild service and the `ps` that lists them. */
function descendantProcesses(): { pid: number; command: string }[] {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const processes = listing
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), command: match[3]! }));
  const found: { pid: number; command: string }[] = [];
  const parents = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const candidate of processes) {
      if (parents.has(candidate.ppid) && !parents.has(candidate.pid)) {
        parents.add(candidate.pid);
        found.push({ pid: candidate.pid, command: candidate.command });
        grew = true;
      }
    }
  }
  return found.filter(({ command }) => !/esbuild|^ps /.test(command));
}

/** Handles a bench must not leave behind: listening servers and child processes. */
const watchedResources = ['TCPServerWrap', 'ProcessWrap'];
const countResources = () => {
  const counts = new Map<string, number>();
  for (const resource of process.getActiveResourcesInfo()) if (watchedResources.includes(resource)) counts.set(resource, (counts.get(resource) ?? 0) + 1);
  return counts;
};

const reports: { bench: string; report: BenchReport }[] = [];
const problems: string[] = [];
for (const bench of allBenches.filter((candidate) => names.length === 0 || names.includes(candidate.name))) {
  const say = (line: string) => console.error(`[${bench.name}] ${line}`);
  const started = performance.now();
  const before = countResources();
  try {
    reports.push({ bench: bench.name, report: await bench.run({ scale, say }) });
    say(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    say(`FAILED after ${((performance.now() - started) / 1000).toFixed(1)} s: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    problems.push(`${bench.name} FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const leftovers = descendantProcesses();
  for (const { pid, command } of leftovers) {
    say(`LEAK: child process ${pid} still running (${command.slice(0, 160)}): SIGKILL`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (leftovers.length > 0) problems.push(`${bench.name} LEAKED ${leftovers.length} child process${leftovers.length === 1 ? '' : 'es'} (killed)`);
  await new Promise((resolve) => setTimeout(resolve, 200)); // closed handles leave the list on the next turns
  const after = countResources();
  const grown = watchedResources.filter((resource) => (after.get(resource) ?? 0) > (before.get(resource) ?? 0));
  if (grown.length > 0) {
    const counts = grown.map((resource) => `${resource} ${before.get(resource) ?? 0} → ${after.get(resource) ?? 0}`).join(', ');
    say(`LEAK: still open after the bench: ${counts}`);
    problems.push(`${bench.name} LEAKED handles: ${counts}`);
  }
}
console.log('');
console.log(`bench results (BENCH_SCALE=${scale}, node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString()})`);
console.log(printBenchTable(reports));
if (problems.length > 0) {
  console.log('');
  console.log('PROBLEMS:');
  for (const problem of problems) console.log(`  - ${problem}`);
  process.exitCode = 1;
}
// Whatever a bench left running (a worker thread, a socket) must not keep the run from ending once the table is out.
setTimeout(() => {
  console.error(`the run did not end by itself 5 s after the table: a bench left something running (${process.getActiveResourcesInfo().join(', ')})`);
  process.exit(1);
}, 5_000).unref();
