import { Hono } from 'hono';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { singleNode, type ClusterAccess } from '../cluster/cluster-node';
import type { RealtimeAccess } from '../nats/realtime-access';

/**
 * Ready when the log answers; reports NATS as connected or reconnecting (appends go on either way).
 * Issue 17: names the node (`node`, `pid`, `role`: relay `leader`, `follower` or `single`) and is
 * 503 while a cluster node cannot reach PostgreSQL (the load balancer then sends nothing to it).
 */
export function healthRoutes(log: FeatureLog, realtime: RealtimeAccess | null, cluster: ClusterAccess = singleNode()) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', async (c) => {
    const ok = await cluster.reachable();
    return c.json(
      { ok, log: log.store.lastPosition(), nats: realtime ? realtime.status() : 'reconnecting', node: cluster.node, pid: process.pid, role: cluster.role() },
      ok ? 200 : 503,
    );
  });
  return app;
}
