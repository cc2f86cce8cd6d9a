import { Worker } from 'node:worker_threads';
import { PushClientGroup, type BatchArrivals, type PushClientSpec, type PushListen } from './push-client-group';

// The fan-out bench's simulated browsers, on the main thread (`threads: 0`) or
// split round-robin over worker threads, behind one interface. Workers start
// through tsx's ESM API, as the load driver's do.

export type PushClientRequest = { type: 'arrivals'; id: number; batchId: string; timeoutMs: number } | { type: 'all'; id: number } | { type: 'close' };
export type PushClientReply =
  | { type: 'connected' }
  | { type: 'failed'; error: string }
  | { type: 'arrivals'; id: number; arrivals: BatchArrivals; unreadable: number }
  | { type: 'all'; id: number; batches: [string, BatchArrivals][]; unreadable: number; outOfOrder: number }
  | { type: 'closed' };

export interface PushClients {
  size: number;
  /** Every client's delivery of `batchId`, once all arrived or `timeoutMs` passed. */
  arrivalsOf(batchId: string, timeoutMs: number): Promise<BatchArrivals>;
  /** Every batch heard so far (merged over threads), forgotten by the clients. */
  allArrivals(): Promise<Map<string, BatchArrivals>>;
  /** Messages no client could read (or subscription errors), so far. */
  unreadable(): number;
  /** `race-positions`: racer positions that went backwards on a client, so far (current after `allArrivals`). */
  outOfOrder(): number;
  close(): Promise<void>;
}

export interface PushClientOptions {
  wsUrl: string;
  clients: readonly PushClientSpec[];
  /** 0: the calling thread; otherwise this many worker threads. */
  threads: number;
  /** Connections opened at once (per thread). */
  connectBatch: number;
  /** What the clients listen to (push-client-group.ts); `batches` unless said. */
  listen?: PushListen;
}

function mergeBatches(parts: readonly (readonly [string, BatchArrivals])[][]): Map<string, BatchArrivals> {
  const merged = new Map<string, BatchArrivals>();
  for (const part of parts) {
    for (const [batchId, arrivals] of part) {
      const into = merged.get(batchId);
      if (!into) merged.set(batchId, { ...arrivals });
      else {
        into.userIds = into.userIds.concat(arrivals.userIds);
        into.messageIds = into.messageIds.concat(arrivals.messageIds);
        into.at = into.at.concat(arrivals.at);
        into.duplicates += arrivals.duplicates;
      }
    }
  }
  return merged;
}

export async function connectPushClients(options: PushClientOptions): Promise<PushClients> {
  if (options.threads === 0) {
    const group = new PushClientGroup(options.clients, options.listen);
    try {
      await group.connect(options.wsUrl, options.connectBatch);
    } catch (error) {
      await group.close();
      throw error;
    }
    return {
      size: group.size,
      arrivalsOf: (batchId, timeoutMs) => group.arrivalsOf(batchId, timeoutMs),
      allArrivals: () => Promise.resolve(mergeBatches([group.takeAll()])),
      unreadable: () => group.unreadable,
      outOfOrder: () => group.outOfOrder,
      close: () => group.close(),
    };
  }
  const shares = Array.from({ length: options.threads }, (_, thread) => options.clients.filter((_, index) => index % options.threads === thread));
  const workers = shares.filter((share) => share.length > 0).map((share) => new WorkerClients(options.wsUrl, share, options.connectBatch, options.listen ?? 'batches'));
  const started = await Promise.allSettled(workers.map((worker) => worker.connected));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(workers.map((worker) => worker.close()));
    throw failed.reason;
  }
  return {
    size: options.clients.length,
    async arrivalsOf(batchId, timeoutMs) {
      const parts = await Promise.all(workers.map((worker) => worker.arrivalsOf(batchId, timeoutMs)));
      return {
        userIds: parts.flatMap((part) => part.userIds),
        messageIds: parts.flatMap((part) => part.messageIds),
        at: parts.flatMap((part) => part.at),
        duplicates: parts.reduce((sum, part) => sum + part.duplicates, 0),
      };
    },
    allArrivals: async () => mergeBatches(await Promise.all(workers.map((worker) => worker.allArrivals()))),
    unreadable: () => workers.reduce((sum, worker) => sum + worker.unreadable, 0),
    outOfOrder: () => workers.reduce((sum, worker) => sum + worker.outOfOrder, 0),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

const workerUrl = new URL('./push-client-worker.ts', import.meta.url).href;

class WorkerClients {
  readonly connected: Promise<void>;
  unreadable = 0;
  outOfOrder = 0;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (arrivals: BatchArrivals) => void>();
  private readonly waitingAll = new Map<number, (batches: [string, BatchArrivals][]) => void>();
  private nextId = 0;
  private closed: (() => void) | null = null;
  private exited = false;

  constructor(wsUrl: string, clients: PushClientSpec[], connectBatch: number, listen: PushListen) {
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
    this.worker = new Worker(bootstrap, { eval: true, workerData: { wsUrl, clients, connectBatch, listen } });
    this.connected = new Promise<void>((resolve, reject) => {
      this.worker.on('message', (reply: PushClientReply) => {
        if (reply.type === 'connected') resolve();
        else if (reply.type === 'failed') reject(new Error(`push clients failed to connect: ${reply.error}`));
        else if (reply.type === 'arrivals') {
          this.unreadable = reply.unreadable;
          this.waiting.get(reply.id)?.(reply.arrivals);
          this.waiting.delete(reply.id);
        } else if (reply.type === 'all') {
          this.unreadable = reply.unreadable;
          this.outOfOrder = reply.outOfOrder;
          this.waitingAll.get(reply.id)?.(reply.batches);
          this.waitingAll.delete(reply.id);
        } else this.closed?.();
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => {
        this.exited = true;
        this.closed?.();
        // Whoever still waits on a batch gets what never arrived: nothing.
        for (const resolve of this.waiting.values()) resolve({ userIds: [], messageIds: [], at: [], duplicates: 0 });
        this.waiting.clear();
        for (const resolve of this.waitingAll.values()) resolve([]);
        this.waitingAll.clear();
        reject(new Error(`push client worker exited (${code})`));
      });
    });
  }

  arrivalsOf(batchId: string, timeoutMs: number): Promise<BatchArrivals> {
    const id = this.nextId++;
    const arrived = new Promise<BatchArrivals>((resolve) => this.waiting.set(id, resolve));
    this.worker.postMessage({ type: 'arrivals', id, batchId, timeoutMs } satisfies PushClientRequest);
    return arrived;
  }

  allArrivals(): Promise<[string, BatchArrivals][]> {
    if (this.exited) return Promise.resolve([]);
    const id = this.nextId++;
    const arrived = new Promise<[string, BatchArrivals][]>((resolve) => this.waitingAll.set(id, resolve));
    this.worker.postMessage({ type: 'all', id } satisfies PushClientRequest);
    return arrived;
  }

  async close(): Promise<void> {
    if (!this.exited) {
      const closed = new Promise<void>((resolve) => (this.closed = resolve));
      this.worker.postMessage({ type: 'close' } satisfies PushClientRequest);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
    }
    await this.worker.terminate();
  }
}
