import { Worker } from 'node:worker_threads';

// The practice bench's HTTP students on a worker thread (answer-burst-worker.ts),
// so a thousand responses do not delay the main thread, where the teacher's
// NATS WebSocket stamps push arrivals. Started through tsx's ESM API, as the
// load driver's workers are. Times are epoch ms (`performance.timeOrigin +
// performance.now()`), comparable across threads.

export type AnswerBurstRequest =
  | { type: 'questions'; id: number; path: string; cookies: string[]; perCookie: number }
  | { type: 'answers'; id: number; path: string; requests: { cookie: string; body: string }[] }
  | { type: 'close'; id: number };

export type AnswerBurstReply =
  | { type: 'ready'; id: number }
  | { type: 'questions'; id: number; keys: string[][]; seconds: number; failures: number; firstFailure: string | null }
  | { type: 'answers'; id: number; sentAt: number; doneAt: number[]; statuses: number[]; firstFailure: string | null }
  | { type: 'closed'; id: number };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

const workerUrl = new URL('./answer-burst-worker.ts', import.meta.url).href;

export class AnswerBurst {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: AnswerBurstReply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  /** Why the worker is gone (it errored or exited): every later request fails with it. */
  private gone: Error | null = null;
  readonly ready: Promise<void>;

  constructor(origin: string) {
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
    this.worker = new Worker(bootstrap, { eval: true, workerData: { origin } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: AnswerBurstReply) => {
        if (reply.type === 'ready') resolve();
        this.waiting.get(reply.id)?.resolve(reply);
        this.waiting.delete(reply.id);
      });
      // A dead worker answers nothing: whoever waits (ready, a burst) fails instead of hanging.
      const fail = (error: Error) => {
        this.gone ??= error;
        reject(this.gone);
        for (const { reject: rejectRequest } of this.waiting.values()) rejectRequest(this.gone);
        this.waiting.clear();
      };
      this.worker.once('error', fail);
      this.worker.once('exit', (code) => fail(new Error(`answer burst worker exited (${code})`)));
    });
    // Awaited by the bench; this keeps a worker that dies before anyone awaits from being an unhandled rejection.
    this.ready.catch(() => {});
  }

  private ask<T extends AnswerBurstReply['type']>(request: WithoutId<AnswerBurstRequest>): Promise<Extract<AnswerBurstReply, { type: T }>> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    const answered = new Promise<AnswerBurstReply>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.worker.postMessage({ ...request, id });
    return answered as Promise<Extract<AnswerBurstReply, { type: T }>>;
  }

  /** `perCookie` question keys for each cookie, fetched one after another per cookie, all cookies at once. */
  questions(path: string, cookies: string[], perCookie: number) {
    return this.ask<'questions'>({ type: 'questions', path, cookies, perCookie });
  }

  /** Every request sent at once; when each one's answer arrived. */
  answers(path: string, requests: { cookie: string; body: string }[]) {
    return this.ask<'answers'>({ type: 'answers', path, requests });
  }

  /** Closes the worker's connections (5 s at most), then ends the thread; safe to call twice or after the worker died. */
  async close(): Promise<void> {
    if (!this.gone) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.ask<'closed'>({ type: 'close' }).catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
    }
    await this.worker.terminate();
  }
}
