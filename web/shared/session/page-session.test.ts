// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readPageSession } from './page-session';
import { parseSession } from './session-api';
import { createSessionStore } from './session-store';

// Issue 33: the session the server wrote into the page (server/routes/web-client.ts) starts the store ready.

function withBlock(text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'page-session';
  block.textContent = text;
  document.body.append(block);
}

const student = { userId: 'u_ava', username: 'ava.b', displayName: 'Ava B.', userType: 2, role: 'student', edition: 'US', navigation: { signedIn: true, skipToContent: true } };

afterEach(() => document.body.replaceChildren());

describe('the page’s session', () => {
  it('is read from the data block once, then the block is gone', () => {
    withBlock(JSON.stringify(student));
    expect(readPageSession()).toMatchObject({ signedIn: true, username: 'ava.b', userType: 2 });
    expect(document.getElementById('page-session')).toBeNull();
    expect(readPageSession()).toBeNull();
  });

  it('is null without a block, with a block that is not JSON data, or with JSON that is no session', () => {
    expect(readPageSession()).toBeNull();
    withBlock('{ not json');
    expect(readPageSession()).toBeNull();
    withBlock(JSON.stringify(student), 'text/plain');
    expect(readPageSession()).toBeNull();
    withBlock(JSON.stringify({ userType: 'teacher' }));
    expect(readPageSession()).toBeNull();
  });

  it('starts the store ready with it; the store asks the server only when told to load', async () => {
    withBlock(JSON.stringify(student));
    let fetched = 0;
    const api = {
      fetchSession: async () => {
        fetched++;
        return parseSession({});
      },
      signIn: async () => undefined,
      signOut: async () => undefined,
    };
    const store = createSessionStore(api, readPageSession());
    expect(store.getState()).toMatchObject({ phase: 'ready', session: { username: 'ava.b' } });
    expect(fetched).toBe(0);
    await store.getState().signOut();
    expect(fetched).toBe(1);
    expect(store.getState().session).toMatchObject({ signedIn: false });
  });
});
