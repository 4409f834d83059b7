import type { Bilingual } from '@portal/contract';
import type { Db } from '../client';
import { educationContents, screeningChecks } from '../schema/index';
import type { CheckDocument } from '../../domain/check-documents';

export async function createCheck(db: Db, input: { id: string; document: CheckDocument; active?: boolean }): Promise<void> {
  await db
    .insert(screeningChecks)
    .values({ id: input.id, kind: input.document.kind, document: input.document, active: input.active ?? true });
}

/** Stores one education content in both languages. */
export async function putEducationContent(db: Db, key: string, content: Bilingual<object>): Promise<void> {
  await db.insert(educationContents).values({ key, content: { en: { ...content.en }, es: { ...content.es } } });
}

/** Deferrals are made as the server makes them. */
export { recordDeferral as createDeferral } from '../../domain/deferrals';
