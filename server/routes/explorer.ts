import { Hono } from 'hono';
import { z } from 'zod';
import type { EventDefinition } from '../../events/log/event-schemas';
import type { AnyProjection } from '../../projections/projection';
import {
  mayUseExplorer,
  timeTravelViews,
  type CorrelationTrace,
  type ExplorerEventDetail,
  type ExplorerEventPage,
  type TimeTravelComparison,
  type TimeTravelSnapshot,
} from '../../events/explorer';
import { DomainError } from '../../events/log/domain-error';
import { EventRegistry } from '../../events/log/event-schemas';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import { explorerLog } from '../explorer/explorer-log';
import { createPushRecordTable, pushRecords } from '../explorer/push-records';
import { diffRows } from '../explorer/row-diff';
import { timeTravel } from '../explorer/time-travel';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';
import { parseLogPoint } from '../explorer/log-point';

// The event explorer for engineers (issue 18, docs/explorer.md): the log as a
// table with filters, an event's causation chain, a correlation id's events and
// pushes, and read models as they were at a position. Reads only.

const MAX_PAGE = 500;
const text = (max: number) => z.string().min(1).max(max);
const isoTime = z.iso.datetime({ offset: true, error: 'explorer.invalid_time' }).transform((time) => new Date(time).toISOString());
const position = z.string().regex(/^\d{1,15}$/, 'explorer.invalid_position').transform(Number);

const eventsQuery = z.object({
  stream: text(200).optional(),
  category: text(100).optional(),
  type: text(100).optional(),
  actor: text(200).optional(),
  correlationId: text(64).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
  after: position.optional(),
  limit: z.string().regex(/^\d{1,4}$/, 'explorer.invalid_limit').transform(Number).pipe(z.number().int().min(1, 'explorer.invalid_limit').max(MAX_PAGE, 'explorer.invalid_limit')).optional(),
  latest: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});

/** A point of the log: a position, or an ISO time (the last event at or before it). */
const logPoint = z.string().max(40).transform((value, context) => {
  const point = parseLogPoint(value);
  if (!point) context.addIssue({ code: 'custom', message: 'explorer.invalid_point' });
  return point ?? { position: 0 };
});
const view = z.enum(timeTravelViews, 'explorer.unknown_view');
const timeTravelQuery = z.object({ view, subject: text(64), at: logPoint });
const diffQuery = z.object({ view, subject: text(64), before: logPoint, after: logPoint });

/** `contents`: the feature modules' event types and read models (the explorer decodes and time-travels over them). */
export function explorerRoutes(log: FeatureLog, contents: { eventDefinitions: readonly EventDefinition[]; projections: readonly AnyProjection[] }) {
  const app = new Hono<AppEnv>();
  createPushRecordTable(log.db);
  const registry = new EventRegistry(contents.eventDefinitions);
  const explorer = explorerLog(log.db, registry, pushRecords(log.db), () => log.runner.catchUpAsync(log.store));
  const travel = timeTravel(
    {
      readAll: (from, limit) => log.store.readAll(from, limit),
      lastPosition: () => explorer.lastPosition(),
      timeAt: (at) => (at > 0 ? (explorer.detail(at)?.event.at ?? null) : null),
    },
    contents.projections,
  );
  const positionOf = (point: { position: number } | { time: string }) => ('position' in point ? point.position : explorer.positionAtTime(point.time));

  /** Engineers only (the one rule: events/explorer.ts); 401 for visitors. */
  const requireEngineer = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    if (!mayUseExplorer(user.role)) throw new DomainError('explorer.engineers_only', 403);
    return user;
  };

  app.get('/explorer/events', validated('query', eventsQuery, 'explorer.invalid_filter'), (c) => {
    requireEngineer(c);
    const { limit = 100, ...filter } = c.req.valid('query');
    const page: ExplorerEventPage = explorer.page({ ...filter, limit });
    return c.json(page);
  });

  app.get('/explorer/events/:position', (c) => {
    requireEngineer(c);
    const position = c.req.param('position');
    if (!/^\d{1,15}$/.test(position)) throw new DomainError('explorer.invalid_position', 400);
    const detail: ExplorerEventDetail | null = explorer.detail(Number(position));
    if (!detail) throw new DomainError('explorer.unknown_event', 404);
    return c.json(detail);
  });

  app.get('/explorer/event-types', (c) => {
    requireEngineer(c);
    return c.json({ types: registry.types().sort(), views: timeTravelViews });
  });

  app.get('/explorer/correlation/:correlationId', (c) => {
    requireEngineer(c);
    const correlationId = c.req.param('correlationId');
    if (correlationId.length > 64) throw new DomainError('explorer.invalid_correlation_id', 400);
    const trace: CorrelationTrace = explorer.correlation(correlationId);
    return c.json(trace);
  });

  app.get('/explorer/time-travel', validated('query', timeTravelQuery, 'explorer.invalid_time_travel'), (c) => {
    requireEngineer(c);
    const { view: name, subject, at } = c.req.valid('query');
    const snapshot: TimeTravelSnapshot = travel.snapshot(name, subject, positionOf(at));
    return c.json(snapshot);
  });

  app.get('/explorer/time-travel/diff', validated('query', diffQuery, 'explorer.invalid_time_travel'), (c) => {
    requireEngineer(c);
    const { view: name, subject, before, after } = c.req.valid('query');
    const earlier = travel.snapshot(name, subject, positionOf(before));
    const later = travel.snapshot(name, subject, positionOf(after));
    const keyOf = (row: Record<string, unknown>) => String(row[earlier.key]);
    const comparison: TimeTravelComparison = {
      before: earlier,
      after: later,
      diff: earlier.state === 'done' && later.state === 'done' ? diffRows(earlier.rows, later.rows, keyOf) : null,
    };
    return c.json(comparison);
  });

  return app;
}
