import { processIo } from './replay-io';
import { runReplay } from './replay-command-line';

// `npm run replay -- <command>`: the commands are in replay-command-line.ts.

try {
  process.exitCode = await runReplay(process.argv.slice(2), processIo());
} catch (error) {
  console.error(`replay: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
