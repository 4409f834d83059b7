import { and, desc, eq, inArray } from 'drizzle-orm';
import { pickLanguage, type Bilingual, type CheckFormat, type Language, type QuestionPage } from '@portal/contract';
import type { Db } from '../../db/client';
import { screeningAttempts, screeningChecks } from '../../db/schema/index';
import type { CheckDocument, CheckKind, FormatTexts, StoredPage } from '../check-documents';
import { ServiceError } from '../../lib/service-error';
import type { Attempt } from './attempts';

export interface Check<D extends CheckDocument = CheckDocument> {
  id: string;
  document: D;
}

type DocumentOf<K extends CheckKind> = Extract<CheckDocument, { kind: K }>;

/** The active check of a kind, or null when the portal has none (the literacy check is optional). */
export async function findActiveCheck<K extends CheckKind>(db: Db, kind: K): Promise<Check<DocumentOf<K>> | null> {
  const [row] = await db
    .select({ id: screeningChecks.id, document: screeningChecks.document })
    .from(screeningChecks)
    .where(and(eq(screeningChecks.kind, kind), eq(screeningChecks.active, true)))
    .limit(1);
  return row ? { id: row.id, document: row.document as DocumentOf<K> } : null;
}

/**
 * The version of a kind a donor answers: the one she started (even after a newer one was published: she finishes,
 * and is scored, on hers), else the active one for a donor who has not started it yet.
 */
export async function findDonorCheck<K extends CheckKind>(db: Db, donorId: string, kind: K): Promise<Check<DocumentOf<K>> | null> {
  const [started] = await db
    .select({ id: screeningChecks.id, document: screeningChecks.document })
    .from(screeningAttempts)
    .innerJoin(screeningChecks, eq(screeningChecks.id, screeningAttempts.checkId))
    .where(and(eq(screeningAttempts.donorId, donorId), eq(screeningChecks.kind, kind)))
    .orderBy(desc(screeningAttempts.startedAt))
    .limit(1);
  return started ? { id: started.id, document: started.document as DocumentOf<K> } : findActiveCheck(db, kind);
}

type StepKind = 'literacy' | 'predonorsurvey' | 'qualification';
const stepKinds: StepKind[] = ['literacy', 'predonorsurvey', 'qualification'];

/** The donor's version of each pre-screening step (as `findDonorCheck`) and her attempts at them, by check id. */
export interface DonorSteps {
  checks: { [K in StepKind]: Check<DocumentOf<K>> | null };
  attempts: Map<string, Attempt>;
}

/** `findDonorCheck` for the three steps at once, in two queries (progress is read on every home page of a pre-donor). */
export async function findDonorSteps(db: Db, donorId: string): Promise<DonorSteps> {
  const started = await db
    .select({ attempt: screeningAttempts, id: screeningChecks.id, kind: screeningChecks.kind, document: screeningChecks.document })
    .from(screeningAttempts)
    .innerJoin(screeningChecks, eq(screeningChecks.id, screeningAttempts.checkId))
    .where(and(eq(screeningAttempts.donorId, donorId), inArray(screeningChecks.kind, stepKinds)))
    .orderBy(desc(screeningAttempts.startedAt));
  const found = new Map<CheckKind, Check>();
  for (const row of started) if (!found.has(row.kind)) found.set(row.kind, { id: row.id, document: row.document });
  const missing = stepKinds.filter((kind) => !found.has(kind));
  if (missing.length) {
    const active = await db
      .select({ id: screeningChecks.id, kind: screeningChecks.kind, document: screeningChecks.document })
      .from(screeningChecks)
      .where(and(inArray(screeningChecks.kind, missing), eq(screeningChecks.active, true)));
    for (const row of active) found.set(row.kind, { id: row.id, document: row.document });
  }
  const of = <K extends StepKind>(kind: K) => (found.get(kind) as Check<DocumentOf<K>> | undefined) ?? null;
  return {
    checks: { literacy: of('literacy'), predonorsurvey: of('predonorsurvey'), qualification: of('qualification') },
    attempts: new Map(started.map((row) => [row.attempt.checkId, row.attempt])),
  };
}

/** The donor's version named by a `docID`: another id (a version she is not on, or an unknown one) answers 404. */
export async function requireDonorCheck<K extends CheckKind>(
  db: Db,
  donorId: string,
  kind: K,
  docId: string,
): Promise<Check<DocumentOf<K>>> {
  const check = await findDonorCheck(db, donorId, kind);
  if (!check || check.id !== docId) throw new ServiceError(404, 'checkNotFound');
  return check;
}

export function formatFor(id: string, format: Bilingual<FormatTexts>, lang: Language): CheckFormat {
  return { uniqueDocID: id, ...pickLanguage(format, lang) };
}

/** The pages as the donor sees them, in the donor's language (scoring data stays on the server). */
export function pagesFor(pages: StoredPage[], lang: Language): QuestionPage[] {
  return pages.map((page, index) => ({
    index,
    ...(page.title ? { title: pickLanguage(page.title, lang) } : {}),
    ...(page.text ? { text: pickLanguage(page.text, lang) } : {}),
    questions: page.questions.map((question) => ({
      id: question.id,
      type: question.type,
      text: pickLanguage(question.text, lang),
      ...(question.options
        ? { options: question.options.map((option) => ({ value: option.value, text: pickLanguage(option.text, lang) })) }
        : {}),
      ...(question.min === undefined ? {} : { min: question.min }),
      ...(question.max === undefined ? {} : { max: question.max }),
      ...(question.unit ? { unit: pickLanguage(question.unit, lang) } : {}),
      ...(question.optional ? { optional: true } : {}),
    })),
  }));
}
