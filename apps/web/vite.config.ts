import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser we support preloads modules natively; the polyfill would be inline-free but useless weight.
    modulePreload: { polyfill: false },
    // The budget is checked on gzip sizes; keep the report so the build shows them.
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // zod's schema builders have no side effects. Saying so lets an unused schema next to a
        // used constant (e.g. `languageSchema` in the contract's languages.ts) drop out, and zod
        // with it, from the login bundle.
        manualPureFunctions: ['z'],
      },
    },
  },
});
