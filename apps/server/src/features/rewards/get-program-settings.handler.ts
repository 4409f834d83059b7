import { readProgramSettings } from '../../domain/program-settings';
import type { Handler } from '../../service-context';

export const getProgramSettingsHandler: Handler<'reward/getProgramSettings'> = async (ctx) => ({
  status: 200,
  settings: await readProgramSettings(ctx.db),
});
