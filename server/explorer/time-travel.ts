import Database from 'better-sqlite3';
import type { TimeTravelSnapshot, TimeTravelViewName } from '../../events/explorer';
import type { RecordedEvent } from '../../events/log/event-store';
import { DomainError } from '../../events/log/domain-error';
import type { AnyProjection } from '../../projections/projection';
import { replayInto, resetProjection } from '../../projections/runner';
import { timeTravelViewsByName, type TimeTravelView } from './time-travel-views';

/** Events replayed per turn of the event loop (between turns the server answers, progress included). */
export const TIME_TRAVEL_CHUNK = 5_000;
/** Snapshots kept (finished or not), least recently asked for dropped first. */
const SNAPSHOTS_KEPT = 12;
/** Replays running at once; a request for another one waits (429) until one ends. */
const RUNNING_AT_ONCE = 2;

export interface TimeTravelSource {
  readAll(from: number, limit: number): RecordedEvent[];
  lastPosition(): number;
  /** The time of the event at a position (null for 0 or none). */
  timeAt(position: number): string | null;
}

interface Job {
  snapshot: TimeTravelSnapshot;
  finished: Promise<void>;
}

/**
 * Time travel (issue 18): a read model as it was at a position, built by the
 * replay machinery (projections/runner.ts `replayInto`, the same as `npm run
 * replay -- at`) into a scratch in-memory database holding only the view's
 * projections. A replay of more than one chunk runs a chunk per turn of the
 * event loop and reports its progress; asking again for the same view, subject
 * and position joins the same job, so a client polls the one GET.
 */
export function timeTravel(
  source: TimeTravelSource,
  projections: readonly AnyProjection[],
  options: { chunk?: number; yieldTurn?: () => Promise<void> } = {},
) {
  const chunk = options.chunk ?? TIME_TRAVEL_CHUNK;
  const yieldTurn = options.yieldTurn ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
  const jobs = new Map<string, Job>();
  let running = 0;

  const projectionsOf = (view: TimeTravelView) =>
    view.projections.map((name) => {
      const projection = projections.find((candidate) => candidate.name === name);
      if (!projection) throw new Error(`time travel view ${view.name} needs projection ${name}`);
      return projection;
    });

  /** Replays up to `position` into a new scratch database; `onChunk` after each chunk. Synchronous when `turn` is null. */
  async function build(view: TimeTravelView, subject: string, snapshot: TimeTravelSnapshot, turn: (() => Promise<void>) | null) {
    const scratch = new Database(':memory:');
    try {
      const chosen = projectionsOf(view);
      for (const projection of chosen) resetProjection(scratch, projection);
      let from = 0;
      while (from < snapshot.position) {
        const until = Math.min(from + chunk, snapshot.position);
        const reached = replayInto(scratch, source.readAll, chosen, { from, until });
        snapshot.done = until;
        if (reached < until) break; // the log ends before `until`
        from = until;
        if (turn && from < snapshot.position) await turn();
      }
      snapshot.rows = view.rows(scratch, subject);
      snapshot.done = snapshot.total;
      snapshot.state = 'done';
    } catch (error) {
      snapshot.state = 'failed';
      throw error;
    } finally {
      scratch.close();
    }
  }

  const remember = (key: string, job: Job) => {
    jobs.delete(key);
    jobs.set(key, job);
    while (jobs.size > SNAPSHOTS_KEPT) {
      const oldest = [...jobs.entries()].find(([, candidate]) => candidate.snapshot.state !== 'running');
      if (!oldest) break;
      jobs.delete(oldest[0]);
    }
  };

  return {
    /**
     * The snapshot of `view` for `subject` at `position` (clamped to the log's end):
     * done at once for a short replay, else running with its progress — ask again.
     */
    snapshot(viewName: TimeTravelViewName, subject: string, wantedPosition: number): TimeTravelSnapshot {
      const view = timeTravelViewsByName[viewName];
      if (!view.subject.test(subject)) throw new DomainError('explorer.invalid_subject', 400);
      const lastPosition = source.lastPosition();
      const position = Math.max(0, Math.min(wantedPosition, lastPosition));
      const key = `${viewName}\n${subject}\n${position}`;
      const known = jobs.get(key);
      if (known) {
        remember(key, known);
        return { ...known.snapshot, lastPosition };
      }
      const snapshot: TimeTravelSnapshot = {
        view: viewName,
        subject,
        position,
        at: source.timeAt(position),
        lastPosition,
        state: 'running',
        done: 0,
        total: position,
        columns: [...view.columns],
        key: view.key,
        rows: [],
      };
      if (position <= chunk) {
        // No turn to wait for: the replay has run (or failed) when build returns.
        build(view, subject, snapshot, null).catch(() => undefined);
        remember(key, { snapshot, finished: Promise.resolve() });
        if (snapshot.state === 'failed') throw new Error(`time travel of ${viewName} failed`);
        return { ...snapshot };
      }
      if (running >= RUNNING_AT_ONCE) throw new DomainError('explorer.time_travel_busy', 429);
      running += 1;
      const finished = build(view, subject, snapshot, yieldTurn)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
        });
      remember(key, { snapshot, finished });
      return { ...snapshot };
    },
    /** Resolves when the job of that snapshot has ended (tests). */
    async settled(): Promise<void> {
      await Promise.all([...jobs.values()].map((job) => job.finished));
    },
  };
}

export type TimeTravel = ReturnType<typeof timeTravel>;
