/**
 * The topology test (issue 28): the compiled portal as three processes behind HAProxy on one PostgreSQL database and
 * one Redis, under about a minute of donor and staff traffic that never retries, while each process is restarted
 * with SIGTERM, one is killed with SIGKILL and Redis is restarted. Prints what it measured and exits 1 on any failed
 * check. Bounded (TOPOLOGY_TIMEOUT_MS, 4 minutes) and self-cleaning: every child killed, the database dropped.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acknowledgedWritesPresent,
  campaignSentOnce,
  invariantsHold,
  rateLimitsShared,
  redisUpOnEach,
  remindersSentOnce,
  sessionsShared,
  type Check,
} from './checks';
import { killAllChildren, runningChildren, tail } from './child-processes';
import { freePort, sleep } from './free-port';
import { Balancer } from './haproxy';
import { closeConnections } from './http-client';
import { LoadDriver, OPS_KEY } from './load-driver';
import { assertCompiled, compiled, Portal, SHUTDOWN_DELAY_MS } from './portal-processes';
import { PrivateRedis } from './redis-server';
import { classify, printReport } from './report';
import { Restarts } from './restarts';
import { addDonors, bookDueReminders, extraDonor, extraDonorNumber, openCentersAroundTheClock, signInDonor } from './scenario-setup';
import { createScratchDatabase, postgresAnswers, adminUrl, type ScratchDatabase } from './scratch-database';

const TIMEOUT_MS = Number(process.env.TOPOLOGY_TIMEOUT_MS ?? 240_000);
const LOAD_MS = Number(process.env.TOPOLOGY_LOAD_MS ?? 60_000);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const wallStart = Date.now();
let database: ScratchDatabase | null = null;
let workDir: string | null = null;
const logFiles: string[] = [];
let cleaned = false;

/** Kills every child and drops the database; the logs stay only after a failure (or with TOPOLOGY_KEEP_LOGS=true). */
async function cleanUp(passed = false): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  closeConnections();
  killAllChildren();
  await sleep(200);
  await database?.drop().catch((error: unknown) => console.error(`could not drop ${database?.name}:`, error));
  if (workDir && passed && process.env.TOPOLOGY_KEEP_LOGS !== 'true') rmSync(workDir, { recursive: true, force: true });
  else if (workDir) console.error(`logs kept in ${workDir}`);
}

function printTails(): void {
  for (const file of logFiles) console.error(`\n---- ${path.basename(file)} (last lines) ----\n${tail(file, 25)}`);
}

async function runOps(args: string[], databaseUrl: string): Promise<void> {
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [compiled.ops, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`ops ${args.join(' ')} exited with ${code}`);
}

async function main(): Promise<boolean> {
  assertCompiled();
  if (!(await postgresAnswers())) throw new Error(`PostgreSQL does not answer at ${adminUrl} (set POSTGRES_ADMIN_URL)`);
  workDir = mkdtempSync(path.join(tmpdir(), 'portal-topology-'));
  const runId = randomBytes(3).toString('hex');
  database = await createScratchDatabase();
  console.log(`== database ${database.name}; logs in ${workDir}`);

  const redis = new PrivateRedis(await freePort(), workDir);
  logFiles.push(path.join(workDir, 'redis.log'));
  await redis.start();
  await runOps(['migrate'], database.url);

  const balancerPort = await freePort();
  const ports = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `topology-${runId}`,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OPS_API_KEY: OPS_KEY,
    MIGRATE_ON_START: 'false',
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: '15000',
    // Above HAProxy's reuse of idle server connections, so the balancer never sends on one the portal is closing.
    KEEP_ALIVE_TIMEOUT_MS: '60000',
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    LOG_LEVEL: 'warn',
  };
  const dir = workDir;
  const portals = ports.map((port, i) => new Portal(`portal${i + 1}`, port, env, dir));
  logFiles.push(...portals.map((p) => p.logFile));
  const [first, ...others] = portals;
  if (!first) throw new Error('no portal');

  // The first alone seeds the demo data; then the scenario's donors, the open centers and the due reminders.
  const setupStart = Date.now();
  first.start();
  await first.waitReady(90_000);
  await addDonors(database.pool);
  for (const portal of others) portal.start();
  await openCentersAroundTheClock(first.url, 'admin@example.com');
  const reminderAppointments = await bookDueReminders(
    first.url,
    database.pool,
    range(1, 6).map((n) => extraDonor(n)),
  );
  await Promise.all(others.map((p) => p.waitReady(90_000)));

  const balancer = new Balancer(balancerPort, dir, portals);
  logFiles.push(balancer.logFile);
  balancer.start();
  await Promise.all(portals.map((p) => balancer.waitForState(p.name, 'UP', 20_000)));
  console.log(`== 3 portals ready behind HAProxy on 127.0.0.1:${balancerPort} in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);

  const heldToken = await signInDonor(first.url, extraDonor(50), '10.78.0.1');
  const load = new LoadDriver(`http://127.0.0.1:${balancerPort}`, runId);
  const loadStart = Date.now();
  load.start({
    readers: ['donor@example.com', 'donante@example.com', 'referral@example.com'],
    bookers: range(11, 14).map((n) => extraDonor(n)),
    visitDonors: range(101, 120).map((n) => extraDonorNumber(n)),
    longUsers: 3,
    admin: 'admin@example.com',
  });
  const restarts = new Restarts(portals, balancer, redis, load, heldToken);
  await restarts.run(2_500);
  await sleep(Math.max(0, loadStart + LOAD_MS - Date.now()));
  await load.stop();
  const loadMs = Date.now() - loadStart;
  console.log(`== load stopped after ${(loadMs / 1000).toFixed(1)} s; checking`);

  const classified = classify(load.samples, restarts.disruptions, restarts.killWindow);
  const unexpected = [...classified.byPhase.values()].reduce((n, p) => n + p.failed.length, 0);
  const graceful = restarts.disruptions.filter((d) => d.kind === 'graceful');
  const heldAnswered = graceful.map((d) => {
    const held = load.samples.filter((s) => s.kind === 'long' && s.start < d.signalAt && s.end > d.signalAt);
    const atPortal = held.filter((s) => s.portal === d.portal || s.what.includes(`to ${d.portal ?? '-'} `));
    return atPortal.length > 0 && atPortal.every((s) => s.ok);
  });
  const checks: Check[] = [
    {
      name: 'no failed request outside the SIGKILL',
      ok: unexpected === 0,
      detail: `${unexpected} failed of ${load.samples.length - classified.inFlightAtKillTotal}`,
    },
    {
      name: 'graceful restarts exit 0',
      ok: graceful.length === portals.length && graceful.every((d) => d.exitCode === 0),
      detail: graceful.map((d) => `${d.portal}: ${d.exitCode}`).join(', '),
    },
    {
      name: 'long requests in flight at each SIGTERM answered',
      ok: heldAnswered.length === portals.length && heldAnswered.every(Boolean),
      detail: heldAnswered.map((ok, i) => `${graceful[i]?.portal}: ${ok ? 'yes' : 'no'}`).join(', '),
    },
    {
      name: 'every kind of request ran',
      ok: ['sign-in', 'donor read', 'booking', 'visit', 'staff', 'campaign', 'long'].every((k) =>
        load.samples.some((s) => s.kind === k && s.ok),
      ),
      detail: `${new Set(load.samples.filter((s) => s.ok).map((s) => s.kind)).size} kinds answered`,
    },
  ];
  checks.push(...(await acknowledgedWritesPresent(database.pool, load.acknowledgedVisits, load.acknowledgedBookings)));
  await redisUpOnEach(portals, 15_000);
  const [sessions, limits, campaign, reminders] = await Promise.all([
    sessionsShared(portals, extraDonor(60)),
    rateLimitsShared(portals, extraDonor(70), extraDonor(71)),
    campaignSentOnce(database.pool, load.campaignId, 30_000),
    remindersSentOnce(database.pool, reminderAppointments, 60_000),
  ]);
  checks.push(sessions, limits, ...campaign, ...reminders);
  await balancer.stop();
  await Promise.all(portals.map((p) => p.stop('SIGTERM', 30_000).catch(() => null)));
  checks.push(await invariantsHold(database.url));

  printReport({ samples: load.samples, disruptions: restarts.disruptions, classified, checks, loadMs, wallMs: Date.now() - wallStart });
  return checks.every((c) => c.ok);
}

const overall = setTimeout(() => {
  console.error(`\ntopology test: timed out after ${TIMEOUT_MS} ms; killing ${runningChildren().length} processes`);
  printTails();
  void cleanUp().finally(() => process.exit(1));
}, TIMEOUT_MS);
process.on('exit', () => killAllChildren());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\ntopology test: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}

main()
  .then(async (ok) => {
    if (!ok) printTails();
    console.log(ok ? '\ntopology test: passed' : '\ntopology test: FAILED');
    await cleanUp(ok);
    clearTimeout(overall);
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error('\ntopology test: FAILED:', error instanceof Error ? (error.stack ?? error.message) : error);
    printTails();
    await cleanUp();
    clearTimeout(overall);
    process.exit(1);
  });
