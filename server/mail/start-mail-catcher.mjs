// Starts MailDev — a real SMTP server with a web inbox and an HTTP API — on free
// loopback ports, its mail kept under `directory`. Used by `npm start` when no
// SMTP_URL is set (scripts/start.mjs) and by the tests (tests/support/mail-catcher.ts).
// Plain JavaScript, so the start script can import it without a TypeScript loader.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { request } from 'node:http';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

/** A port the system says is free now (closed again at once). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ directory: string, onOutput?: (line: string) => void, timeoutMs?: number, pickPort?: () => Promise<number> }} options
 *   `pickPort`: how a port is chosen (tests hand a taken one first, to see the start tried again).
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string, smtpPort: number, webPort: number, stop(): Promise<void> }>}
 */
export async function startMailCatcher({ directory, onOutput = () => {}, timeoutMs = 20_000, pickPort = freePort }) {
  mkdirSync(directory, { recursive: true });
  // A free port is free only when it is probed: another process (a test beside this one) may take it
  // before MailDev binds it, and MailDev then stops at once. Two more tries, each on new ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(directory, onOutput, timeoutMs, pickPort);
    } catch (error) {
      if (!(error instanceof StoppedWhileStarting) || attempt === MAX_ATTEMPTS) throw error;
    }
  }
}

const MAX_ATTEMPTS = 3;

class StoppedWhileStarting extends Error {}

async function startOnce(directory, onOutput, timeoutMs, pickPort) {
  const [smtpPort, webPort] = [await pickPort(), await pickPort()];
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp', String(smtpPort), '--ip', '127.0.0.1',
      '--web', String(webPort), '--web-ip', '127.0.0.1',
      '--mail-directory', directory,
      '--max-emails', '500',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => text.split('\n').filter(Boolean).forEach((line) => onOutput(line)));
  }
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new StoppedWhileStarting(`MailDev stopped while starting (${exited})`);
    if ((await answersOk(`${inboxUrl}/api/healthz`)) && (await canConnect(smtpPort))) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`MailDev did not start within ${timeoutMs} ms`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    smtpPort,
    webPort,
    stop() {
      return new Promise((done) => {
        if (exited !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    },
  };
}

/** Whether a GET of `url` answers 2xx (node:http: this file also runs where lint knows no `fetch`). */
function answersOk(url) {
  return new Promise((answer) => {
    const get = request(url, (response) => {
      response.resume();
      answer(response.statusCode >= 200 && response.statusCode < 300);
    });
    get.once('error', () => answer(false));
    // A port held by something that never answers must not hold the start past its deadline.
    get.setTimeout(2_000, () => get.destroy());
    get.end();
  });
}

function canConnect(port) {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}
