import type { Db } from '../client';
import { screeningChecks } from '../schema/index';
import type { CheckDocument } from '../../domain/check-documents';

export async function createCheck(db: Db, input: { id: string; document: CheckDocument; active?: boolean }): Promise<void> {
  await db
    .insert(screeningChecks)
    .values({ id: input.id, kind: input.document.kind, document: input.document, active: input.active ?? true });
}

/** Deferrals are made as the server makes them. */
export { recordDeferral as createDeferral } from '../../domain/deferrals';
