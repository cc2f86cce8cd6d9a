import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREVIOUS_CUSTOM_DOMAINS,
  PREVIOUS_CUSTOM_DOMAINS_COOKIE,
  previousCustomDomainNames,
  previousCustomDomains,
  rememberCustomDomain,
  type PreviousCustomDomain,
} from './previous-custom-domains';

/** Answers a request at `url` carrying `cookie` (the raw value of lc_custom_domains) with `handle`'s JSON. */
async function answer(url: string, cookie: string | undefined, handle: (c: Context) => unknown) {
  const app = new Hono();
  app.all('*', (c) => c.json({ value: handle(c) ?? null }));
  const headers: Record<string, string> = cookie === undefined ? {} : { cookie: `${PREVIOUS_CUSTOM_DOMAINS_COOKIE}=${encodeURIComponent(cookie)}` };
  const response = await app.request(url, { headers });
  return { value: ((await response.json()) as { value: unknown }).value, setCookie: response.headers.get('set-cookie') };
}

const namesIn = async (cookie: string | undefined) => (await answer('http://localhost/', cookie, previousCustomDomainNames)).value;
const entry = (name: string, displayName = name.toUpperCase()): PreviousCustomDomain => ({ name, displayName });

/** A valid cookie of exactly `length` characters: 18 entries, the last one's display name filling up. */
function cookieOfLength(length: number): string {
  const entries = Array.from({ length: 17 }, (_, i) => entry(`d${i + 10}`, 'y'.repeat(200)));
  const fill = length - JSON.stringify([...entries, entry('d27', '')]).length;
  const text = JSON.stringify([...entries, entry('d27', 'z'.repeat(fill))]);
  expect(text.length).toBe(length);
  return text;
}

const districts: Record<string, { name: string; customDomainName: string }> = {
  riverside: { name: 'Riverside Unified', customDomainName: 'riverside' },
  hillcrest: { name: 'Hillcrest District', customDomainName: 'hillcrest' },
};

describe('the previous custom domains cookie', () => {
  it('is lc_custom_domains and keeps at most 5', () => {
    expect(PREVIOUS_CUSTOM_DOMAINS_COOKIE).toBe('lc_custom_domains');
    expect(MAX_PREVIOUS_CUSTOM_DOMAINS).toBe(5);
  });

  it('gives its names, newest first, each once, at most 5', async () => {
    expect(await namesIn(JSON.stringify([entry('b'), entry('a')]))).toEqual(['b', 'a']);
    expect(await namesIn(JSON.stringify([entry('b'), entry('a'), entry('b', 'Other')]))).toEqual(['b', 'a']);
    expect(await namesIn(JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => entry(name))))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives nothing when missing, empty, damaged, too long, or not the expected shape', async () => {
    expect(await namesIn(undefined)).toEqual([]);
    expect(await namesIn('')).toEqual([]);
    expect(await namesIn('{broken')).toEqual([]);
    expect(await namesIn(JSON.stringify({ name: 'a', displayName: 'A' }))).toEqual([]);
    expect(await namesIn(JSON.stringify([{ name: 'a' }]))).toEqual([]);
    expect(await namesIn(JSON.stringify([{ name: 7, displayName: 'A' }]))).toEqual([]);
    expect(await namesIn(JSON.stringify([entry('a'.repeat(64))]))).toEqual([]);
    expect(await namesIn(JSON.stringify([entry('a', 'A'.repeat(201))]))).toEqual([]);
    expect(await namesIn(JSON.stringify(Array.from({ length: 21 }, (_, i) => entry(`d${i}`))))).toEqual([]);
    // A cookie over 4 KiB is not read, even when it is otherwise valid.
    expect(await namesIn(cookieOfLength(4097))).toEqual([]);
  });

  it('accepts the longest names it allows, and up to 20 entries', async () => {
    expect(await namesIn(JSON.stringify([entry('a'.repeat(63), 'A'.repeat(200))]))).toEqual(['a'.repeat(63)]);
    expect(await namesIn(JSON.stringify(Array.from({ length: 20 }, (_, i) => entry(`d${i}`))))).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
    expect(await namesIn(cookieOfLength(4096))).toEqual(['d10', 'd11', 'd12', 'd13', 'd14']);
  });

  it('lists only districts that still exist, with the directory’s names, not the cookie’s', async () => {
    const cookie = JSON.stringify([entry('gone', 'Gone'), entry('riverside', 'Forged name'), entry('hillcrest')]);
    const { value } = await answer('http://localhost/', cookie, (c) => previousCustomDomains(c, (name) => districts[name]));
    expect(value).toEqual([
      { name: 'riverside', displayName: 'Riverside Unified' },
      { name: 'hillcrest', displayName: 'Hillcrest District' },
    ]);
  });

  it('is written with the new domain first, once, keeping the newest 5; HttpOnly, Lax, whole site, a year', async () => {
    const known = ['a', 'b', 'c', 'd', 'e'].map((name) => entry(name));
    const { setCookie } = await answer('http://localhost/signin/c', undefined, (c) => rememberCustomDomain(c, entry('c', 'C!'), known));
    const written = JSON.stringify([entry('c', 'C!'), entry('a'), entry('b'), entry('d'), entry('e')]);
    expect(setCookie).toBe(`lc_custom_domains=${encodeURIComponent(written)}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);

    const { setCookie: fresh } = await answer('http://localhost/signin/f', undefined, (c) => rememberCustomDomain(c, entry('f'), known));
    expect(fresh).toContain(encodeURIComponent(JSON.stringify([entry('f'), ...known.slice(0, 4)])));
  });

  it('is Secure over https', async () => {
    const { setCookie } = await answer('https://school.example/signin/a', undefined, (c) => rememberCustomDomain(c, entry('a'), []));
    expect(setCookie).toBe(`lc_custom_domains=${encodeURIComponent(JSON.stringify([entry('a')]))}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});
