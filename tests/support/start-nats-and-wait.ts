// Run as a child process (`node --import tsx tests/support/start-nats-and-wait.ts <dataDir>`):
// starts the NATS supervisor on <dataDir>, prints `{"natsServerPid":<pid>}` and waits to be killed,
// standing in for an app server that a test crashes with SIGKILL.
import { startNats } from '../../server/nats/supervisor';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: start-nats-and-wait.ts <dataDir>');
const nats = await startNats({ dataDir });
console.log(JSON.stringify({ natsServerPid: nats.server?.pid }));
setInterval(() => {}, 60_000);
