import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { nodeWsFactory } from '../support/node-websocket';

// A group of simulated browsers: one NATS WebSocket connection per student, each
// subscribed to its own `push.user.<id>` with its own bearer JWT, as the web
// client does. Every push is stamped on arrival and filed under the batch it
// names (`message.batchId`): the bench's send rounds and floor rounds alike.
// Runs on whichever thread owns it (see push-clients.ts).
//
// `listen: 'race-positions'` (the raceway bench): each client listens on its room
// channel (`push.user.<id>.room`) instead, and every RACE_UPDATED/RACE_FINISHED
// that moves a racer forward on that client's screen files an arrival under
// `race:<raceId>:<racerId>:<position>` for each position it newly reflects; a
// position lower than one the client already showed counts as out of order.

/** What a group's clients listen to: the general channel's batches, or the room channel's race positions. */
export type PushListen = 'batches' | 'race-positions';

export interface PushClientSpec {
  userId: string;
  /** The student's bearer user JWT (server/nats/user-token.ts). */
  jwt: string;
}

/** One batch's deliveries to this group, index-aligned. */
export interface BatchArrivals {
  userIds: string[];
  messageIds: string[];
  /** Arrival times, `performance.timeOrigin + performance.now()` (comparable across threads). */
  at: number[];
  /** Pushes of this batch that arrived at a client a second time. */
  duplicates: number;
}

interface Pending {
  arrivals: BatchArrivals;
  seen: Set<string>;
  done: (() => void) | null;
}

export const epochNow = () => performance.timeOrigin + performance.now();

export class PushClientGroup {
  private readonly connections: NatsConnection[] = [];
  private readonly batches = new Map<string, Pending>();
  /** Messages that could not be read (not JSON, no batchId) or subscription errors. */
  unreadable = 0;
  /** `race-positions`: a racer's position lower than one the same client already had. */
  outOfOrder = 0;
  /** `race-positions`: per client, per `raceId racerId`, the position its screen shows. */
  private readonly shown = new Map<string, Map<string, number>>();

  constructor(
    private readonly clients: readonly PushClientSpec[],
    private readonly listen: PushListen = 'batches',
  ) {}

  get size(): number {
    return this.clients.length;
  }

  /** Connects every client, `batchSize` at a time; each is subscribed and flushed before the next batch. */
  async connect(wsUrl: string, batchSize: number): Promise<void> {
    for (let from = 0; from < this.clients.length; from += batchSize) {
      await Promise.all(this.clients.slice(from, from + batchSize).map((client) => this.connectOne(wsUrl, client)));
    }
  }

  private async connectOne(wsUrl: string, { userId, jwt }: PushClientSpec): Promise<void> {
    const connection = await wsconnect({
      servers: wsUrl,
      name: `bench-${userId}`,
      authenticator: jwtAuthenticator(jwt),
      wsFactory: nodeWsFactory,
      timeout: 20_000,
    });
    this.connections.push(connection);
    if (this.listen === 'race-positions') {
      connection.subscribe(`push.user.${userId}.room`, {
        callback: (error, message) => {
          const at = epochNow();
          if (error) this.unreadable++;
          else this.racePositions(userId, message.string(), at);
        },
      });
      await connection.flush();
      return;
    }
    connection.subscribe(`push.user.${userId}`, {
      callback: (error, message) => {
        const at = epochNow();
        if (error) {
          this.unreadable++;
          return;
        }
        let batchId: unknown;
        let messageId: unknown;
        try {
          const payload = JSON.parse(message.string()) as { message?: { batchId?: unknown; messageId?: unknown } };
          batchId = payload.message?.batchId;
          messageId = payload.message?.messageId;
        } catch {
          // counted below
        }
        if (typeof batchId !== 'string' || typeof messageId !== 'string') {
          this.unreadable++;
          return;
        }
        this.record(batchId, userId, messageId, at);
      },
    });
    await connection.flush();
  }

  private racePositions(userId: string, text: string, at: number): void {
    let push: { event?: unknown; raceId?: unknown; positions?: unknown; standings?: unknown };
    try {
      push = JSON.parse(text) as typeof push;
    } catch {
      this.unreadable++;
      return;
    }
    if (typeof push.raceId !== 'string') return;
    let positions: [string, number][];
    if (push.event === 'RACE_UPDATED' && push.positions && typeof push.positions === 'object') positions = Object.entries(push.positions as Record<string, number>);
    else if (push.event === 'RACE_FINISHED' && Array.isArray(push.standings)) positions = (push.standings as { racerId: string; position: number }[]).map((each) => [each.racerId, each.position]);
    else return;
    let shown = this.shown.get(userId);
    if (!shown) this.shown.set(userId, (shown = new Map()));
    for (const [racerId, position] of positions) {
      const key = `${push.raceId} ${racerId}`;
      const before = shown.get(key) ?? 0;
      if (position < before) this.outOfOrder++;
      if (position <= before) continue;
      shown.set(key, position);
      for (let reached = before + 1; reached <= position; reached++) this.record(`race:${push.raceId}:${racerId}:${reached}`, userId, String(push.event), at);
    }
  }

  /** Every batch heard so far, forgotten here (the raceway bench reads them once, at the end). */
  takeAll(): [string, BatchArrivals][] {
    const all = [...this.batches.entries()].map(([batchId, pending]): [string, BatchArrivals] => [batchId, pending.arrivals]);
    this.batches.clear();
    return all;
  }

  private pending(batchId: string): Pending {
    let pending = this.batches.get(batchId);
    if (!pending) {
      pending = { arrivals: { userIds: [], messageIds: [], at: [], duplicates: 0 }, seen: new Set(), done: null };
      this.batches.set(batchId, pending);
    }
    return pending;
  }

  private record(batchId: string, userId: string, messageId: string, at: number): void {
    const pending = this.pending(batchId);
    if (pending.seen.has(userId)) {
      pending.arrivals.duplicates++;
      return;
    }
    pending.seen.add(userId);
    pending.arrivals.userIds.push(userId);
    pending.arrivals.messageIds.push(messageId);
    pending.arrivals.at.push(at);
    if (pending.seen.size === this.clients.length) pending.done?.();
  }

  /** Resolves once every client heard `batchId` (or after `timeoutMs`, with what arrived), and forgets the batch. */
  async arrivalsOf(batchId: string, timeoutMs: number): Promise<BatchArrivals> {
    const pending = this.pending(batchId);
    if (pending.seen.size < this.clients.length) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        pending.done = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    this.batches.delete(batchId);
    return pending.arrivals;
  }

  async close(): Promise<void> {
    const connections = this.connections.splice(0);
    for (let from = 0; from < connections.length; from += 100) {
      await Promise.all(connections.slice(from, from + 100).map((connection) => connection.close().catch(() => {})));
    }
  }
}
