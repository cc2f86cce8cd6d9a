import { join } from 'node:path';
import { vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openEventLog } from '../../server/event-log';
import { allFeatures } from '../../server/features/all-features';
import type { FeatureModule } from '../../server/features/feature-module';
import { makeTempDir } from '../support/temp-dir';
import { stubRealtime } from './route-fixture';

export interface RegisteredRoutes {
  /** `METHOD /path` of every handler the app registers. */
  all: string[];
  /** Those each module of the list mounts (its `routes`), by module name; modules without routes are left out. */
  byModule: ReadonlyMap<string, string[]>;
}

/**
 * Middleware (`ALL *`, `ALL /*`) and catch-alls (the web client's, absent without
 * webDist) are left out.
 */
function routeKeys(routes: readonly { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((route) => route.path !== '*' && route.path !== '/*').map((route) => `${route.method} ${route.path}`))];
}

/** The routes the app registers, and which module of the list mounts each (its `routes` watched while the app is built). */
export function registeredRoutes(): RegisteredRoutes {
  const dir = makeTempDir('route-harness-routes-');
  const log = openEventLog({ path: join(dir.path, 'log.db') });
  const watched = allFeatures.filter((feature) => feature.routes).map((feature) => ({ name: feature.name, spy: vi.spyOn(feature as Required<FeatureModule>, 'routes') }));
  try {
    const app = buildApp({ log, realtime: stubRealtime });
    const byModule = new Map(
      watched.map(({ name, spy }) => {
        const mounted = spy.mock.results.flatMap((result) => (result.type === 'return' ? [result.value].flat() : []));
        return [name, routeKeys(mounted.flatMap((routes) => routes.routes))];
      }),
    );
    return { all: routeKeys(app.routes), byModule };
  } finally {
    for (const { spy } of watched) spy.mockRestore();
    log.close();
    dir.remove();
  }
}
