import { inArray } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { findItem, revisionsOf } from '../content-items';
import { contentTypeOf } from './content-types';

/** An item's revisions, newest first, with the display name of who saved each (null: the initial content). */
export const listRevisionsHandler: Handler<'content/listRevisions'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  await findItem(ctx.db, type, params.id);
  const rows = await revisionsOf(ctx.db, type, params.id);
  const staffIds = [...new Set(rows.flatMap((row) => (row.savedBy ? [row.savedBy] : [])))];
  const names = new Map(
    staffIds.length
      ? (
          await ctx.db
            .select({ id: staffMembers.id, name: staffMembers.displayName })
            .from(staffMembers)
            .where(inArray(staffMembers.id, staffIds))
        ).map((member) => [member.id, member.name] as const)
      : [],
  );
  return {
    status: 200,
    revisions: rows.map((row) => ({
      version: row.version,
      action: row.action,
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedBy ? (names.get(row.savedBy) ?? null) : null,
    })),
  };
};
