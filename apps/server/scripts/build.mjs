// `npm run build -w apps/server`: bundles the server and the contract it imports into one ES module,
// dist/server.js, that `node` runs directly (decision 020), and the operations commands the same way into
// dist/ops.js (`npm run ops`) and the tracing preload into dist/tracing.js, so a production install without dev dependencies runs both. Packages stay outside
// the bundles (native modules, WebAssembly); the migrations are copied beside them, where the bundles look for them.
// `node scripts/build.mjs <folder>` builds into another folder (the build's own test) without the web app check.
import { cp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const outDir = process.argv[2];
const dist = outDir ? pathToFileURL(`${path.resolve(outDir)}/`) : new URL('dist/', root);

if (!outDir && !existsSync(new URL('../web/dist/index.html', root))) {
  console.error('apps/web/dist/index.html is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}

const manifest = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
// The contract is TypeScript that Node cannot run: it goes into the bundle; every other package is loaded from node_modules.
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@portal/contract');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: new URL('src/server.ts', root).pathname,
    ops: new URL('src/ops/cli.ts', root).pathname,
    // Loaded with `node --import` before server.js (docs/operations.md "Traces").
    tracing: new URL('src/tracing.ts', root).pathname,
  },
  outdir: new URL('.', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log(`server: built ${new URL('server.js', dist).pathname}, ops.js and tracing.js`);
