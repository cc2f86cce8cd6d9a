import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** Serves the built client (web/dist) and its index.html for every page route. */
export function webClientRoutes(webDist: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return app;
  const index = readFileSync(indexFile, 'utf8');
  app.use('*', serveStatic({ root: relative(process.cwd(), webDist) }));
  app.get('*', (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return app;
}
