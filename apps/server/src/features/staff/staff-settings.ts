import { staffSettingsSchema, type StaffSettings } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSettings } from '../../db/schema/index';

/** A setting nobody has changed yet. */
const defaults: StaffSettings = { requireTotp: false };

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

/** Whether an admin requires a second factor of every staff member (read on each call of an unenrolled member). */
export async function secondFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: staffSettings.value }).from(staffSettings).where(eq(staffSettings.key, 'requireTotp'));
  return row?.value === true;
}
