import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { catalogueParts } from './catalogue-parts.ts';
import { chunkGroups } from './chunk-groups.ts';
import { compressAssets } from './compress-assets.ts';

// The API (apps/api) serves dist/ in production and renders index.html per request, replacing the
// __CSRF_TOKEN__ and __CSP_NONCE__ placeholders. In dev, /api is proxied to the API process
// (http://localhost:3000, or API_PROXY_TARGET from the environment or an .env file).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, new URL('.', import.meta.url).pathname, 'API_');
  const chunks = chunkGroups();
  return {
    plugins: [react(), catalogueParts(), chunks.plugin, compressAssets()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: env.API_PROXY_TARGET || 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Route-level code splitting (React Router `lazy`) keeps dashboard-only code out of the /login route.
      chunkSizeWarningLimit: 700,
      // dist/.vite/manifest.json: which chunks each page brings, for the route budgets of `npm run bench:bundle`.
      manifest: true,
      // A signed-in page in a few chunks rather than 150 files (chunk-groups.ts).
      rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
    },
  };
});
