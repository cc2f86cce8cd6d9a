import { parseArgs } from 'node:util';
import { allProjections } from '../features/all-features';
import { parseLogPoint } from '../explorer/log-point';
import { atCommand } from './at-command';
import { rebuildCommand } from './rebuild-command';
import type { ReplayIo } from './replay-io';
import { logPath, MissingLogError } from './replay-log';
import { streamCommand } from './stream-command';
import { correlationCommand } from './correlation-command';
import { diffCommand } from './diff-command';
import { tailCommand } from './tail-command';

export const usage = `usage: npm run replay -- <command> [options]

commands:
  rebuild [projection]                   drop and rebuild one projection (or all) from position 0
  at <position|ISO time> --out <file>    write every projection as it was at that point to a new
                                         SQLite file (--force: overwrite an existing file)
  stream <streamId> [--json]             one stream's timeline (--json: JSON lines)
  tail [--from <position>] [--json]      follow new events until Ctrl-C (--from: start at that position)
  correlation <id> [--json]              the events of one request (its X-Correlation-Id), each with
                                         the pushes the relay recorded for it
  diff <pos1> <pos2> <read model>        how a read model (a projection) changed between two points
                                         (positions or ISO times): rows added (+) and removed (-)

options:
  --db <file>     the log (default: \${DATA_DIR:-./data}/log.db)
  -h, --help      this text

projections: ${allProjections.map((projection) => projection.name).join(', ')}`;

const optionSpecs = {
  db: { type: 'string' },
  out: { type: 'string' },
  force: { type: 'boolean' },
  json: { type: 'boolean' },
  from: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof optionSpecs;

/** Per command: how many positional arguments it takes and which options. */
const commands: Record<string, { positionals: [min: number, max: number]; options: readonly OptionName[] }> = {
  rebuild: { positionals: [0, 1], options: ['db'] },
  at: { positionals: [1, 1], options: ['db', 'out', 'force'] },
  stream: { positionals: [1, 1], options: ['db', 'json'] },
  tail: { positionals: [0, 0], options: ['db', 'from', 'json'] },
  correlation: { positionals: [1, 1], options: ['db', 'json'] },
  diff: { positionals: [3, 3], options: ['db'] },
};

class UsageError extends Error {}

function parse(argv: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: optionSpecs, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true as const };
  const [name, ...rest] = positionals;
  if (name === undefined) throw new UsageError('missing command');
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command ${name}`);
  const [min, max] = command.positionals;
  if (rest.length < min) throw new UsageError(`${name}: missing argument`);
  if (rest.length > max) throw new UsageError(`${name}: unexpected argument ${rest[max]}`);
  for (const option of Object.keys(values) as OptionName[]) {
    if (!command.options.includes(option)) throw new UsageError(`${name} does not take --${option}`);
  }
  return { help: false as const, name, rest, values };
}

async function dispatch(argv: readonly string[], io: ReplayIo): Promise<number> {
  const parsed = parse(argv);
  if (parsed.help) {
    io.out(usage);
    return 0;
  }
  const { name, rest, values } = parsed;
  const dbPath = logPath(io, values.db);
  switch (name) {
    case 'rebuild':
      return rebuildCommand({ dbPath, ...(rest[0] !== undefined ? { projection: rest[0] } : {}) }, io);
    case 'at': {
      const point = parseLogPoint(rest[0]!);
      if (!point) throw new UsageError(`at: ${rest[0]} is neither a position nor an ISO time`);
      if (values.out === undefined) throw new UsageError('at: missing --out <file>');
      return atCommand({ dbPath, point, outPath: logPath(io, values.out), force: values.force ?? false }, io);
    }
    case 'stream':
      return streamCommand({ dbPath, streamId: rest[0]!, json: values.json ?? false }, io);
    case 'correlation':
      return correlationCommand({ dbPath, correlationId: rest[0]!, json: values.json ?? false }, io);
    case 'diff': {
      const [before, after] = [parseLogPoint(rest[0]!), parseLogPoint(rest[1]!)];
      if (!before) throw new UsageError(`diff: ${rest[0]} is neither a position nor an ISO time`);
      if (!after) throw new UsageError(`diff: ${rest[1]} is neither a position nor an ISO time`);
      return diffCommand({ dbPath, before, after, projection: rest[2]! }, io);
    }
    default: {
      let from: number | undefined;
      if (values.from !== undefined) {
        if (!/^\d+$/.test(values.from)) throw new UsageError(`tail: --from ${values.from} is not a position`);
        from = Number(values.from);
      }
      return tailCommand({ dbPath, json: values.json ?? false, ...(from !== undefined ? { from } : {}) }, io);
    }
  }
}

/**
 * Runs one replay command and returns the process exit code: 0 done, 1 failed
 * (no log file, existing --out, empty stream, ...), 2 bad usage (usage on stderr).
 */
export async function runReplay(argv: readonly string[], io: ReplayIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`replay: ${error.message}`);
      io.err('');
      io.err(usage);
      return 2;
    }
    if (error instanceof MissingLogError) {
      io.err(`replay: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
