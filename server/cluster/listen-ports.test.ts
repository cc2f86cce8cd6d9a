import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findListenPort } from './listen-ports';

describe('findListenPort', () => {
  it('hands out ports below the ephemeral range, each once, that can be listened on', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await findListenPort());
    expect(ports.every((port) => port >= 20_000 && port < 32_768)).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
