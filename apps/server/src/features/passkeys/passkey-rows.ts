import type { PasskeySummary } from '@portal/contract/entities/passkey';
import type { donorPasskeys } from '../../db/schema/index';

type PasskeyRow = typeof donorPasskeys.$inferSelect;

/** A passkey as the profile shows it: never its key or counter. */
export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    createdDevice: row.createdDevice,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedDevice: row.lastUsedDevice,
    synced: row.deviceType === 'multiDevice',
  };
}
