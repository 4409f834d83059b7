import type { Handler } from '../../service-context';
import { listVersions, summaryOf } from '../../domain/screening-versions/version-store';

export const listScreeningVersionsHandler: Handler<'screeningContent/listScreeningVersions'> = async (ctx) => ({
  status: 200,
  versions: (await listVersions(ctx.db)).map(summaryOf),
});
