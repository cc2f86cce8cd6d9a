import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { writeCompressedSiblings } from '../../web/build/precompress-assets';
import { buildApp } from '../app';
import { openEventLog } from '../event-log';

// Issue 33: the built client served compressed and cached well — a temporary web/dist whose
// assets got their .br/.gz from the build step itself, behind the whole app.

const dir = makeTempDir('web-client-compression-');
const webDist = join(dir.path, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
mkdirSync(join(webDist, '.vite'), { recursive: true });
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `word-${n}`))};\n`;
writeFileSync(join(webDist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Live Classroom</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(join(webDist, 'assets', 'index-abc123.css'), `body { margin: 0; }\n${'.a { color: red; }\n'.repeat(100)}`);
writeFileSync(join(webDist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
writeFileSync(join(webDist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
const compressed = writeCompressedSiblings(join(webDist, 'assets'));
const log = openEventLog({ path: join(dir.path, 'log.db') });
const app = buildApp({ log, realtime: null, webDist });
afterAll(() => {
  log.close();
  dir.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the built client, compressed', () => {
  it('writes a .br and a .gz beside every text asset at build time, none beside an image', () => {
    expect(compressed).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(webDist, 'assets', 'index-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(webDist, 'assets', 'index-abc123.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(webDist, 'assets', 'logo-abc123.png.br'))).toThrow();
  });

  it('serves the brotli file when brotli is accepted (preferred over gzip), with its type, Vary and a year of caching', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(script);
  });

  it('serves the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/index-abc123.css', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytes(response)).toString()).toContain('body { margin: 0; }');
  });

  it('serves the file as it is when no encoding is accepted, still saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/index-abc123.js', headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(script);
    }
  });

  it('serves an image as it is', async () => {
    const response = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('answers the page no-cache with an ETag, and 304 (no body, no new policy) on a matching If-None-Match', async () => {
    const first = await get('/', { accept: 'text/html' });
    const tag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await get('/', { accept: 'text/html', 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('content-security-policy')).toBeNull();
    const other = await get('/', { accept: 'text/html', 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-security-policy')).toContain('nonce-');
  });

  it('never answers 304 for a path that is not a page', async () => {
    const tag = (await get('/', { accept: 'text/html' })).headers.get('etag')!;
    expect((await get('/no/such/page', { accept: 'text/html', 'if-none-match': tag })).status).toBe(404);
  });

  it('leaves a small API answer as it is, and never serves the build’s own manifest', async () => {
    const small = await get('/no/such/asset.json', { accept: 'application/json', 'accept-encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ error: 'request.not_found' });
    expect((await get('/.vite/manifest.json', { 'accept-encoding': 'gzip' })).status).toBe(404);
  });

  it('serves the favicon (no 404), kept a day', async () => {
    const response = await get('/favicon.ico', { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/icon/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
