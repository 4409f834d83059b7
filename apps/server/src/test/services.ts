import { createMessenger } from '../domain/messaging/messenger';
import { openReferenceTables } from '../features/reference-tables';
import { createProcessStatus } from '../lib/process-status';
import { memoryLimitStore } from '../lib/rate-limit';
import { noMetrics } from '../lib/metrics';
import { openLiveSessions } from '../lib/live-sessions';
import { createTokenSigner } from '../lib/tokens';
import type { Services } from '../service-context';
import type { TestApp } from './test-app';

// The plugins' tests take the features' checks from here, as the plugins take them from app.ts: plugins/ import no feature.
export { callChecks } from '../features/call-checks';

/** The shared services over a test app's database, for a plugin's test that runs routes on a server of its own. */
export async function servicesOf(t: TestApp): Promise<Services> {
  const { config, clock } = t;
  const db = t.database.db;
  return {
    config,
    db,
    clock,
    limits: memoryLimitStore(clock),
    tokens: createTokenSigner(config.tokenSecret),
    messenger: createMessenger({ db, clock, brandName: config.brandName }),
    liveSessions: await openLiveSessions(undefined),
    reference: await openReferenceTables(db, undefined),
    jobs: { trigger: async () => undefined },
    status: createProcessStatus({ jobs: false }),
    metrics: noMetrics,
  };
}
