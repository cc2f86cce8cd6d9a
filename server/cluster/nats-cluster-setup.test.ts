import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHaproxyConfig } from './haproxy-config';
import { writeNatsClusterSetup } from './nats-cluster-setup';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the NATS cluster configs (issue 17)', () => {
  it('give each server its name, JetStream store, WebSocket and routes to the other two, with one operator and account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nats-cluster-'));
    dirs.push(dir);
    const servers = [1, 2, 3].map((n) => ({ name: `nats-${n}`, host: '127.0.0.1', port: 4220 + n, wsPort: 8080 + n, clusterPort: 6220 + n }));
    const setup = await writeNatsClusterSetup({ dir, servers });
    const configs = setup.configFiles.map((file) => readFileSync(file, 'utf8'));
    expect(configs).toHaveLength(3);
    configs.forEach((config, i) => {
      expect(config).toContain(`server_name: "nats-${i + 1}"`);
      expect(config).toContain(`store_dir: "${join(dir, `nats-${i + 1}`, 'jetstream')}"`);
      expect(config).toContain(`port: ${8081 + i}`);
      expect(config).toContain(`listen: "127.0.0.1:${6221 + i}"`);
      const routes = [...config.matchAll(/"nats-route:\/\/127\.0\.0\.1:(\d+)"/g)].map((match) => Number(match[1]));
      expect(routes).toEqual([6221, 6222, 6223].filter((port) => port !== 6221 + i));
    });
    const operator = (config: string) => /operator: "([^"]+)"/.exec(config)![1];
    expect(new Set(configs.map(operator)).size).toBe(1);
    expect(readFileSync(setup.credsFile, 'utf8')).toContain('BEGIN NATS USER JWT');
    // Written again over the same directory: the same account (it owns the JetStream data).
    expect((await writeNatsClusterSetup({ dir, servers })).accountPublicKey).toBe(setup.accountPublicKey);
  });

  it('HAProxy sends /pubsub/ws to the NATS WebSockets and the rest round-robin to the healthy app nodes', () => {
    const config = renderHaproxyConfig({
      host: '127.0.0.1',
      port: 3000,
      appNodes: [{ name: 'node-1', address: '127.0.0.1:4001' }, { name: 'node-2', address: '127.0.0.1:4002' }],
      natsWebSockets: [{ name: 'nats-1', address: '127.0.0.1:8081' }],
    });
    expect(config).toContain('bind 127.0.0.1:3000');
    expect(config).toContain('acl pubsub path /pubsub/ws');
    expect(config).toContain('option httpchk GET /healthz');
    expect(config).toMatch(/backend app_nodes\n {2}balance roundrobin\n {2}option httpchk GET \/healthz\n {2}http-check expect status 200\n {2}server node-1 127\.0\.0\.1:4001 check[^\n]*\n {2}server node-2 127\.0\.0\.1:4002 check/);
    expect(config).toMatch(/backend nats_websocket\n {2}balance roundrobin\n {2}http-request set-path \/\n {2}server nats-1 127\.0\.0\.1:8081 check/);
  });
});
