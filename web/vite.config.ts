import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressAssets } from './build/precompress-assets';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

/** Page loads of client routes (e.g. GET /signin from the address bar) get the app, not the API. */
const api: ProxyOptions = {
  target: apiServer,
  changeOrigin: false,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Issue 33: dist/.vite/manifest.json, read by the first-visit budget (tests/integration/first-visit-budget.test.ts).
    manifest: true,
    // Libraries in chunks of their own: smaller downloads, and a deploy that
    // changes only our code leaves them cached.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod with the module that turns its code generation off (z.config jitless, content-security-policy.ts):
            // in one chunk, the setting is made before any other chunk's module can parse with zod (a parse
            // before it probes `new Function`, which the strict CSP reports).
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|web[\\/]app[\\/]content-security-policy\.ts$/, priority: 25 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'flows', test: /node_modules[\\/](xstate|@xstate|zustand)[\\/]/, priority: 15 },
            // Issue 33: every other module the entry imports statically, in one chunk — not two dozen chunks of
            // 1 KiB each, which a phone on a slow link fetches six at a time, a round trip each.
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // Issue 33: no catch-all vendor chunk — each other library goes with the pages that use it
            // (charts with the reports, Embla with the banners, DOMPurify with live messages).
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/session': api,
      '/signin': api,
      '/signout': api,
      // /pubsub/ws is NATS over the site's own address (a WebSocket upgrade).
      '/pubsub': { ...api, ws: true },
      '/healthz': api,
      '/focus-zone': api,
      '/liveMessage': api,
      '/search': api,
      '/editions': api,
      '/edition-picker': api,
      '/refresh-site-nav-cache': api,
      // Practice calls; /analytics/live-classroom is also a page (HTML loads get the app, as above).
      '/practice': api,
      '/analytics': api,
      // Issue 28: the game catalogue (only the call: its screenshots are this server's public files) and the fluency zone.
      '^/games(\\?|$)': api,
      '/fluency-zone': api,
    },
  },
});
