import { DEFAULT_POINTS_PER_DOLLAR } from '@portal/contract/constants';
import { programSettingsSchema, type ProgramSettings } from '@portal/contract/entities/rewards';
import type { Db } from '../db/client';
import { programSettings } from '../db/schema/index';

/** A setting nobody has changed yet. */
const defaults: ProgramSettings = { pointsPerDollar: DEFAULT_POINTS_PER_DOLLAR };

const settingKeys = Object.keys(programSettingsSchema.shape) as (keyof ProgramSettings)[];

/** The program's settings (the store and the dashboards read them): the stored value where it passes its schema, else the default. */
export async function readProgramSettings(db: Db): Promise<ProgramSettings> {
  const rows = await db.select({ key: programSettings.key, value: programSettings.value }).from(programSettings);
  const settings: ProgramSettings = { ...defaults };
  for (const key of settingKeys) {
    const stored = programSettingsSchema.shape[key].safeParse(rows.find((row) => row.key === key)?.value);
    if (stored.success) settings[key] = stored.data;
  }
  return settings;
}

/** Stores the settings given (one row each), noting which admin changed them and when. */
export async function writeProgramSettings(db: Db, settings: ProgramSettings, by: { staffId: string; at: Date }): Promise<void> {
  for (const key of settingKeys) {
    const row = { key, value: settings[key], updatedAt: by.at, updatedBy: by.staffId };
    await db
      .insert(programSettings)
      .values(row)
      .onConflictDoUpdate({ target: programSettings.key, set: { value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedBy } });
  }
}
