import { z } from 'zod';
import {
  timeTravelViews,
  type TimeTravelViewName,
  type CorrelationTrace,
  type ExplorerEvent,
  type ExplorerEventDetail,
  type ExplorerEventPage,
  type RecordedPush,
  type TimeTravelComparison,
  type TimeTravelSnapshot,
} from '../../../events/explorer';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';

// The explorer's calls (issue 18, server/routes/explorer.ts), each with the
// schema of its answer, checked against the server's type.

export const explorerEventSchema = z.object({
  position: z.number(),
  eventId: z.string(),
  at: z.string(),
  streamId: z.string(),
  version: z.number(),
  type: z.string(),
  actor: z.string(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  schemaVersion: z.number(),
  data: z.unknown(),
}) satisfies z.ZodType<ExplorerEvent>;

const pushSchema = z.object({ subject: z.string(), event: z.string() }) satisfies z.ZodType<RecordedPush>;

export const eventPageSchema = z.object({ events: z.array(explorerEventSchema), nextAfter: z.number().nullable(), lastPosition: z.number() }) satisfies z.ZodType<ExplorerEventPage>;
const detailSchema = z.object({
  event: explorerEventSchema,
  causes: z.array(explorerEventSchema),
  request: z.object({ correlationId: z.string() }),
  pushes: z.array(pushSchema),
}) satisfies z.ZodType<ExplorerEventDetail>;
const traceSchema = z.object({
  correlationId: z.string(),
  events: z.array(explorerEventSchema.extend({ pushes: z.array(pushSchema) })),
  truncated: z.boolean(),
}) satisfies z.ZodType<CorrelationTrace>;
const rowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export const snapshotSchema = z.object({
  view: z.enum(timeTravelViews),
  subject: z.string(),
  position: z.number(),
  at: z.string().nullable(),
  lastPosition: z.number(),
  state: z.enum(['running', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  columns: z.array(z.string()),
  key: z.string(),
  rows: z.array(rowSchema),
}) satisfies z.ZodType<TimeTravelSnapshot>;
export const comparisonSchema = z.object({
  before: snapshotSchema,
  after: snapshotSchema,
  diff: z
    .object({
      added: z.array(rowSchema),
      removed: z.array(rowSchema),
      changed: z.array(z.object({ key: z.string(), before: rowSchema, after: rowSchema })),
      unchanged: z.number(),
    })
    .nullable(),
}) satisfies z.ZodType<TimeTravelComparison>;
const typesSchema = z.object({ types: z.array(z.string()) });

/** The table's filters as the form holds them ('' = not filtered). */
export interface EventFilters {
  stream: string;
  category: string;
  type: string;
  actor: string;
  correlationId: string;
  /** datetime-local values (the browser's local time). */
  from: string;
  to: string;
}

export const NO_FILTERS: EventFilters = { stream: '', category: '', type: '', actor: '', correlationId: '', from: '', to: '' };
export const PAGE_SIZE = 50;

const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

export function fetchEvents(filters: EventFilters, paging: { after: number } | 'latest', options: JsonRequestOptions = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, from: isoOf(filters.from), to: isoOf(filters.to) })) if (value.trim()) query.set(name, value.trim());
  if (paging === 'latest') query.set('latest', 'true');
  else query.set('after', String(paging.after));
  query.set('limit', String(PAGE_SIZE));
  return getJson(`/explorer/events?${query.toString()}`, eventPageSchema, options);
}

export function fetchEventDetail(position: number, options: JsonRequestOptions = {}) {
  return getJson(`/explorer/events/${position}`, detailSchema, options);
}

export function fetchCorrelation(correlationId: string, options: JsonRequestOptions = {}) {
  return getJson(`/explorer/correlation/${encodeURIComponent(correlationId)}`, traceSchema, options);
}

export function fetchEventTypes(options: JsonRequestOptions = {}) {
  return getJson('/explorer/event-types', typesSchema, options);
}

export interface TimeTravelRequest {
  view: TimeTravelViewName;
  subject: string;
  /** A position or an ISO time. */
  at: string;
  /** A second point to compare with (the diff view); absent: one snapshot. */
  compareWith?: string;
}

export function fetchSnapshot(request: TimeTravelRequest, options: JsonRequestOptions = {}) {
  const query = new URLSearchParams({ view: request.view, subject: request.subject, at: request.at });
  return getJson(`/explorer/time-travel?${query.toString()}`, snapshotSchema, options);
}

export function fetchComparison(request: TimeTravelRequest & { compareWith: string }, options: JsonRequestOptions = {}) {
  const query = new URLSearchParams({ view: request.view, subject: request.subject, before: request.at, after: request.compareWith });
  return getJson(`/explorer/time-travel/diff?${query.toString()}`, comparisonSchema, options);
}
