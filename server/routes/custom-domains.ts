import { Hono } from 'hono';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';

/**
 * A district's custom domain name, for its sign-in page `/signin/{name}` (issue
 * 13): `GET /custom-domains/{name}` → `{ name, displayName }`, or 404
 * `sign_in.unknown_custom_domain` (also for the reserved fixed paths, which no
 * district may take). Reads only; anyone may ask.
 */
export function customDomainRoutes(log: FeatureLog<'directory'>) {
  const app = new Hono<AppEnv>();
  app.get('/custom-domains/:name', (c) => {
    const name = c.req.param('name').trim().toLowerCase();
    const district = name.length <= 63 ? log.queries.directory.districtByCustomDomain(name) : undefined;
    if (!district) return c.json({ error: 'sign_in.unknown_custom_domain' }, 404);
    return c.json({ name: district.customDomainName, displayName: district.name });
  });
  return app;
}
