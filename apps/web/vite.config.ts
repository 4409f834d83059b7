import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev` sends /api (the Fastify server); override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The chunks the entry imports statically (what index.html loads up front). A lazy chunk's preload list
 * need not name them, since they are loaded before any lazy import runs: left out, the lists (which the
 * entry carries) weigh 0.45 KB gzipped less. Filled before the lists are written (`generateBundle`, pre).
 */
const firstPageChunks = new Set<string>();

function findFirstPageChunks(): Plugin {
  return {
    name: 'portal:first-page-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      firstPageChunks.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || firstPageChunks.has(fileName)) return;
        firstPageChunks.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), findFirstPageChunks()],
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
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !firstPageChunks.has(dep))),
    },
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
