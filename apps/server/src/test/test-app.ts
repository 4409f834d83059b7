import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServiceKey, ServiceParams } from '@portal/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { insertStates } from '../db/factories/locations';
import { fixedClock, movableClock } from '../lib/clock';
import type { SmsAdapter } from '../domain/messaging/sms';
import type { ProcessStatus } from '../lib/process-status';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Calls the gateway as the browser does. */
  call<K extends ServiceKey>(
    key: K,
    params: ServiceParams<K>,
    options?: { token?: string; lang?: string; ip?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_NOW = '2026-06-15T15:00:00.000Z';

/** The whole server on a fresh database of its own, with a clock that moves only when told. */
export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  webDistDir?: string;
  logStream?: NodeJS.WritableStream;
  sms?: SmsAdapter;
  /** Another app on the same database, as a second server process would be. */
  database?: Database;
  /** Starts the job engine on the test's database (decision 026); off by default, so other tests stay fast. */
  jobEngine?: boolean;
  /** Test mode as the browser tests run it: `POST /api/test/clock` moves the app's clock over the fixed one. */
  testClock?: boolean;
  /** What readiness reports, held by the test (a shutdown marks it draining). */
  status?: ProcessStatus;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  if (!options.database) await insertStates(database.db);
  const clock = fixedClock(TEST_NOW);
  const config = { ...loadConfig({ NODE_ENV: 'test', ...options.env }), webDistDir: options.webDistDir ?? '/nonexistent' };
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
    pool: database.pool,
    clock,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.jobEngine ? { jobs: { executeSql: database.executeSql } } : {}),
    ...(options.testClock ? { testClock: movableClock(clock) } : {}),
    ...(options.status ? { status: options.status } : {}),
  });
  return {
    app,
    database,
    clock,
    config,
    call(key, params, callOptions = {}) {
      const [serviceName, serviceType] = key.split('/');
      return app.inject({
        method: 'POST',
        url: '/api/gateway',
        remoteAddress: callOptions.ip ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...(callOptions.lang ? { 'accept-language': callOptions.lang } : {}),
        },
        payload: JSON.stringify({ serviceName, serviceType, params }),
      });
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
