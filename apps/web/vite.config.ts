import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { bootChunks, startScriptsAfterFirstPaint } from './first-paint.config';
import { pwaPlugins } from './pwa.config';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev` sends /api (the Fastify server); override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The chunks the entry imports statically, and those of `src/boot/` it imports after a yield (decision 063): what the
 * start-up script loads after the first paint. A lazy chunk's preload list
 * need not name them, since they are loaded before any lazy import runs: left out, the lists (which the
 * entry carries) weigh 0.45 KB gzipped less. Filled before the lists are written (`generateBundle`, pre).
 */
const firstPageChunks = new Set<string>();
/**
 * Lazy chunks that import nothing but first-page chunks and bring no stylesheet (the catalogues, for one): once the
 * first page's chunks are left out, a lazy chunk's preload list would name only itself, which its own import fetches
 * anyway. Left out as well (an empty list), the entry is 1.1 KB gzipped smaller (decision 063).
 */
const selfContainedChunks = new Set<string>();

/** The chunks `roots` are and import, directly or not, but those in `skip`. */
function importClosure(bundle: Rollup.OutputBundle, roots: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || found.has(fileName) || skip.has(fileName)) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

function findFirstPageChunks(): Plugin {
  return {
    name: 'portal:first-page-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      firstPageChunks.clear();
      const entries = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName, ...bootChunks(chunk, bundle)] : [],
      );
      importClosure(bundle, entries).forEach((fileName) => firstPageChunks.add(fileName));
      selfContainedChunks.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || firstPageChunks.has(chunk.fileName) || chunk.viteMetadata?.importedCss.size) continue;
        if (chunk.imports.every((fileName) => firstPageChunks.has(fileName))) selfContainedChunks.add(chunk.fileName);
      }
    },
  };
}

/**
 * Decision 063: V8's explicit compile hint (Chrome 136 on), on the first line of each first-page script, asks V8 to
 * compile all of its functions as it receives the script, on a background thread, instead of each one on the page's main
 * thread the first time it is called: hydration calls most of them, in tasks that count as blocking time. Added last,
 * after Vite's own changes to the chunks' heads (`__vite__mapDeps`), so that it stays the first line.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Issue 36: the signed-in screens a donor's first visit renders (the donor's layout, react-query's scope, the home; the
 * layout's menus and the home's points history after the first paint) and the chunks they import, first-page chunks
 * aside. Compiled on the main thread as each function was first called, they took 360–690 ms of its time at 4× slowdown
 * after the frame's first paint (110–390 ms with the hint: V8 compiles them as they arrive, off that thread).
 */
const signedInScreens =
  /[\\/]src[\\/](?:app[\\/](?:layout[\\/](?:donor-layout\.tsx|layout-extras\.ts)|query-scope\.tsx|routes[\\/]home\.tsx)|features[\\/]home[\\/]components[\\/]points-history\.tsx)$/;

function signedInChunks(bundle: Rollup.OutputBundle): Set<string> {
  const screens = Object.values(bundle).flatMap((chunk) =>
    chunk.type === 'chunk' && signedInScreens.test(chunk.facadeModuleId ?? '') ? [chunk.fileName] : [],
  );
  return importClosure(bundle, screens, firstPageChunks);
}

function compileEagerly(): Plugin {
  return {
    name: 'portal:compile-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of [...firstPageChunks, ...signedInChunks(bundle)]) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = compileHint + chunk.code;
        }
      },
    },
  };
}

/**
 * Each Mantine component's styles travel with the component (decision 038): when a Mantine component's class map
 * (`@mantine/core/esm/…/Button.module.mjs`) enters the bundle, so does its stylesheet (`@mantine/core/styles/Button.css`,
 * one for every class map). The first page then carries the styles of the components it shows, not the whole library's
 * (36 KB gzipped with ours, render-blocking), and a lazy screen brings its components' styles with it. A component imports the
 * components it builds on before its own class map, so their styles come first, as in Mantine's full stylesheet.
 */
const mantineClassMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs(?:\?.*)?$/;

function mantineStylesWithComponents(): Plugin {
  return {
    name: 'portal:mantine-styles-with-components',
    transform(code, id) {
      const component = mantineClassMap.exec(id)?.[1];
      return component ? { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null } : null;
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Decision 039: each script, stylesheet and image of the build is also written compressed with brotli at its highest
 * level (`name.br`), which the server sends to a browser that takes brotli (the first page 14 % smaller than brotli at
 * the level a server can afford on each request, and no compressing per request).
 */
function precompressedCopies(): Plugin {
  return {
    name: 'portal:precompressed-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? root;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(dir, file));
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          };
          await writeFile(path.join(dir, `${file}.br`), await brotli(data, { params }));
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  base: '/',
  plugins: [
    react(),
    mantineStylesWithComponents(),
    findFirstPageChunks(),
    compileEagerly(),
    precompressedCopies(),
    startScriptsAfterFirstPaint(),
    ...pwaPlugins(loadEnv(mode, root, 'VITE_').VITE_BRAND_NAME?.trim() || 'Demo Plasma'),
  ],
  // Mantine's modules stay apart in development too, so that each brings its styles (above).
  optimizeDeps: { exclude: ['@mantine/core'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which files each screen loads, for the size check (not served: a dot folder).
    manifest: true,
    // Browsers we support preload modules natively: the polyfill would only add weight.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        return selfContainedChunks.has(file) ? [] : deps.filter((dep) => !firstPageChunks.has(dep));
      },
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
      // Small chunks shared by the first page and lazy screens are copied into the chunks that use them (one
      // module state through rolldown's shared runtime): the first page loads 7 scripts and 2 stylesheets instead
      // of 17 and 7, which took Lighthouse's /login from 94 to 97 and the signed-in home's first visit from about 75
      // to about 84 (decision 038). Needs entry chunks free to drop unused exports (an app's entry has no importer).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 17 * 1024 } } },
    },
  },
}));
