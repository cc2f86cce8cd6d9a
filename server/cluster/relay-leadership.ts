import pg from 'pg';

/** The advisory lock key of the cluster's relay leadership (any constant the log's schema lock is not). */
export const RELAY_LEADER_LOCK = 7_217_017;

export interface LeadershipOptions {
  connectionString: string;
  /** Called when this node becomes the leader; what it returns is called when it stops being one. */
  lead: () => Promise<() => Promise<void>>;
  /** How often a follower tries the lock, and a leader checks its connection. Default 1 s. */
  intervalMs?: number;
  /** A leader whose connection does not answer a check within this time steps down. Default 3 s. */
  checkTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface Leadership {
  isLeader(): boolean;
  /** Steps down (if leading) and stops trying; the lock goes with the connection. */
  stop(): Promise<void>;
}

/**
 * One relay leader for the cluster (docs/scale-out.md): a session-level PostgreSQL
 * advisory lock held on a connection of its own. `pg_try_advisory_lock` on a follower
 * every interval; the leader checks its connection every interval and steps down when
 * it breaks or stops answering — PostgreSQL releases a session lock when the session
 * ends, so a killed leader's lock is free as soon as its socket closes, and a leader
 * cut off from PostgreSQL stops leading before (or about when) another can take over.
 * (A brief overlap is harmless: JetStream drops re-published events by id, the
 * checkpoint never moves back, browsers drop repeated pushes by event id, and a timer's
 * end is appended once through the stream's expected version.)
 */
export function startRelayLeadership(options: LeadershipOptions): Leadership {
  const intervalMs = options.intervalMs ?? 1_000;
  const checkTimeoutMs = options.checkTimeoutMs ?? 3_000;
  const log = options.log ?? (() => {});
  let client: pg.Client | null = null;
  let stepDown: (() => Promise<void>) | null = null;
  let leading = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let turn: Promise<void> = Promise.resolve();

  const dropConnection = () => {
    const broken = client;
    client = null;
    broken?.end().catch(() => {});
  };

  const resign = async (why: string) => {
    if (!leading) return;
    leading = false;
    log(`relay leadership: lost (${why})`);
    const stop = stepDown;
    stepDown = null;
    await stop?.().catch((error: unknown) => log(`relay leadership: stepping down failed (${String(error)})`));
  };

  const connect = async () => {
    const fresh = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: checkTimeoutMs });
    fresh.on('error', () => {
      if (client === fresh) dropConnection();
    });
    await fresh.connect();
    client = fresh;
  };

  const withTimeout = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error(`no answer in ${checkTimeoutMs} ms`)), checkTimeoutMs);
      work.then(resolve, reject).finally(() => clearTimeout(limit));
    });

  const once = async () => {
    if (stopped) return;
    if (leading) {
      try {
        if (!client) throw new Error('the connection holding the lock broke');
        await withTimeout(client.query('SELECT 1'));
      } catch (error) {
        dropConnection();
        await resign(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    try {
      if (!client) await connect();
      const { rows } = await withTimeout(client!.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LEADER_LOCK]));
      if (!rows[0]?.locked || stopped) return;
      leading = true;
      log('relay leadership: this node leads');
      try {
        stepDown = await options.lead();
      } catch (error) {
        log(`relay leadership: starting to lead failed (${String(error)}); letting go`);
        leading = false;
        dropConnection();
      }
    } catch {
      dropConnection();
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      turn = once().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  turn = once().finally(schedule);

  return {
    isLeader: () => leading,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await turn.catch(() => {});
      await resign('stopping');
      dropConnection();
    },
  };
}
