import type { Handler } from '../../service-context';
import { summaryOf } from '../../domain/screening-versions/version-store';
import { fieldsOf, requireVersion } from '../../domain/screening-versions/versions';

export const getScreeningVersionHandler: Handler<'screeningContent/getScreeningVersion'> = async (ctx, params) => {
  const version = await requireVersion(ctx.db, params.kind, params.id);
  return { status: 200, version: summaryOf(version), fields: fieldsOf(version.kind, version.document) };
};
