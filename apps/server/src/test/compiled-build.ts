import { execFile } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The server workspace, where `npm start` runs the bundles. */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the server as `npm run build` does (server.js, ops.js, tracing.js, the migrations) into a new folder inside the
 * workspace, so the bundles find their packages in node_modules as dist/ does. The caller removes it.
 */
export async function buildServerIntoTempFolder(): Promise<string> {
  const cache = path.join(serverDir, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'portal-build-'));
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', outDir], { cwd: serverDir });
  return outDir;
}
