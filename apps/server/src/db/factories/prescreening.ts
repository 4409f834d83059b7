import type { Db } from '../client';
import type { CheckDocument } from '../../domain/check-documents';
import { createVersion, publishVersion } from '../../domain/screening-versions/versions';

/**
 * A check version made as the console makes one: a draft, published (checked complete in both languages, its scoring
 * sound) unless `active` is false. The seed's initial checks are made here too.
 */
export async function createCheck(db: Db, input: { id: string; document: CheckDocument; active?: boolean; at?: Date }): Promise<void> {
  const at = input.at ?? new Date();
  const draft = await createVersion(db, input.document.kind, input.document, at, input.id);
  if (input.active !== false) await publishVersion(db, draft, draft.revision, { lang: 'en', prefix: '', at });
}

/** Deferrals are made as the server makes them. */
export { recordDeferral as createDeferral } from '../../domain/deferrals';
