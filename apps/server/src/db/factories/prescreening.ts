import type { Language } from '@portal/contract';
import type { Db } from '../client';
import { educationContents, screeningChecks } from '../schema/index';
import type { CheckDocument, Localized } from '../../domain/check-documents';

export async function createCheck(db: Db, input: { id: string; document: CheckDocument; active?: boolean }): Promise<void> {
  await db
    .insert(screeningChecks)
    .values({ id: input.id, kind: input.document.kind, document: input.document, active: input.active ?? true });
}

/** Stores one education content in both languages. */
export async function putEducationContent(db: Db, key: string, content: Localized<object>): Promise<void> {
  const rows = (['en', 'es'] as const satisfies readonly Language[]).map((lang) => ({ key, lang, content: { ...content[lang] } }));
  await db.insert(educationContents).values(rows);
}

/** Deferrals are made as the server makes them. */
export { recordDeferral as createDeferral } from '../../domain/deferrals';
