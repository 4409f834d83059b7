import type { Handler } from '../../../service-context';
import { readStaffSettings, writeStaffSettings } from '../staff-settings';

export const updateStaffSettingsHandler: Handler<'staff/updateStaffSettings'> = async (ctx, params) => {
  const before = await readStaffSettings(ctx.db);
  await writeStaffSettings(ctx.db, params, { staffId: ctx.staff.staffId, at: ctx.clock.now() });
  ctx.audit({ objectType: 'staffSettings', objectId: 'staff', before, after: params });
  return { status: 200, settings: params };
};
