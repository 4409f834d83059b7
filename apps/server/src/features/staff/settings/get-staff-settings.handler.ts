import type { Handler } from '../../../service-context';
import { readStaffSettings } from '../staff-settings';

export const getStaffSettingsHandler: Handler<'staff/getStaffSettings'> = async (ctx) => ({
  status: 200,
  settings: await readStaffSettings(ctx.db),
});
