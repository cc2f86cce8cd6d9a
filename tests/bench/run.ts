import { allBenches } from './all-benches';
import type { BenchReport } from './bench-definition';
import { printBenchTable } from './print-table';

// `npm run bench [-- <name> ...]`: runs the benches (all, or those named) in
// order and prints one table of results against floors measured in the same run.
// `BENCH_SCALE=<n>` multiplies the work. Never part of `npm test`.

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

const reports: { bench: string; report: BenchReport }[] = [];
for (const bench of allBenches.filter((candidate) => names.length === 0 || names.includes(candidate.name))) {
  const say = (line: string) => console.error(`[${bench.name}] ${line}`);
  const started = performance.now();
  reports.push({ bench: bench.name, report: await bench.run({ scale, say }) });
  say(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log('');
console.log(`bench results (BENCH_SCALE=${scale}, node ${process.version}, ${process.platform}/${process.arch})`);
console.log(printBenchTable(reports));
