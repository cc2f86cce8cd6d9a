import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { DomainError } from '../../events/log/domain-error';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { clientAddress, NO_TRUSTED_PROXIES, type TrustedProxies } from './client-address';
import { hashSessionToken, readSessionToken } from './session-token';

/** Resolves the session cookie to the signed-in user (or null) and tags the request with its client address (server/auth/client-address.ts). */
export function currentUser(log: FeatureLog<'directory' | 'signIn'>, trustedProxies: TrustedProxies = NO_TRUSTED_PROXIES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Set by server/http/correlation-id.ts in the app; here only when this middleware runs alone.
    if (c.get('correlationId') === undefined) c.set('correlationId', c.req.header('x-correlation-id')?.slice(0, 64) || c.get('ids').id());
    c.set('address', clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies));
    const token = readSessionToken(c);
    const session = token ? log.queries.signIn.activeSession(hashSessionToken(token), c.get('clock')()) : undefined;
    const user = session ? log.queries.directory.userById(session.userId) : undefined;
    c.set('session', session ?? null);
    c.set('user', user ?? null);
    await next();
  };
}

function socketAddress(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new DomainError('request.sign_in_required', 401);
  return user;
}
