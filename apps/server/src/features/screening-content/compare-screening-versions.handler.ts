import { snapshotDiff } from '../../lib/snapshot-diff';
import type { Handler } from '../../service-context';
import { fieldsOf, requireVersion } from '../../domain/screening-versions/versions';

/** The field-level differences between two versions of a kind, as the console edits them. */
export const compareScreeningVersionsHandler: Handler<'screeningContent/compareScreeningVersions'> = async (ctx, params) => {
  const from = await requireVersion(ctx.db, params.kind, params.from);
  const to = await requireVersion(ctx.db, params.kind, params.to);
  return { status: 200, changes: snapshotDiff(fieldsOf(from.kind, from.document), fieldsOf(to.kind, to.document)) };
};
