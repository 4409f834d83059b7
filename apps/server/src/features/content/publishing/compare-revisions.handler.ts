import type { Handler } from '../../../service-context';
import { revisionSnapshot } from '../content-items';
import { contentTypeOf } from './content-types';
import { snapshotDiff } from '../../../lib/snapshot-diff';

/** The field-level differences between two revisions (fields and window), for the console's compare view. */
export const compareRevisionsHandler: Handler<'content/compareRevisions'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  const from = await revisionSnapshot(ctx.db, type, params.id, params.from);
  const to = await revisionSnapshot(ctx.db, type, params.id, params.to);
  return { status: 200, changes: snapshotDiff(from, to) };
};
