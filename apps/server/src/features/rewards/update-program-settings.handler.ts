import { readProgramSettings, writeProgramSettings } from '../../domain/program-settings';
import type { Handler } from '../../service-context';

/** An admin changes the program's settings; the audit trail keeps the before and after. */
export const updateProgramSettingsHandler: Handler<'reward/updateProgramSettings'> = async (ctx, params) => {
  const before = await readProgramSettings(ctx.db);
  await writeProgramSettings(ctx.db, params, { staffId: ctx.staff.staffId, at: ctx.clock.now() });
  ctx.audit({ objectType: 'programSettings', objectId: 'program', before, after: params });
  return { status: 200, settings: params };
};
