import type { Hono } from 'hono';
import type { EventDefinition } from '../../events/log/event-schemas';
import type { LogDatabase } from '../../events/log/log-database';
import type { Push } from '../../events/log/push';
import type { AnyProjection } from '../../projections/projection';
import type { AppEnv } from '../http/app-env';
import type { FeatureServices } from './feature-services';
import type { FeatureLog, QueryName, Queries } from './feature-log';

/** A query set over the node's database; `readsAsync` ones read an asynchronous read model (docs/architecture.md). */
export type QueryOffer<Q> = ((db: LogDatabase) => Q) | { readsAsync: true; create: (db: LogDatabase) => Q };

/** Marks a query set over an asynchronous read model: each of its queries first catches the model up (read-your-writes). */
export function readsAsync<Q>(create: (db: LogDatabase) => Q): QueryOffer<Q> {
  return { readsAsync: true, create };
}

/** What a module's pushes are built from (the relay's side: server/main.ts). */
export interface PushContext {
  /** The log with exactly the named queries (a name no module offers fails at start). */
  logWith<K extends QueryName>(...names: K[]): FeatureLog<K>;
  /** NOTIFICATIONS_BACKEND (issue 16). */
  notificationsEnabled: boolean;
}

/** What a module's routes are built from: the log, narrowed by `logWith`, and the app's services. */
export interface FeatureContext extends FeatureServices, PushContext {
  /** Every module's event types and read models (the event explorer reads them all). */
  eventDefinitions: readonly EventDefinition[];
  projections: readonly AnyProjection[];
}

/**
 * One feature, whole (docs/architecture.md "Recipe: a feature module"): its
 * events, its read models and the queries it offers over them, its pushes and its
 * routes. The app, the relay, the projection runner, the replay CLI and the
 * authorization matrix are composed from the one list in all-features.ts.
 */
export interface FeatureModule<K extends QueryName = QueryName> {
  /** The feature's one name: its files in every layer are found by it. */
  name: string;
  events?: readonly EventDefinition[];
  /** Applied in the order of the module list; each says whether it is inline or async. */
  projections?: readonly AnyProjection[] | ((eventTypes: readonly string[]) => readonly AnyProjection[]);
  queries?: { readonly [P in K]: QueryOffer<Queries[P]> };
  pushes?: (context: PushContext) => readonly Push[];
  routes?: (context: FeatureContext) => Hono<AppEnv> | readonly Hono<AppEnv>[];
}

/** Declares a module; the query names it offers are checked against the `Queries` it declares. */
export function defineFeature<const K extends QueryName = never>(module: FeatureModule<K>): FeatureModule {
  return module as unknown as FeatureModule;
}
