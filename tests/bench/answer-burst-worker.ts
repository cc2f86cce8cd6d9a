import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { AnswerBurstReply, AnswerBurstRequest } from './answer-burst';

// The practice bench's students as HTTP clients, in their own thread (see
// answer-burst.ts): fetches questions (GET /practice/:permacode/question) and
// sends answers all at once, stamping when each answer's 200 arrived. Keep-alive
// connections, as many as requests in flight (a browser each), kept between calls.

const { origin } = workerData as { origin: string };
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const epochNow = () => performance.timeOrigin + performance.now();
const reply = (message: AnswerBurstReply) => parentPort!.postMessage(message);

function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const allHeaders = body === undefined ? headers : { ...headers, 'content-type': 'application/json', origin, 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = request(`${origin}${path}`, { method, agent, headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function questions(path: string, cookies: string[], perCookie: number): Promise<Extract<AnswerBurstReply, { type: 'questions' }>> {
  const started = performance.now();
  let failures = 0;
  let firstFailure: string | null = null;
  const keys = await Promise.all(
    cookies.map(async (cookie) => {
      const mine: string[] = [];
      for (let n = 0; n < perCookie; n++) {
        try {
          const { status, text } = await send('GET', path, { cookie });
          if (status === 200) mine.push((JSON.parse(text) as { questionKey: string }).questionKey);
          else {
            failures++;
            firstFailure ??= `${status} ${text.slice(0, 200)}`;
          }
        } catch (error) {
          failures++;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
      return mine;
    }),
  );
  return { type: 'questions', id: 0, keys, seconds: (performance.now() - started) / 1000, failures, firstFailure };
}

async function answers(path: string, requests: { cookie: string; body: string }[]): Promise<Extract<AnswerBurstReply, { type: 'answers' }>> {
  const doneAt = new Float64Array(requests.length);
  const statuses: number[] = new Array<number>(requests.length).fill(0);
  let firstFailure: string | null = null;
  const sentAt = epochNow();
  await Promise.all(
    requests.map(async ({ cookie, body }, index) => {
      try {
        const { status, text } = await send('POST', path, { cookie }, body);
        doneAt[index] = epochNow();
        statuses[index] = status;
        if (status !== 200) firstFailure ??= `${status} ${text.slice(0, 200)}`;
      } catch (error) {
        doneAt[index] = epochNow();
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }),
  );
  return { type: 'answers', id: 0, sentAt, doneAt: Array.from(doneAt), statuses, firstFailure };
}

parentPort!.on('message', (message: AnswerBurstRequest) => {
  if (message.type === 'questions') void questions(message.path, message.cookies, message.perCookie).then((result) => reply({ ...result, id: message.id }));
  else if (message.type === 'answers') void answers(message.path, message.requests).then((result) => reply({ ...result, id: message.id }));
  else {
    agent.destroy();
    reply({ type: 'closed', id: message.id });
  }
});
reply({ type: 'ready', id: -1 });
