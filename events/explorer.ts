// The event explorer (issue 18, docs/explorer.md): no events of its own — it
// reads the log. Here: who may use it (the one role rule) and the answers of
// its routes, which the client reads too.

/** Only engineers read the log: it holds every school's and family's data. */
export function mayUseExplorer(role: string): boolean {
  return role === 'engineer';
}

/** One event of the log as the explorer shows it; hash fields of `data` read `[hash]`. */
export interface ExplorerEvent {
  position: number;
  eventId: string;
  at: string;
  streamId: string;
  version: number;
  type: string;
  actor: string;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
  data: unknown;
}

/** `GET /explorer/events`: a page of events, oldest first; `nextAfter` continues it (null: the end for now). */
export interface ExplorerEventPage {
  events: ExplorerEvent[];
  nextAfter: number | null;
  lastPosition: number;
}

/** A push the relay published for an event (recorded by the node that relayed it). */
export interface RecordedPush {
  subject: string;
  event: string;
}

/** `GET /explorer/events/:position`: the event and its causation chain, up to the request. */
export interface ExplorerEventDetail {
  event: ExplorerEvent;
  /** The events that caused it, nearest first (following `causationId`); empty when the request caused it directly. */
  causes: ExplorerEvent[];
  /** The request at the top of the chain: its correlation id. */
  request: { correlationId: string };
  pushes: RecordedPush[];
}

/** `GET /explorer/correlation/:id`: what one request caused, and what was pushed for each event. */
export interface CorrelationTrace {
  correlationId: string;
  events: (ExplorerEvent & { pushes: RecordedPush[] })[];
  /** More events than one answer holds. */
  truncated: boolean;
}

export const timeTravelViews = ['class-live-messages', 'focus-session-participants', 'student-smartscores'] as const;
export type TimeTravelViewName = (typeof timeTravelViews)[number];

export type TimeTravelRow = Record<string, string | number | boolean | null>;

/** `GET /explorer/time-travel`: a read model as it was at a position, built in a scratch database. */
export interface TimeTravelSnapshot {
  view: TimeTravelViewName;
  subject: string;
  position: number;
  /** The time of the event at `position` (null before the first event). */
  at: string | null;
  lastPosition: number;
  state: 'running' | 'done' | 'failed';
  /** Events replayed so far, of `total`. */
  done: number;
  total: number;
  columns: string[];
  /** The column that names a row across positions (for the diff). */
  key: string;
  rows: TimeTravelRow[];
}

/** A row that is in both snapshots with other values. */
export interface ChangedRow {
  key: string;
  before: TimeTravelRow;
  after: TimeTravelRow;
}

export interface RowDiff {
  added: TimeTravelRow[];
  removed: TimeTravelRow[];
  changed: ChangedRow[];
  unchanged: number;
}

/** `GET /explorer/time-travel/diff`: two snapshots of one view, and their difference once both are built. */
export interface TimeTravelComparison {
  before: TimeTravelSnapshot;
  after: TimeTravelSnapshot;
  diff: RowDiff | null;
}
