import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { linkOrigin } from './link-origin';

async function originFor(url: string, publicOrigin: string | undefined, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.get('*', (c) => c.text(linkOrigin(c, publicOrigin)));
  const response = await app.request(url, { headers });
  return response.text();
}

describe('the origin of mailed links', () => {
  it('is PUBLIC_ORIGIN when set, whatever the request names', async () => {
    expect(await originFor('http://evil.example/credential-request', 'https://classroom.example.org/')).toBe('https://classroom.example.org');
  });
  it('is the request’s origin otherwise, https behind a proxy that says so', async () => {
    expect(await originFor('http://127.0.0.1:3000/credential-request', undefined)).toBe('http://127.0.0.1:3000');
    expect(await originFor('http://classroom.local/credential-request', undefined, { 'x-forwarded-proto': 'https' })).toBe('https://classroom.local');
  });
});
