import { Agent, request } from 'node:http';
import { DEMO_PASSWORD } from '../../server/demo/demo-school';

// HTTP from a bench's main thread to a server under test: sign-in for a session
// cookie, and single requests over a keep-alive connection (node:http: Node 20's
// fetch adds about a millisecond a request, which a latency bench would measure).

/** Signs `username` in (password `classroom`) and returns its `lc_session=…` cookie. */
export async function signInOverHttp(origin: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password, rememberUser: false }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lc_session='));
  if (!response.ok || !session) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0]!;
}

/** `application/x-www-form-urlencoded` of fields, a repeated name for each array element. */
export function formBody(fields: Record<string, string | readonly string[]>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  return form.toString();
}

/** One keep-alive connection's worth of requests to `origin`. */
export class KeepAliveHttp {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly origin: string) {}

  post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.origin}${path}`,
        { method: 'POST', agent: this.agent, headers: { origin: this.origin, ...headers, 'content-length': String(Buffer.byteLength(body)) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
