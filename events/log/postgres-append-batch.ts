import type pg from 'pg';
import type { AppendResult, ExpectedVersion } from './event-store';

// One round trip per batch of appends (issue 26, docs/scale-out.md "Gap-free positions"):
// the server-side function `append_batch` takes the `log_head` lock first, then for
// each command in call order checks its idempotency key and expected version, inserts
// the accepted commands' events at dense positions, records their keys, moves
// `log_head` and NOTIFYs once, and returns one outcome per command. Called as one
// autocommit statement, so the lock is held for the server's own work and the commit's
// flush, never across a client round trip.

/** The channel an append NOTIFYs when it commits; payload: `<its last position> <the appending node>`. */
export const LOG_CHANNEL = 'event_log';

/**
 * Created (or replaced) at start with the tables, under the schema lock. Each statement
 * of a VOLATILE plpgsql function takes a new snapshot, so after the lock is granted every
 * read sees every append committed before it (commit order = position order).
 * Outcomes: `a` appended (o_last = the log's last position after it, o_version = the
 * stream's version after it), `c` conflict (o_version = the stream's actual version),
 * `r` an idempotent replay (o_result = the first append's result).
 */
export const APPEND_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION append_batch(
  c_stream text[], c_expected text[], c_key text[], c_actor text[], c_correlation text[], c_causation text[],
  c_at timestamptz[], c_count integer[],
  e_id text[], e_type text[], e_data text[], e_schema integer[],
  notifier text
) RETURNS TABLE (o_outcome text, o_head_before bigint, o_last bigint, o_version integer, o_result jsonb)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  head bigint;
  start_head bigint;
  stream_version integer;
  earlier jsonb;
  n integer;
  first_event integer := 1;
  accepted boolean;
BEGIN
  SELECT l.position INTO head FROM log_head l FOR UPDATE;
  start_head := head;
  o_head_before := start_head;
  FOR i IN 1 .. coalesce(array_length(c_stream, 1), 0) LOOP
    n := c_count[i];
    o_result := NULL;
    IF c_key[i] IS NOT NULL THEN
      SELECT k.result INTO earlier FROM idempotency_keys k WHERE k.key = c_key[i];
      IF FOUND THEN
        o_outcome := 'r'; o_last := NULL; o_version := NULL; o_result := earlier;
        RETURN NEXT;
        first_event := first_event + n;
        CONTINUE;
      END IF;
    END IF;
    SELECT s.version INTO stream_version FROM streams s WHERE s.stream_id = c_stream[i];
    stream_version := coalesce(stream_version, 0);
    accepted := CASE c_expected[i]
      WHEN 'any' THEN true
      WHEN 'no_stream' THEN stream_version = 0
      WHEN 'exists' THEN stream_version > 0
      ELSE stream_version = c_expected[i]::integer
    END;
    IF NOT accepted THEN
      o_outcome := 'c'; o_last := head; o_version := stream_version;
      RETURN NEXT;
      first_event := first_event + n;
      CONTINUE;
    END IF;
    IF n > 0 THEN
      INSERT INTO events (position, event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
      SELECT head + g, e_id[first_event + g - 1], c_stream[i], stream_version + g, e_type[first_event + g - 1],
             e_data[first_event + g - 1]::json, e_schema[first_event + g - 1], c_at[i], c_actor[i], c_correlation[i], c_causation[i]
        FROM generate_series(1, n) AS g;
      INSERT INTO streams AS s (stream_id, version) VALUES (c_stream[i], stream_version + n)
        ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;
      head := head + n;
    END IF;
    IF c_key[i] IS NOT NULL THEN
      INSERT INTO idempotency_keys (key, result) VALUES (c_key[i], jsonb_build_object(
        'streamId', c_stream[i], 'nextExpectedVersion', stream_version + n, 'lastPosition', head,
        'eventIds', to_jsonb(coalesce(e_id[first_event : first_event + n - 1], '{}'::text[])), 'idempotentReplay', false));
    END IF;
    o_outcome := 'a'; o_last := head; o_version := stream_version + n;
    RETURN NEXT;
    first_event := first_event + n;
  END LOOP;
  IF head > start_head THEN
    UPDATE log_head SET position = head;
    PERFORM pg_notify('${LOG_CHANNEL}', head::text || ' ' || notifier);
  END IF;
END
$fn$;
`;

/** One event of a command, validated and serialized by the node before it is sent. */
export interface BatchEvent {
  eventId: string;
  type: string;
  /** The JSON text stored (byte-identical on every node's copy). */
  data: string;
  schemaVersion: number;
}

/** One caller's append as sent in a batch. */
export interface BatchCommand {
  streamId: string;
  expectedVersion: ExpectedVersion;
  idempotencyKey: string | null;
  actor: string;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601, from the store's clock. */
  at: string;
  events: readonly BatchEvent[];
}

export type BatchOutcome =
  | { kind: 'appended'; result: AppendResult }
  | { kind: 'conflict'; actual: number }
  | { kind: 'replay'; result: AppendResult };

export interface BatchAnswer {
  /** The log's last position when the batch took the lock: everything up to it was committed before. */
  headBefore: number;
  outcomes: BatchOutcome[];
}

interface OutcomeRow {
  o_outcome: 'a' | 'c' | 'r';
  o_head_before: string;
  o_last: string | null;
  o_version: number | null;
  o_result: AppendResult | null;
}

/**
 * Sends the commands (in call order) as one `append_batch` call. `notifier` names this
 * node in the NOTIFY payload (`<last position> <notifier>`), so it can ignore its own.
 */
export async function appendBatch(db: pg.Pool | pg.ClientBase, commands: readonly BatchCommand[], notifier: string): Promise<BatchAnswer> {
  const events = commands.flatMap((command) => command.events);
  const { rows } = await db.query<OutcomeRow>({
    name: 'append_batch',
    text: 'SELECT o_outcome, o_head_before, o_last, o_version, o_result FROM append_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
    values: [
      commands.map((command) => command.streamId),
      commands.map((command) => String(command.expectedVersion)),
      commands.map((command) => command.idempotencyKey),
      commands.map((command) => command.actor),
      commands.map((command) => command.correlationId),
      commands.map((command) => command.causationId),
      commands.map((command) => command.at),
      commands.map((command) => command.events.length),
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      events.map((event) => event.data),
      events.map((event) => event.schemaVersion),
      notifier,
    ],
  });
  if (rows.length !== commands.length) throw new Error(`append_batch answered ${rows.length} outcomes for ${commands.length} commands`);
  const headBefore = rows.length > 0 ? Number(rows[0]!.o_head_before) : 0;
  const outcomes = rows.map((row, i): BatchOutcome => {
    const command = commands[i]!;
    if (row.o_outcome === 'r') return { kind: 'replay', result: { ...row.o_result!, idempotentReplay: true } };
    if (row.o_outcome === 'c') return { kind: 'conflict', actual: row.o_version! };
    return {
      kind: 'appended',
      result: {
        streamId: command.streamId,
        nextExpectedVersion: row.o_version!,
        lastPosition: Number(row.o_last),
        eventIds: command.events.map((event) => event.eventId),
        idempotentReplay: false,
      },
    };
  });
  return { headBefore, outcomes };
}
