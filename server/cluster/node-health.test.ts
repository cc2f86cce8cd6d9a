import { describe, expect, it } from 'vitest';
import type { EventLog } from '../event-log';
import { healthRoutes } from '../routes/health';
import { singleNode, type ClusterAccess } from './cluster-node';

const log = { store: { lastPosition: () => 42 } } as unknown as EventLog;
const realtime = { endpoint: null, mintUserToken: () => Promise.reject(new Error('unused')), status: () => 'connected' as const };

describe('GET /healthz names the node (issue 17)', () => {
  it('on a single node: its name, pid and role single', async () => {
    const response = await healthRoutes(log, realtime, singleNode('classroom-1')).request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, log: 42, nats: 'connected', node: 'classroom-1', pid: process.pid, role: 'single' });
  });

  it('in a cluster: leader or follower, and 503 while PostgreSQL cannot be reached', async () => {
    let reachable = true;
    let role: 'leader' | 'follower' = 'leader';
    const cluster: ClusterAccess = { node: 'node-2', role: () => role, reachable: () => Promise.resolve(reachable) };
    const app = healthRoutes(log, realtime, cluster);
    expect(await (await app.request('/healthz')).json()).toMatchObject({ ok: true, node: 'node-2', role: 'leader' });
    reachable = false;
    role = 'follower';
    const down = await app.request('/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, node: 'node-2', role: 'follower', pid: process.pid });
  });
});
