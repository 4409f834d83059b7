import type { Handler } from '../../service-context';
import { summaryOf } from './version-store';
import { fieldsOf, requireVersion } from './versions';

export const getScreeningVersionHandler: Handler<'screeningContent/getScreeningVersion'> = async (ctx, params) => {
  const version = await requireVersion(ctx.db, params.kind, params.id);
  return { status: 200, version: summaryOf(version), fields: fieldsOf(version.kind, version.document) };
};
