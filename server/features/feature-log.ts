import type { EventStore } from '../../events/log/event-store';
import type { LogDatabase } from '../../events/log/log-database';
import type { ProjectionRunner } from '../../projections/runner';

/**
 * Every read-model query set a feature module offers, by name. Empty here: each
 * module adds its own by declaration merging, beside the factory that makes them
 * (server/features/<feature>.ts):
 *
 * ```ts
 * declare module './feature-log' {
 *   interface Queries { liveMessages: LiveMessagesQueries }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface Queries {}

export type QueryName = keyof Queries;

/**
 * What a route, a push or a server part gets of the log: the store, the node's
 * database, and exactly the queries it names (`FeatureLog<'directory' | 'liveMessages'>`),
 * as Emmett's samples hand an API its store and read models — no more.
 */
export interface FeatureLog<K extends QueryName = never> {
  db: LogDatabase;
  store: EventStore;
  runner: ProjectionRunner;
  queries: Pick<Queries, K>;
}
