import { ConcurrencyError, type AppendResult, type EventStore, type NewEvent } from './event-store';

/** Three pure functions (Emmett style). Time and ids come in on the command. */
export interface Decider<Command, Event extends NewEvent, State> {
  decide(command: Command, state: State): Event | readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface CommandContext {
  actor: string;
  correlationId: string;
  causationId?: string | null;
  idempotencyKey?: string;
  /**
   * How many times a concurrency conflict is retried after re-folding the stream.
   * The default retries until the command succeeds (or its decision fails): a command a
   * user may make never fails because someone else wrote the stream at the same time.
   */
  maxRetries?: number;
}

/** Conflicts can come only from another node (this node orders a stream's commands): generous, yet bounded. */
const DEFAULT_MAX_RETRIES = 100;

const streamQueues = new WeakMap<EventStore, Map<string, Promise<void>>>();

/**
 * Runs `body` after every earlier command of `streamId` on this store has finished, so
 * commands of one stream on one node never race each other (no conflict, no retry,
 * however hot the stream), while commands of different streams share a group commit.
 */
async function inStreamOrder<T>(store: EventStore, streamId: string, body: () => Promise<T>): Promise<T> {
  let queues = streamQueues.get(store);
  if (!queues) streamQueues.set(store, (queues = new Map()));
  const before = queues.get(streamId);
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const tail = before ? before.then(() => mine) : mine;
  queues.set(streamId, tail);
  try {
    if (before) await before;
    return await body();
  } finally {
    done();
    if (queues.get(streamId) === tail) queues.delete(streamId);
  }
}

/** A short random pause before retrying a conflict, so nodes racing on one stream spread out. */
function conflictBackoff(attempt: number): Promise<void> | undefined {
  if (attempt === 0) return undefined;
  const ms = Math.random() * Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface CommandResult<Event> {
  events: Event[];
  append: AppendResult;
}

/** How many streams' folded states each decider keeps per store (least recently used dropped first). */
const STATE_CACHE_SIZE = 2_000;
const stateCaches = new WeakMap<EventStore, WeakMap<object, Map<string, { version: number; state: unknown }>>>();

function stateCacheOf(store: EventStore, decider: object): Map<string, { version: number; state: unknown }> {
  let byDecider = stateCaches.get(store);
  if (!byDecider) stateCaches.set(store, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) byDecider.set(decider, (cache = new Map()));
  return cache;
}

/**
 * The stream's state, folded from a cached state and only the events after it
 * (events are immutable, so a cached fold stays true; newer events, whoever
 * appended them, are read from the store).
 */
function loadState<Event extends NewEvent, State>(
  store: EventStore,
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  streamId: string,
): { version: number; state: State } {
  const cache = stateCacheOf(store, decider);
  const cached = cache.get(streamId) as { version: number; state: State } | undefined;
  let { version, state } = cached ?? { version: 0, state: decider.initialState() };
  for (const event of store.readStream(streamId, version)) {
    state = decider.evolve(state, event as unknown as Event);
    version = event.metadata.version;
  }
  cache.delete(streamId);
  cache.set(streamId, { version, state });
  if (cache.size > STATE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { version, state };
}

/**
 * The state of `streamId` on top of the facts of `foldsFirst` (streams whose events the
 * decision reads but does not guard: what they say cannot change the outcome once
 * written, e.g. the batch a student acknowledges). Only `streamId`'s version is checked.
 */
function loadStateOver<Event extends NewEvent, State>(
  store: EventStore,
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  streamId: string,
  foldsFirst: readonly string[],
): { version: number; state: State } {
  if (foldsFirst.length === 0) return loadState(store, decider, streamId);
  // The first stream's fold is cached like any stream's (a batch of 30 recipients is parsed once, not per tap).
  let { state } = loadState(store, decider, foldsFirst[0]!);
  for (const first of foldsFirst.slice(1)) for (const event of store.readStream(first)) state = decider.evolve(state, event as unknown as Event);
  let version = 0;
  for (const event of store.readStream(streamId)) {
    state = decider.evolve(state, event as unknown as Event);
    version = event.metadata.version;
  }
  return { version, state };
}

/**
 * Load stream → fold `evolve` → pure `decide` → append with the expected version.
 * A key already used returns the first result and decides nothing (so a retried
 * request whose first attempt succeeded is not judged against its own outcome).
 * With `foldsFirst`, the state is folded from those streams and then this one (the
 * stream that decides is the one the events go to; the others are only read).
 * Commands of one stream run one after another on this node (`inStreamOrder`); a
 * conflict (another node wrote the stream) is retried after re-folding the stream,
 * until it succeeds (bounded by `maxRetries`); a DomainError thrown by `decide`
 * propagates untouched.
 */
export async function handleCommand<Command, Event extends NewEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: { foldsFirst?: readonly string[] } = {},
): Promise<CommandResult<Event>> {
  const maxRetries = context.maxRetries ?? DEFAULT_MAX_RETRIES;
  return inStreamOrder(store, streamId, async () => {
    // Inside the stream's order: a retry queued behind its own first attempt replays it.
    if (context.idempotencyKey !== undefined) {
      const earlier = await store.idempotentResult(context.idempotencyKey);
      if (earlier) return { events: [], append: earlier };
    }
    for (let attempt = 0; ; attempt++) {
      const { version, state } = loadStateOver(store, decider, streamId, options.foldsFirst ?? []);
      const decided = decider.decide(command, state);
      const events = (Array.isArray(decided) ? decided : [decided]) as Event[];
      const expectedVersion = version === 0 ? 'no_stream' : version;
      try {
        const append = await store.append(streamId, events, {
          expectedVersion,
          actor: context.actor,
          correlationId: context.correlationId,
          causationId: context.causationId ?? null,
          ...(context.idempotencyKey !== undefined ? { idempotencyKey: context.idempotencyKey } : {}),
        });
        return { events: append.idempotentReplay ? [] : events, append };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= maxRetries) throw error;
        await conflictBackoff(attempt);
      }
    }
  });
}
