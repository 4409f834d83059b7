import { eq } from 'drizzle-orm';
import { donorCareCaseMessages, donorCareCases } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { caseAudit, caseInScope } from './case-in-scope';

/** An internal note on the case, for staff only. */
export const addCaseNoteHandler: Handler<'cases/addNote'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  const now = ctx.clock.now();
  const note = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(donorCareCaseMessages)
      .values({ caseId: row.case.id, kind: 'note', author: 'staff', staffId: ctx.staff.staffId, body: params.body, createdAt: now })
      .returning({ id: donorCareCaseMessages.id });
    await tx.update(donorCareCases).set({ updatedAt: now }).where(eq(donorCareCases.id, row.case.id));
    return inserted;
  });
  ctx.audit({ ...caseAudit(row), before: null, after: { noteId: note?.id, note: params.body } });
  return { status: 200 };
};
