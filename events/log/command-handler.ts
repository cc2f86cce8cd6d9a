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

/** Conflicts can come only from another node (this node pipelines a stream's commands): generous, yet bounded. */
const DEFAULT_MAX_RETRIES = 100;

/**
 * A stream's state as this node's commands left it, ahead of the log: the version and
 * state after an append that is queued for the next group commit but not yet committed.
 */
interface PendingTail {
  decider: object;
  version: number;
  state: unknown;
  /** Settles (never rejects) once the append is committed or refused. */
  settled: Promise<void>;
}

const pendingTails = new WeakMap<EventStore, Map<string, PendingTail>>();

function pendingTailsOf(store: EventStore): Map<string, PendingTail> {
  let tails = pendingTails.get(store);
  if (!tails) pendingTails.set(store, (tails = new Map()));
  return tails;
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
 * Commands of one stream on this node are pipelined: each decides on the state the
 * commands before it left (their appends queued for the same group commit, in call
 * order, each with the exact expected version), so a hot stream — a thousand answers
 * to one room — is decided in order and committed in a few transactions, never
 * conflicting with itself. A command refused on a state not yet committed decides
 * again once it is. A conflict (another node wrote the stream, or an append this one
 * built on was refused) is retried after re-folding, until it succeeds (bounded by
 * `maxRetries`); a DomainError thrown by `decide` on the log's state propagates untouched.
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
  const tails = pendingTailsOf(store);
  let attempt = 0;
  let committedOnly = false;
  for (;;) {
    if (context.idempotencyKey !== undefined) {
      const earlier = await store.idempotentResult(context.idempotencyKey);
      if (earlier) return { events: [], append: earlier };
    }
    // Another decider's append to this stream is in flight: its state is not ours to build on, so wait for it.
    let tail = tails.get(streamId);
    while (tail && tail.decider !== decider) {
      await tail.settled;
      tail = tails.get(streamId);
    }
    // From here until the append is queued nothing awaits: the tail read is the tail extended.
    const speculative = store.pipelinesAppends === true && tail !== undefined && !committedOnly;
    const base = speculative ? (tail as PendingTail & { state: State }) : loadStateOver(store, decider, streamId, options.foldsFirst ?? []);
    let events: Event[];
    try {
      const decided = decider.decide(command, base.state);
      events = (Array.isArray(decided) ? decided : [decided]) as Event[];
    } catch (error) {
      // Refused on a state that is not committed yet: decide again on what the log holds once it settles.
      if (!speculative) throw error;
      await tail!.settled;
      committedOnly = true;
      continue;
    }
    committedOnly = false;
    const appended = store.append(streamId, events, {
      expectedVersion: base.version === 0 ? 'no_stream' : base.version,
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      ...(context.idempotencyKey !== undefined ? { idempotencyKey: context.idempotencyKey } : {}),
    });
    const mine: PendingTail = {
      decider,
      version: base.version + events.length,
      state: events.reduce((state, event) => decider.evolve(state, event), base.state),
      settled: appended.then(
        () => undefined,
        () => undefined,
      ),
    };
    tails.set(streamId, mine);
    try {
      const append = await appended;
      return { events: append.idempotentReplay ? [] : events, append };
    } catch (error) {
      // A conflict: another node wrote the stream, or an append this one built on was refused.
      if (!(error instanceof ConcurrencyError) || attempt >= maxRetries) throw error;
      attempt++;
      await conflictBackoff(attempt - 1);
    } finally {
      if (tails.get(streamId) === mine) tails.delete(streamId);
    }
  }
}
