import { readdirSync, readFileSync } from 'node:fs';

// CPU time of processes, from /proc (Linux): where a bench's work went, by process.

interface ProcessStat {
  pid: number;
  ppid: number;
  /** user + system CPU, in ms. */
  cpuMs: number;
  command: string;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

function readStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS, command };
  } catch {
    return null;
  }
}

/** Every process now (those that vanished while read are left out). */
export function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcessStat => stat !== null);
}

/** `roots` and all their descendants. */
export function withDescendants(processes: readonly ProcessStat[], roots: readonly number[]): number[] {
  const found = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const process of processes) {
      if (!found.has(process.pid) && found.has(process.ppid)) {
        found.add(process.pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/** Summed CPU ms of the named groups of pids. */
export function cpuOf(groups: Record<string, readonly number[]>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuMs ?? 0), 0)]),
  );
}
