import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { buildApp } from '../../server/app';
import { ORIGIN } from './test-app';

// What a browser does around a sign-in, for integration tests over `app.request`
// (no socket): requests from a chosen client address (the socket's, as
// @hono/node-server's getConnInfo reads it), and the bot check solved as the
// ALTCHA widget solves it — altcha-lib's solver over the server's challenge.

type App = ReturnType<typeof buildApp>;

export interface SignInClient {
  /** A request as if from a socket at `address` (headers as given; an Origin for non-GETs). */
  request(address: string, path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  postJson(address: string, path: string, body: unknown, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** A challenge for `action` from GET /bot-check/challenge. */
  challenge(action: string, address?: string): Promise<Challenge>;
  /** A solved challenge for `action`: the widget's payload, as `recaptchaModel.recaptchaToken` carries it. */
  botCheckToken(action: string, address?: string): Promise<string>;
}

/** The widget's payload for a challenge: base64 of `{ challenge, solution }`. */
export async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the bot check could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function signInClient(app: App): SignInClient {
  const request = (address: string, path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    return Promise.resolve(app.request(`${ORIGIN}${path}`, { ...init, headers }, { incoming: { socket: { remoteAddress: address } } }));
  };
  const challenge = async (action: string, address = '198.51.100.200') => {
    const response = await request(address, `/bot-check/challenge?action=${encodeURIComponent(action)}`);
    if (response.status !== 200) throw new Error(`the challenge answered ${response.status}`);
    return (await response.json()) as Challenge;
  };
  return {
    request,
    postJson: (address, path, body, init = {}) =>
      request(address, path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...init.headers } }),
    challenge,
    botCheckToken: async (action, address) => solvedToken(await challenge(action, address)),
  };
}
