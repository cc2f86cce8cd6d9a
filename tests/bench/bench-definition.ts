// What every bench is and returns. A bench measures something and, in the same
// run and the same way, a floor: the cheapest version of the same work (a raw
// insert, a bare route, a raw socket). The table prints the ratio between them,
// which stays meaningful across machines where absolute numbers do not.

export interface Measurement {
  value: number;
  /** `events/s`, `req/s`, `ms`, ... */
  unit: string;
}

export interface BenchRow {
  /** What was measured, in a few words. */
  name: string;
  result: Measurement;
  /** The floor for this row, measured in the same run; its `name` says what it is. */
  floor: Measurement & { name: string };
  /** Throughputs are better higher, latencies lower: the ratio is read accordingly. */
  better: 'higher' | 'lower';
  /** What an issue asks of this row (issue 26 item 6): the table says whether this run met it. */
  goal?: Goal;
}

/**
 * A bound on a row: on its ratio (result ÷ floor, e.g. `≥ 0.5×`) or on its result
 * itself, in the row's unit (e.g. `≤ 300 ms`). At least for throughputs, at most
 * for latencies.
 */
export interface Goal {
  of: 'ratio' | 'result';
  bound: 'atLeast' | 'atMost';
  value: number;
  /** Where a computed bound comes from (e.g. `1,000 ms window + 2× the floor's p99`). */
  because?: string;
}

/** `ratio ≥ value` (throughputs). */
export const ratioAtLeast = (value: number): Goal => ({ of: 'ratio', bound: 'atLeast', value });
/** `ratio ≤ value` (latencies against a floor). */
export const ratioAtMost = (value: number): Goal => ({ of: 'ratio', bound: 'atMost', value });
/** `result ≤ value`, in the row's unit (an absolute latency budget). */
export const resultAtMost = (value: number, because?: string): Goal => ({ of: 'result', bound: 'atMost', value, ...(because ? { because } : {}) });

export interface BenchReport {
  rows: BenchRow[];
  /** Sizes, sanity checks and anything a reader needs to trust the rows. */
  notes: string[];
}

export interface BenchContext {
  /** `BENCH_SCALE` (default 1): multiplies every bench's amount of work. */
  scale: number;
  /** A progress line while benches run (not part of the table). */
  say(line: string): void;
}

export interface Bench {
  /** Short and unique; `npm run bench -- <name>` runs only the benches named. */
  name: string;
  run(context: BenchContext): Promise<BenchReport>;
}
