import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadLane, LoadPlan, LoadResult } from './load-plan';

// Runs in its own thread (see load-driver.ts), so the client does not compete
// with the server under test for the main thread's event loop. The client is
// node:http with a keep-alive agent: one connection per lane, reused. (Node 20's
// fetch was tried first: on a bare route it topped out at a fifth of this, so
// it measured itself rather than the server.)

const plan = workerData as LoadPlan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.lanes.length });
const next = plan.lanes.map(() => 0);

function send(lane: LoadLane, body: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? lane.headers : { ...lane.headers, 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = request(plan.url, { method: plan.method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function phase(count: number, latencies: Float64Array | null): Promise<{ failures: number; firstFailure: string | null }> {
  let issued = 0;
  let completed = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  const runLane = async (lane: LoadLane, index: number) => {
    while (issued < count) {
      issued++;
      const body = lane.bodies[next[index]! % lane.bodies.length];
      next[index]!++;
      const started = performance.now();
      try {
        const { status, text } = await send(lane, body);
        if (status < 200 || status > 299) {
          failures++;
          firstFailure ??= `${status} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        failures++;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
      if (latencies) latencies[completed] = performance.now() - started;
      completed++;
    }
  };
  await Promise.all(plan.lanes.map(runLane));
  return { failures, firstFailure };
}

await phase(plan.warmup, null);
const latenciesMs = new Float64Array(plan.total);
const started = performance.now();
const { failures, firstFailure } = await phase(plan.total, latenciesMs);
agent.destroy();
const result: LoadResult = { requests: plan.total, seconds: (performance.now() - started) / 1000, latenciesMs, failures, firstFailure };
parentPort!.postMessage(result, [latenciesMs.buffer]);
