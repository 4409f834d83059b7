import { apiOperations } from '@portal/contract';
import { hashApiSecret } from '../../domain/api-clients';
import type { Db } from '../client';
import { apiClients } from '../schema/index';

/**
 * The demo's center system: with `OPS_API_KEY` set, the demo data makes it the first API client (every operation, every
 * center), so the demo's and the browser tests' visits keep coming in after an admin creates another client.
 */
export async function seedDemoApiClient(db: Db, secret: string, now: Date): Promise<void> {
  await db.insert(apiClients).values({
    name: 'Demo center system',
    operations: [...apiOperations],
    centerIds: null,
    secretHash: hashApiSecret(secret),
    secretHint: secret.slice(0, 10),
    createdAt: now,
  });
}
