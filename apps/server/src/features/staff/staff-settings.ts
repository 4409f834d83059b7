import { staffSettingsSchema, type StaffSettings } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSettings } from '../../db/schema/index';

/** A setting nobody has changed yet. */
const defaults: StaffSettings = { requireTotp: false, requireTotpForSso: false };

const settingKeys = Object.keys(staffSettingsSchema.shape) as (keyof StaffSettings)[];

/** Every setting: the stored value where one passes its schema, the default otherwise. */
export async function readStaffSettings(db: Db): Promise<StaffSettings> {
  const rows = await db.select({ key: staffSettings.key, value: staffSettings.value }).from(staffSettings);
  const settings: StaffSettings = { ...defaults };
  for (const key of settingKeys) {
    const stored = staffSettingsSchema.shape[key].safeParse(rows.find((row) => row.key === key)?.value);
    if (stored.success) settings[key] = stored.data;
  }
  return settings;
}

/** Stores the settings given (one row each), noting who changed them and when. */
export async function writeStaffSettings(db: Db, settings: StaffSettings, by: { staffId: string; at: Date }): Promise<void> {
  for (const key of settingKeys) {
    const row = { key, value: settings[key], updatedAt: by.at, updatedBy: by.staffId };
    await db
      .insert(staffSettings)
      .values(row)
      .onConflictDoUpdate({ target: staffSettings.key, set: { value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedBy } });
  }
}

/**
 * Whether an admin requires a second factor of this member (read on each call of an unenrolled member): of every
 * member signed in with a password, and of one signed in through the provider only when `requireTotpForSso` is on too.
 */
export async function secondFactorRequired(db: Db, viaProvider: boolean): Promise<boolean> {
  const rows = await db
    .select({ key: staffSettings.key, value: staffSettings.value })
    .from(staffSettings)
    .where(inArray(staffSettings.key, ['requireTotp', 'requireTotpForSso']));
  const on = (key: string) => rows.some((row) => row.key === key && row.value === true);
  return on('requireTotp') && (!viaProvider || on('requireTotpForSso'));
}
