import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../web/app/page-routes';
import { makeTempDir } from '../../tests/support/temp-dir';
import { buildApp } from '../app';
import { demoDistrictCustomDomainName } from '../demo/demo-school';
import { seedDemoSchool } from '../demo/seed-demo-school';
import { openEventLog } from '../event-log';

// The built client as the server serves it: a temporary web/dist with an
// index.html and one asset, behind the whole app.

const dir = makeTempDir('web-client-');
const webDist = join(dir.path, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Live Classroom</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");\n');
const log = openEventLog({ path: join(dir.path, 'log.db') });
const app = buildApp({ log, realtime: null, webDist });
// The demo's district (riverside) makes `/signin/riverside` a page.
beforeAll(() => seedDemoSchool(log), 60_000);
afterAll(() => {
  log.close();
  dir.remove();
});

const asPage = (path: string) => app.request(`http://localhost${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
const isThePage = (body: string) => body.includes('<div id="root">');

describe('the built client', () => {
  it('answers every example of every page route with the page and 200', async () => {
    const examples = pageRoutes.flatMap((route) => route.examples);
    expect(examples.length).toBeGreaterThan(10);
    for (const path of examples) {
      const response = await asPage(path);
      expect(response.status, path).toBe(200);
      expect(isThePage(await response.text()), path).toBe(true);
      expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
    }
  });

  it('answers a path no page route knows with the page (its not-found page) and 404', async () => {
    for (const path of ['/no/such/page', '/index.html.bak', '/math/grade-99', '/signin/extra', '/.env']) {
      const response = await asPage(path);
      expect(response.status, path).toBe(404);
      expect(isThePage(await response.text()), path).toBe(true);
    }
  });

  it('answers a district sign-in page 200 only for a district’s custom domain name (else the page’s not-found, 404)', async () => {
    const known = await asPage(`/signin/${demoDistrictCustomDomainName}`);
    expect(known.status).toBe(200);
    expect((await asPage(`/signin/${demoDistrictCustomDomainName}/`)).status).toBe(200);
    for (const path of ['/signin/nosuchdistrict', '/signin/riverside2', '/signin/hillside']) {
      const response = await asPage(path);
      expect(response.status, path).toBe(404);
      expect(isThePage(await response.text()), path).toBe(true);
    }
  });

  it('never falls back to the page under /assets/: a missing asset is a plain 404', async () => {
    for (const path of ['/assets/missing.js.bak', '/assets/index-abc123.js.bak', '/assets/', '/assets/deep/no/such.css']) {
      const response = await asPage(path);
      expect(response.status, path).toBe(404);
      expect(isThePage(await response.text()), path).toBe(false);
    }
  });

  it('serves an asset with a year of caching, as it is named by its content', async () => {
    const response = await app.request('http://localhost/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app");\n');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path asked for as data with the API’s 404', async () => {
    const response = await app.request('http://localhost/no/such/page', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'request.not_found' });
  });

  it('gives each page its own CSP style nonce, in the policy and in <meta property="csp-nonce">', async () => {
    const nonces = [];
    for (const path of ['/', '/no/such/page', '/']) {
      const response = await asPage(path);
      const meta = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]+)" \/>/.exec(await response.text());
      expect(meta, path).not.toBeNull();
      expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${meta![1]}'`);
      nonces.push(meta![1]);
    }
    expect(new Set(nonces).size).toBe(3);
  });
});
