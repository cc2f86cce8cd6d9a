import { ConcurrencyError, type AppendResult, type EventStore, type NewEvent, type RecordedEvent } from './event-store';

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
  /** How many times a concurrency conflict is retried after re-folding the stream. */
  maxRetries?: number;
}

export interface CommandResult<Event> {
  events: Event[];
  append: AppendResult;
}

/** Folds a stream's events into a decider's state. */
export function foldStream<Event extends NewEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly RecordedEvent[],
): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event as unknown as Event);
  return state;
}

/**
 * Load stream → fold `evolve` → pure `decide` → append with the expected version.
 * On a concurrency conflict the stream is re-read and re-decided, a bounded number
 * of times; a DomainError thrown by `decide` propagates untouched.
 */
export function handleCommand<Command, Event extends NewEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
): CommandResult<Event> {
  const maxRetries = context.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const history = store.readStream(streamId);
    const state = foldStream(decider, history);
    const decided = decider.decide(command, state);
    const events = (Array.isArray(decided) ? decided : [decided]) as Event[];
    const expectedVersion = history.length === 0 ? 'no_stream' : history[history.length - 1]!.metadata.version;
    try {
      const append = store.append(streamId, events, {
        expectedVersion,
        actor: context.actor,
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
        ...(context.idempotencyKey !== undefined ? { idempotencyKey: context.idempotencyKey } : {}),
      });
      return { events: append.idempotentReplay ? [] : events, append };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxRetries) throw error;
    }
  }
}
