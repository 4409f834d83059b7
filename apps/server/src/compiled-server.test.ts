import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './test/free-port';
import { buildServerIntoTempFolder, serverDir } from './test/compiled-build';

let outDir: string;
/** The data folder the first start created and migrated: later starts copy it instead of creating and migrating their own. */
let migratedDataDir: string | undefined;
/** The build's test, on embedded databases of its own whatever the run's engine: the PostgreSQL pass (API suites) skips it. */
const onPostgresPass = Boolean(inject('postgresUrl'));

beforeAll(async () => {
  if (onPostgresPass) return;
  outDir = await buildServerIntoTempFolder();
});

afterAll(async () => {
  if (onPostgresPass) return;
  await rm(outDir, { recursive: true, force: true });
  if (migratedDataDir) await rm(migratedDataDir, { recursive: true, force: true });
});

/**
 * A copy of the migrated data folder the first start left (a new embedded database costs its creation and every
 * migration, most of a start on a busy machine), or a new empty folder when that test did not run.
 */
async function dataDirForAStart(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-compiled-'));
  if (migratedDataDir) await cp(migratedDataDir, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the bundle as `npm start` does, on a new embedded database, and resolves with its address once it answers
 * (migrating a new database takes long on a busy machine).
 */
function spawnCompiled(dataDir: string, port: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [path.join(outDir, 'server.js')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: outDir,
      // The tests stop it with SIGTERM: no balancer to wait for.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return { child, errors: () => errors };
}

async function startCompiled(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const { child, errors } = spawnCompiled(dataDir, port, env);
  const address = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}): ${errors()}`);
    const health = await fetch(`${address}/api/health`).catch(() => null);
    if (health) return { child, address, health };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(onPostgresPass)('the compiled server (npm run build → dist/server.js)', () => {
  it('is one JavaScript module that needs neither tsx nor the contract source, with the migrations beside it', async () => {
    const bundle = await readFile(path.join(outDir, 'server.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["']@portal\/contract/);
    expect(bundle).not.toMatch(/from\s+["']tsx/);
    const journal = JSON.parse(await readFile(path.join(outDir, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThan(0);
  });

  it('starts under plain node, migrates a new database and answers', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-compiled-'));
    const { child, address, health } = await startCompiled(dataDir);
    try {
      expect(health.status).toBe(200);
      const gateway = await fetch(`${address}/api/gateway`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ serviceName: 'location', serviceType: 'bylocationids', params: { locationids: [101] } }),
      });
      expect(gateway.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // Stopped cleanly: the later starts copy this migrated folder.
    migratedDataDir = dataDir;
  }, 180_000);

  it('runs the operations commands under plain node: migrate --check tells pending from current', async () => {
    const bundle = await readFile(path.join(outDir, 'ops.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["'](@portal\/contract|tsx)/);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-ops-'));
    const ops = (...args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(outDir, 'ops.js'), ...args], {
          cwd: serverDir,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('exit', (code) => resolve({ code, out }));
      });
    try {
      const before = await ops('migrate', '--check');
      expect(before.code, before.out).toBe(1);
      expect(before.out).toContain('pending: 0000_init');
      const applied = await ops('migrate');
      expect(applied.code, applied.out).toBe(0);
      expect(applied.out).toMatch(/applied \d+ migrations/);
      const after = await ops('migrate', '--check');
      expect(after.code, after.out).toBe(0);
      expect(after.out).toContain('the schema is at this release');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('serves its metrics on METRICS_PORT only, and refuses to start when that port is taken', async () => {
    const dataDir = await dataDirForAStart();
    const secondDataDir = await dataDirForAStart();
    const metricsPort = await freePort();
    const { child, address } = await startCompiled(dataDir, { METRICS_PORT: String(metricsPort) });
    try {
      await fetch(`${address}/api/gateway`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^portal_requests_total\{service="POST \/api\/gateway",status="400"\} 1$/m);
      expect(await (await fetch(`${address}/metrics`)).text()).not.toContain('portal_requests_total');

      // A second server on the same metrics port: its start is refused, naming the port.
      const publicPort = await freePort();
      // A data folder of its own: two processes never open one embedded database.
      const second = spawnCompiled(secondDataDir, publicPort, { METRICS_PORT: String(metricsPort) });
      const code = await new Promise((resolve) => second.child.once('exit', resolve));
      expect(code).toBe(1);
      expect(second.errors()).toContain(`METRICS_PORT ${metricsPort} is already in use on 127.0.0.1`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
      await rm(secondDataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
