import { describe, expect, it } from 'vitest';
import { renderNatsConfig, type NatsServerConfig } from './nats-config';

const config: NatsServerConfig = {
  host: '127.0.0.1',
  port: 4222,
  wsPort: 9222,
  jetstreamDir: '/data/nats/jetstream',
  operatorJwt: 'eyJ.operator.jwt',
  systemAccountPublicKey: 'ASYS',
  accountJwts: { ASYS: 'eyJ.sys.jwt', AAPP: 'eyJ.app.jwt' },
};

describe('renderNatsConfig', () => {
  it('listens on the host and port, with JetStream under the data directory', () => {
    const text = renderNatsConfig(config);
    expect(text).toContain('listen: "127.0.0.1:4222"');
    expect(text).toMatch(/jetstream \{\n {2}store_dir: "\/data\/nats\/jetstream"\n\}/);
  });

  it('opens a plain WebSocket listener for browsers', () => {
    expect(renderNatsConfig(config)).toMatch(/websocket \{\n {2}host: "127.0.0.1"\n {2}port: 9222\n {2}no_tls: true\n\}/);
  });

  it('runs in operator mode with every account preloaded into the MEMORY resolver', () => {
    const text = renderNatsConfig(config);
    expect(text).toContain('operator: "eyJ.operator.jwt"');
    expect(text).toContain('system_account: "ASYS"');
    expect(text).toContain('resolver: MEMORY');
    expect(text).toMatch(/resolver_preload: \{\n {2}ASYS: "eyJ.sys.jwt"\n {2}AAPP: "eyJ.app.jwt"\n\}/);
  });

  it('adds the monitoring listener only when asked', () => {
    expect(renderNatsConfig(config)).not.toContain('http:');
    expect(renderNatsConfig({ ...config, httpPort: 8222 })).toContain('http: "127.0.0.1:8222"');
  });

  it('names a pid file only when asked', () => {
    expect(renderNatsConfig(config)).not.toContain('pid_file');
    expect(renderNatsConfig({ ...config, pidFile: '/data/nats/nats-server.pid' })).toContain('pid_file: "/data/nats/nats-server.pid"');
  });

  it('refuses values it cannot quote and ports out of range', () => {
    expect(() => renderNatsConfig({ ...config, jetstreamDir: '/data/"x"' })).toThrow();
    expect(() => renderNatsConfig({ ...config, wsPort: 0 })).toThrow(/wsPort/);
    expect(() => renderNatsConfig({ ...config, port: 70000 })).toThrow(/port/);
  });
});
