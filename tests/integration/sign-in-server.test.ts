import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Challenge } from 'altcha-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE } from '../../server/auth/sign-in-throttle';
import { ServerProcess } from '../support/server-process';
import { solvedToken } from '../support/sign-in-client';
import { makeTempDir } from '../support/temp-dir';

// Issue 13 through the real server (`server/main.ts`, a real socket): the keys
// in $DATA_DIR, TRUSTED_PROXIES reading X-Forwarded-For from the local proxy, the
// bot check solved against the server's challenge, and after a restart the same
// key and the same throttle (counted from the log).

const dir = makeTempDir();
// This test is the proxy: its requests come from 127.0.0.1 and name the client in X-Forwarded-For.
const server = new ServerProcess(dir.path, { TRUSTED_PROXIES: '127.0.0.1, ::1' });
afterAll(async () => {
  await server.stop();
  server.killLeftovers();
  dir.remove();
});

const SCHOOL = '203.0.113.70';
const HOME = '198.51.100.70';

function post(url: string, client: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

async function challenge(url: string, action: string): Promise<Challenge> {
  const response = await fetch(`${url}/bot-check/challenge?action=${encodeURIComponent(action)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

describe('sign-in through the real server behind a trusted proxy', () => {
  it('keeps its keys in the data directory, counts clients by X-Forwarded-For, and keeps both across a restart', async () => {
    let url = await server.start();
    for (const file of ['bot-check.key', 'sub-account-logins.key']) expect(statSync(join(dir.path, file)).mode & 0o777).toBe(0o600);

    // One client behind the proxy fails often enough for its address to need the bot check; another is not affected.
    for (let i = 0; i < SIGN_IN_THROTTLE.botCheckFromAddressFailures; i++) {
      expect((await post(url, SCHOOL, '/signin', { username: `nobody${i}`, password: 'x' })).status).toBe(401);
    }
    expect((await post(url, SCHOOL, '/signin', { username: 'ava.b', password: 'classroom', location: 'QUICK_SIGNIN' })).status).toBe(422);
    expect((await post(url, HOME, '/signin', { username: 'noah.c', password: 'classroom' })).status).toBe(200);
    const solved = await post(url, SCHOOL, '/signin', {
      username: 'ava.b',
      password: 'classroom',
      location: 'QUICK_SIGNIN',
      recaptchaModel: { recaptchaToken: await solvedToken(await challenge(url, 'signin_mini')) },
    });
    expect(solved.status).toBe(200);

    // A challenge issued before a restart is solved after it: the key was kept. The failures were too.
    const before = await challenge(url, 'signin_mini');
    await server.stop();
    url = await server.start();
    expect((await post(url, SCHOOL, '/signin', { username: 'mia.d', password: 'classroom', location: 'QUICK_SIGNIN' })).status).toBe(422);
    const afterRestart = await post(url, SCHOOL, '/signin', {
      username: 'mia.d',
      password: 'classroom',
      location: 'QUICK_SIGNIN',
      recaptchaModel: { recaptchaToken: await solvedToken(before) },
    });
    expect(afterRestart.status).toBe(200);
  }, 120_000);
});
