import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../events/log/domain-error';
import type { ActiveSession } from '../../projections/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';
import type { EventLog } from '../event-log';
import type { AppEnv } from '../http/app-env';
import { sequentialIds } from '../id-generator';
import { parseTrustedProxies } from './client-address';
import { currentUser, requireUser } from './current-user';
import { hashSessionToken } from './session-token';

const now = new Date('2026-11-02T09:00:00.000Z');
const ava: DirectoryUser = {
  userId: 'u_ava_b',
  username: 'ava.b',
  displayName: 'Ava B.',
  role: 'student',
  userType: 2,
  edition: 'us',
  schoolId: 'school_maple',
  districtId: 'district_riverside',
  parentUserId: null,
};
const avaSession: ActiveSession = { sessionId: 's1', userId: 'u_ava_b', expiresAt: '2026-11-02T20:00:00.000Z' };

/** The read models the middleware asks: sessions by token hash (at `now` only) and users by id. */
function fakeLog(sessions: Record<string, ActiveSession>, users: DirectoryUser[]) {
  const asked: string[] = [];
  const log = {
    queries: {
      signIn: {
        activeSession: (tokenHash: string, at: Date) => {
          asked.push(`session ${tokenHash} at ${at.toISOString()}`);
          return at.getTime() === now.getTime() ? sessions[tokenHash] : undefined;
        },
      },
      directory: { userById: (userId: string) => users.find((user) => user.userId === userId) },
    },
  } as unknown as EventLog;
  return { log, asked };
}

function appOver(log: EventLog) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('clock', () => now);
    c.set('ids', sequentialIds('corr-'));
    await next();
  });
  app.use('*', currentUser(log));
  app.get('/who', (c) =>
    c.json({ user: c.get('user')?.userId ?? null, session: c.get('session'), correlationId: c.get('correlationId'), address: c.get('address') }),
  );
  app.get('/private', (c) => c.json({ userId: requireUser(c).userId }));
  app.onError((error, c) => (error instanceof DomainError ? c.json({ error: error.key }, error.status as 401) : c.text('internal', 500)));
  return app;
}

const tokenCookie = (token: string) => ({ cookie: `lc_session=${token}` });
type Who = { user: string | null; session: ActiveSession | null; correlationId: string; address: string };
async function who(log: EventLog, headers: Record<string, string> = {}, env?: unknown): Promise<Who> {
  return (await (await appOver(log).request('http://localhost/who', { headers }, env)).json()) as Who;
}

describe('the current user', () => {
  it('is nobody for a visitor, and no session is looked up', async () => {
    const { log, asked } = fakeLog({}, [ava]);
    expect(await who(log)).toMatchObject({ user: null, session: null });
    expect(asked).toEqual([]);
  });

  it('is the user of the active session the cookie’s token hashes to, at the injected clock’s time', async () => {
    const { log, asked } = fakeLog({ [hashSessionToken('tok-ava')]: avaSession }, [ava]);
    expect(await who(log, tokenCookie('tok-ava'))).toMatchObject({ user: 'u_ava_b', session: avaSession });
    expect(asked).toEqual([`session ${hashSessionToken('tok-ava')} at ${now.toISOString()}`]);
  });

  it('is nobody for a token with no active session', async () => {
    const { log } = fakeLog({ [hashSessionToken('tok-ava')]: avaSession }, [ava]);
    expect(await who(log, tokenCookie('tok-guessed'))).toMatchObject({ user: null, session: null });
  });

  it('is nobody when the session’s user is not in the directory (the session is still known)', async () => {
    const { log } = fakeLog({ [hashSessionToken('tok-ava')]: avaSession }, []);
    expect(await who(log, tokenCookie('tok-ava'))).toMatchObject({ user: null, session: avaSession });
  });
});

describe('request tags', () => {
  const { log } = fakeLog({}, []);

  it('the correlation id is the caller’s X-Correlation-Id, at most 64 characters', async () => {
    expect((await who(log, { 'x-correlation-id': 'abc-123' })).correlationId).toBe('abc-123');
    expect((await who(log, { 'x-correlation-id': 'x'.repeat(100) })).correlationId).toBe('x'.repeat(64));
  });

  it('else a new id', async () => {
    expect((await who(log)).correlationId).toBe('corr-1');
    expect((await who(log, { 'x-correlation-id': '' })).correlationId).toBe('corr-1');
  });

  it('the address is the connection’s remote address, at most 64 characters', async () => {
    const socket = (remoteAddress: string | undefined) => ({ incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } } });
    expect((await who(log, {}, socket('203.0.113.7'))).address).toBe('203.0.113.7');
    expect((await who(log, {}, socket('a'.repeat(80)))).address).toBe('a'.repeat(64));
    expect((await who(log, {}, socket(undefined))).address).toBe('unknown');
  });

  it('the address is "unknown" without a connection (app.request)', async () => {
    expect((await who(log)).address).toBe('unknown');
  });
});

describe('requireUser', () => {
  it('answers 401 request.sign_in_required to a visitor', async () => {
    const response = await appOver(fakeLog({}, []).log).request('http://localhost/private');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'request.sign_in_required' });
    expect(() => requireUser({ get: () => null })).toThrow(DomainError);
  });

  it('is the signed-in user', async () => {
    const response = await appOver(fakeLog({ [hashSessionToken('tok-ava')]: avaSession }, [ava]).log).request('http://localhost/private', {
      headers: tokenCookie('tok-ava'),
    });
    expect(await response.json()).toEqual({ userId: 'u_ava_b' });
  });
});

describe('request tags, with an app around the middleware', () => {
  const { log } = fakeLog({}, []);
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } } });

  it('keep a correlation id set before (server/http/correlation-id.ts)', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clock', () => now);
      c.set('ids', sequentialIds('corr-'));
      c.set('correlationId', 'set-by-the-app');
      await next();
    });
    app.use('*', currentUser(log));
    app.get('/who', (c) => c.json({ correlationId: c.get('correlationId') }));
    const response = await app.request('http://localhost/who', { headers: { 'x-correlation-id': 'from-the-caller' } });
    expect(await response.json()).toEqual({ correlationId: 'set-by-the-app' });
  });

  it('take the address from X-Forwarded-For when the connection is a trusted proxy', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clock', () => now);
      c.set('ids', sequentialIds('corr-'));
      await next();
    });
    app.use('*', currentUser(log, parseTrustedProxies('10.0.0.0/8')));
    app.get('/who', (c) => c.json({ address: c.get('address') }));
    const response = await app.request('http://localhost/who', { headers: { 'x-forwarded-for': '198.51.100.1' } }, socket('10.0.0.1'));
    expect(await response.json()).toEqual({ address: '198.51.100.1' });
  });
});
