import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { sealPlainTotpSecrets } from './features/staff/totp-secrets';
import { movableClock } from './lib/clock';
import { listenForMetrics } from './plugins/http/metrics-listener';

/** Starts the portal: database (migrated, demo data on first start), then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await sealPlainTotpSecrets(database.db, config.totpEncryptionKey);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, { rules: config });

  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
    pool: database.pool,
    jobs: { executeSql: database.executeSql },
    // The configuration refuses TEST_CLOCK in production, so there the clock is always the system's.
    ...(config.testClock ? { testClock: movableClock() } : {}),
  });
  // Before the public port: a metrics port that is taken refuses the start before any visitor is served.
  const metricsListener = await listenForMetrics(app, config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await metricsListener?.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind }, 'portal ready');
}

main().catch((error: unknown) => {
  console.error('portal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
