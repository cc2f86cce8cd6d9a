// `npm start`: install what is missing, build the client if stale, then run the
// server (which starts NATS, seeds the demo school on an empty log and prints
// the URL). Ctrl-C stops the server, which stops NATS.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureNatsServer, ensureNpmPackages, ensureWebClientBuilt, projectRoot } from './project-setup.mjs';

ensureNpmPackages();
if (!process.env.NATS_URL) ensureNatsServer();
ensureWebClientBuilt();

// Issue 14: without SMTP_URL, mail goes to a local MailDev (SMTP + web inbox) kept under the data directory.
let mailCatcher = null;
if (!process.env.SMTP_URL) {
  const { startMailCatcher } = await import('../server/mail/start-mail-catcher.mjs');
  mailCatcher = await startMailCatcher({ directory: resolve(projectRoot, process.env.DATA_DIR ?? 'data', 'maildev') });
  console.log(`[live-classroom] mail: no SMTP_URL, so mail goes to MailDev; read it at ${mailCatcher.inboxUrl}`);
}
const serverEnv = mailCatcher ? { ...process.env, SMTP_URL: mailCatcher.smtpUrl, MAIL_INBOX_URL: mailCatcher.inboxUrl } : process.env;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, stdio: 'inherit', env: serverEnv });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  await mailCatcher?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
