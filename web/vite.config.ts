import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/session': api,
      '/signin': api,
      '/signout': api,
      '/pubsub': api,
      '/healthz': api,
      '/focus-zone': api,
      '/liveMessage': api,
      '/search': api,
      '/editions': api,
      '/edition-picker': api,
      '/refresh-site-nav-cache': api,
    },
  },
});
