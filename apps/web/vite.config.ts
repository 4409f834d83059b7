import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev` sends /api (the Fastify server); override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Browsers we support preload modules natively: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // The budget is checked on gzip sizes; keep the report so the build shows them.
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // zod's schema builders have no side effects. Saying so lets an unused schema next to a
        // used constant (`languageSchema` in the contract's languages.ts) drop out, and zod (15 KB
        // gzipped) with it, from the login bundle. Caveat: a `z.…()` call kept only for its effect
        // (e.g. `z.config(...)`) would be dropped too; the contract has none.
        manualPureFunctions: ['z'],
      },
    },
  },
});
