import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import type { Database, Db, ExecuteSql } from './db/client';
import type { Listen } from './db/notifications';
import type { Services } from './service-context';
import { webPushAdapter } from './domain/messaging/web-push';
import { createMessenger } from './domain/messaging/messenger';
import { deliverWebhooksOnCommit } from './domain/messaging/webhook-notices';
import { createWebhookSender } from './domain/messaging/webhooks';
import { createJobEngine, type JobEngine, type ScheduledJob } from './lib/job-engine';
import { createProcessStatus, type ProcessStatus } from './lib/process-status';
import { pendingMigrations } from './db/migration-state';
import { createMetrics, noMetrics, type PoolCounts } from './lib/metrics';
import type { SmsAdapter } from './domain/messaging/sms';
import { guardedSms } from './domain/messaging/guarded-sms';
import { twilioFromConfig } from './domain/messaging/twilio-config';
import { systemClock, type Clock, type MovableClock } from './lib/clock';
import { openLimitStore } from './lib/rate-limit-store';
import { openLiveSessions } from './lib/live-sessions';
import { openReferenceTables } from './features/reference-tables';
import { createTokenSigner } from './lib/tokens';
import { accessLogSerializers } from './plugins/http/access-log';
import { capConnectionsPerAddress, timeoutOptions } from './plugins/http/connections';
import { registerCompression } from './plugins/http/compression';
import { registerErrorHandler } from './plugins/http/error-handler';
import { registerRequestMetrics } from './plugins/http/request-metrics';
import { registerUnreadBodies } from './plugins/http/unread-bodies';
import { callChecks } from './features/call-checks';
import { handlers } from './features/handlers';
import { jobLists } from './features/job-lists';
import { accountResolvers, destinationResolvers } from './features/limit-resolvers';
import { restHandlers } from './features/rest-handlers';
import { registerGateway } from './plugins/calls/gateway';
import { registerRestRoutes } from './plugins/calls/rest-route';
import { tracingStarted, traceIds } from './lib/spans';
import { registerLanguage } from './plugins/http/language';
import { registerRequestIdHeader, requestIdGenerator } from './plugins/http/request-id';
import { registerSecurityHeaders } from './plugins/security/security-headers';
import { inlineScriptHashes, registerWebApp } from './plugins/http/web-app';

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  db: Db;
  /** Where rate-limit counts live without Redis follows the database: PostgreSQL may serve several processes. */
  databaseKind: Database['kind'];
  clock?: Clock;
  /**
   * Test mode (TEST_CLOCK, never in production): this clock is the app's clock, and `POST /api/test/clock` moves it,
   * so a browser test sees a scheduled item appear at its time.
   */
  testClock?: MovableClock;
  /** Fastify's logger; tests pass false, or a stream to read what was logged. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /**
   * A text-message provider instead of Twilio's (configured by TWILIO_*); without either, text messages are only
   * recorded in the outbox.
   */
  sms?: SmsAdapter;
  /** The database's notices; with them live sessions are cached (decision 021), without them every call reads its row. */
  listen?: Listen;
  /**
   * Runs the job engine on this database (decision 026): the server does, and the tests of scheduled work that go
   * through the engine; other tests leave it off and call the work's functions with their own clock.
   */
  jobs?: { executeSql: ExecuteSql };
  /** What readiness reports; the server passes its own, which its shutdown marks draining. */
  status?: ProcessStatus;
  /** PostgreSQL's connection pool, whose counts the metrics report; none on the embedded database. */
  pool?: PoolCounts | undefined;
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.testClock ?? options.clock ?? systemClock;
  const status = options.status ?? createProcessStatus({ jobs: options.jobs !== undefined });
  const limits = await openLimitStore({
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    db,
    databaseKind: options.databaseKind,
    clock,
    // Counting goes on in the fallback store; the operator learns that Redis is down and when it is back.
    onRedisChange: (state, error) =>
      state === 'degraded'
        ? app.log.warn({ err: error }, 'rate limits: Redis unreachable, counting in the fallback store')
        : app.log.info('rate limits: Redis answers again'),
  });
  const jobEngine = createJobEngine({ stopTimeoutMs: config.shutdownTimeoutMs });
  // Kept only when they are served (METRICS_PORT): off, nothing is counted and no request pays for it.
  const observed = config.metricsPort === undefined ? null : createMetrics({ pool: options.pool, jobs: jobEngine });
  const metrics = observed?.metrics ?? noMetrics;
  const provider = options.sms ?? twilioFromConfig(config);
  const messenger = createMessenger({
    db,
    clock,
    brandName: config.brandName,
    smtp: config.smtpUrl ? { url: config.smtpUrl, from: config.smtpFrom, timeoutMs: config.messageSendTimeoutMs } : undefined,
    sms: provider ? guardedSms({ db, clock, dailyCap: config.smsDailyCapPerNumber }, provider) : undefined,
    webhooks: createWebhookSender({
      db,
      clock,
      encryptionKey: config.totpEncryptionKey,
      timeoutMs: config.messageSendTimeoutMs,
      consoleUrl: `${config.publicUrl ?? `http://localhost:${config.port}`}/staff/webhooks`,
      allowedHosts: config.webhookAllowedHosts ?? null,
    }),
    push:
      config.vapidPublicKey && config.vapidPrivateKey && config.vapidSubject
        ? webPushAdapter({
            publicKey: config.vapidPublicKey,
            privateKey: config.vapidPrivateKey,
            subject: config.vapidSubject,
            timeoutMs: config.messageSendTimeoutMs,
          })
        : undefined,
    unsubscribeSecret: config.tokenSecret,
    metrics,
  });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            serializers: accessLogSerializers,
            // With tracing on (dist/tracing.js), every line logged inside a request or job carries its trace's id.
            ...(tracingStarted() ? { mixin: traceIds } : {}),
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[hidden]' },
          },
    trustProxy: config.trustProxy,
    ...timeoutOptions(config),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    // Log lines name the request's id `requestId`, as the 500 reply's body does.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdGenerator(config.trustProxy),
  });
  const liveSessions = await openLiveSessions(options.listen, (receiving) =>
    receiving
      ? app.log.info('session revocations: listening, live sessions are cached')
      : app.log.warn('session revocations: notices may be missed, every call reads its session until they are received again'),
  );
  const reference = await openReferenceTables(db, options.listen, (receiving) =>
    receiving
      ? app.log.info('reference data: listening for changes, centers are cached')
      : app.log.warn('reference data: changes may be missed, every call reads the centers until they are received again'),
  );
  const webhookNotices = await deliverWebhooksOnCommit(options.listen, messenger, (error) =>
    app.log.error({ err: error }, 'webhook deliveries: the try after commit failed, the outbox job retries them'),
  );
  const services: Services = {
    config,
    db,
    clock,
    limits,
    tokens: createTokenSigner(config.tokenSecret),
    messenger,
    liveSessions,
    reference,
    jobs: jobEngine,
    status,
    metrics,
  };

  // Once a shutdown begins, every reply closes its connection: nothing is left idle for the balancer to reuse as we stop.
  app.addHook('onSend', async (_request, reply) => {
    if (status.draining) void reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    status.jobs = status.jobs === 'off' ? 'off' : 'stopped';
    await jobEngine.stop();
    await limits.close();
    await liveSessions.close();
    await reference.close();
    await webhookNotices();
  });
  if (options.jobs) {
    // No request to take the address from: links in scheduled messages need PUBLIC_URL in a deployment.
    const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    if (!config.publicUrl && config.nodeEnv === 'production') app.log.warn('PUBLIC_URL is not set: reminders link to localhost');
    await startJobsOnCurrentSchema(app, {
      engine: jobEngine,
      status,
      db,
      start: {
        executeSql: options.jobs.executeSql,
        jobs: jobLists.flatMap((list) => list({ db, clock, messenger, jobs: jobEngine, publicUrl, config })),
        log: { info: (message) => app.log.info(message), error: (details, message) => app.log.error(details, message) },
        metrics,
      },
    });
  }
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  if (config.demoMode) {
    app.log.warn(
      'DEMO MODE is on: GET /api/dev/outbox shows the codes sent to any e-mail or phone. Never run it with real donors: set DEMO_MODE=false.',
    );
  }

  registerRequestIdHeader(app);
  registerLanguage(app);
  registerErrorHandler(app);
  app.decorate('metricsText', observed?.registry ?? null);
  if (observed) registerRequestMetrics(app, observed.metrics);
  registerUnreadBodies(app);
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  registerSecurityHeaders(app, config.nodeEnv === 'production', {
    consentScriptUrl: config.consentScriptUrl,
    inlineScriptHashes: inlineScriptHashes(webDistDir),
  });
  await registerCompression(app);
  // app.ts is where the features meet the plugins: the plugins get the maps and checks, and import no feature.
  registerGateway(app, services, { handlers, checks: callChecks, accountResolvers, destinationResolvers });
  registerRestRoutes(app, services, callChecks, restHandlers, options.testClock);
  if (options.testClock) app.log.warn("TEST CLOCK is on: POST /api/test/clock moves this server's time. Never run it with real donors.");
  await registerWebApp(app, webDistDir);
  return app;
}

/** How often a process whose schema is behind its release looks again (someone runs `npm run ops -- migrate`). */
const SCHEMA_POLL_MS = 5_000;

/**
 * Scheduled work runs only on the schema it was written for: at once when no migration is pending; otherwise the
 * process serves but stays not ready, says why, and starts the engine when the migrations have been applied.
 */
async function startJobsOnCurrentSchema(
  app: FastifyInstance,
  options: {
    engine: JobEngine;
    status: ProcessStatus;
    db: Db;
    start: Parameters<JobEngine['start']>[0] & { jobs: readonly ScheduledJob[] };
  },
): Promise<void> {
  const { engine, status, db } = options;
  const start = async () => {
    status.schemaCurrent = true;
    await engine.start(options.start);
    if (status.jobs === 'waiting') status.jobs = 'started';
  };
  // The server has read the schema as it started (status.schemaCurrent); an app built without it reads it here.
  const pending = status.schemaCurrent ? [] : await pendingMigrations(db);
  if (pending.length === 0) return start();
  app.log.warn(
    { pending: pending.length, next: pending[0] },
    'schema behind this release: not ready and no scheduled work until `npm run ops -- migrate` has run',
  );
  const timer = setInterval(() => {
    pendingMigrations(db)
      .then(async (left) => {
        if (left.length > 0 || status.jobs !== 'waiting') return;
        clearInterval(timer);
        app.log.info('schema at this release: starting the job engine');
        await start();
      })
      .catch((err: unknown) => app.log.error({ err }, 'could not read the schema version'));
  }, SCHEMA_POLL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
