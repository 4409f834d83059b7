import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { pendingMigrations } from './db/migration-state';
import { seedDemoIfEmpty } from './db/seed/demo';
import { sealPlainTotpSecrets } from './features/staff/totp-secrets';
import { gracefulShutdown } from './graceful-shutdown';
import { movableClock } from './lib/clock';
import { flushTraces } from './lib/spans';
import { createProcessStatus } from './lib/process-status';
import { listenForMetrics } from './plugins/http/metrics-listener';

/** Starts the portal: database (migrated unless MIGRATE_ON_START=false; demo data on first start), then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Under an advisory lock on PostgreSQL: of several processes starting at once, one migrates while the others wait.
  if (config.migrateOnStart) await database.migrate();
  const pending = await pendingMigrations(database.db);
  // On a schema behind this release the process serves but is not ready (app.ts says why); start-up work waits for a restart.
  if (pending.length === 0) {
    await sealPlainTotpSecrets(database.db, config.totpEncryptionKey);
    if (config.seedDemo) await seedDemoIfEmpty(database.db, { rules: config });
  }

  const status = createProcessStatus({ jobs: true });
  status.schemaCurrent = pending.length === 0;
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
    pool: database.pool,
    jobs: { executeSql: database.executeSql },
    status,
    // The configuration refuses TEST_CLOCK in production, so there the clock is always the system's.
    ...(config.testClock ? { testClock: movableClock() } : {}),
  });
  // Before the public port: a metrics port that is taken refuses the start before any visitor is served.
  const metricsListener = await listenForMetrics(app, config);
  const shutdown = gracefulShutdown({
    app,
    status,
    delayMs: config.shutdownDelayMs,
    timeoutMs: config.shutdownTimeoutMs,
    closeResources: async () => {
      await metricsListener?.close();
      await database.close();
      // Last, so the spans of the final requests and of the pool's closing are sent (a no-op when tracing is off).
      await flushTraces();
    },
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, migrationsPending: pending.length }, 'portal listening');
}

main().catch((error: unknown) => {
  console.error('portal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
