import type { Context } from 'hono';

/**
 * The origin of the links a mail carries: PUBLIC_ORIGIN when set, else the
 * origin the request was made to. Set PUBLIC_ORIGIN wherever the server is
 * reachable from other machines: without it the Host header a request names
 * decides where a reset link points (docs/account-recovery.md).
 */
export function linkOrigin(c: Context, publicOrigin: string | undefined): string {
  if (publicOrigin) return new URL(publicOrigin).origin;
  const url = new URL(c.req.url);
  const forwardedProto = c.req.header('x-forwarded-proto');
  return forwardedProto === 'https' && url.protocol === 'http:' ? `https://${url.host}` : url.origin;
}
