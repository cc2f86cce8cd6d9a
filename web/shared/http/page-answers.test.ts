// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getJson } from './json-request';
import { PAGE_ANSWERS_ID } from './page-answers-id';
import { forgetPageAnswers, PAGE_ANSWERS_FRESH_MS, takePageAnswer } from './page-answers';

/** The block as the server writes it (server/routes/web-client.ts). */
function writeBlock(answers: Record<string, unknown> | string): void {
  const text = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${PAGE_ANSWERS_ID}">${text}</script>`);
}

const editionsSchema = z.object({ edition: z.string() });

describe('the answers a page came with (issue 33)', () => {
  let network: string[];
  beforeEach(() => {
    forgetPageAnswers();
    network = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        network.push(path);
        return new Response(JSON.stringify({ edition: 'from the server' }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    document.getElementById(PAGE_ANSWERS_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('answers the first GET of a path from the page, through its schema, without asking the server; the next asks', async () => {
    writeBlock({ '/editions': { edition: 'US', extra: 'dropped by the schema' } });
    await expect(getJson('/editions', editionsSchema)).resolves.toEqual({ edition: 'US' });
    expect(network).toEqual([]);
    await expect(getJson('/editions', editionsSchema)).resolves.toEqual({ edition: 'from the server' });
    expect(network).toEqual(['/editions']);
  });

  it('answers only its exact path, and reads the block once (it leaves the document)', async () => {
    writeBlock({ '/editions': { edition: 'US' } });
    await getJson('/editions?x=1', editionsSchema);
    expect(network).toEqual(['/editions?x=1']);
    expect(document.getElementById(PAGE_ANSWERS_ID)).toBeNull();
    await expect(getJson('/editions', editionsSchema)).resolves.toEqual({ edition: 'US' });
  });

  it('refuses an answer its schema does not accept, as it would the server’s', async () => {
    writeBlock({ '/editions': { edition: 42 } });
    await expect(getJson('/editions', editionsSchema)).rejects.toMatchObject({ errorKey: 'app.error.unexpectedResponse' });
  });

  it('drops every answer once the page is older than the fresh time: the calls ask the server', () => {
    writeBlock({ '/editions': { edition: 'US' }, '/banners': { banners: [] } });
    expect(takePageAnswer('/editions', PAGE_ANSWERS_FRESH_MS + 1)).toBeUndefined();
    expect(takePageAnswer('/banners', 10)).toBeUndefined();
  });

  it('takes nothing from an unreadable block', async () => {
    writeBlock('{not json');
    await getJson('/editions', editionsSchema);
    expect(network).toEqual(['/editions']);
  });
});
