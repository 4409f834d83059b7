import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm';
import type { ScreeningKind, ScreeningVersion } from '@portal/contract/entities/screening-content';
import type { Db, Tx } from '../../db/client';
import { feedbackSurveys, screeningChecks } from '../../db/schema/index';
import type { CheckDocument, CheckKind } from '../../domain/check-documents';
import type { FeedbackSurveyDocument } from './survey-fields';

export type DocumentOf<K extends ScreeningKind> = K extends 'feedback' ? FeedbackSurveyDocument : Extract<CheckDocument, { kind: K }>;
export type ScreeningDocument = CheckDocument | FeedbackSurveyDocument;

/** One version as the store holds it, whichever table it lives in. */
export interface StoredVersion<D = ScreeningDocument> {
  id: string;
  kind: ScreeningKind;
  version: number;
  revision: number;
  active: boolean;
  document: D;
  createdAt: Date;
  publishedAt: Date | null;
  retiredAt: Date | null;
}

/** What a version's summary needs: everything but its document. */
type VersionHead = Omit<StoredVersion, 'document'>;

export function summaryOf(version: VersionHead): ScreeningVersion {
  return {
    id: version.id,
    kind: version.kind,
    version: version.version,
    state: version.publishedAt === null ? 'draft' : version.active ? 'published' : 'retired',
    revision: version.revision,
    createdAt: version.createdAt.toISOString(),
    publishedAt: version.publishedAt?.toISOString() ?? null,
    retiredAt: version.retiredAt?.toISOString() ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type CheckRow = typeof screeningChecks.$inferSelect;
type SurveyRow = typeof feedbackSurveys.$inferSelect;

function fromCheck(row: CheckRow): StoredVersion {
  const { id, kind, version, revision, active, document, createdAt, publishedAt, retiredAt } = row;
  return { id, kind, version, revision, active, document, createdAt, publishedAt, retiredAt };
}

function fromSurvey(row: SurveyRow): StoredVersion {
  const { id, version, revision, active, createdAt, publishedAt, retiredAt } = row;
  const { title, additionalInformation, additionalFeedbackLabel, emptyFieldsError, questions } = row;
  const document = { title, additionalInformation, additionalFeedbackLabel, emptyFieldsError, questions };
  return { id, kind: 'feedback', version, revision, active, document, createdAt, publishedAt, retiredAt };
}

/** Every version of every kind, without their documents: the checks by kind, then the surveys, newest version first. */
export async function listVersions(db: Db): Promise<VersionHead[]> {
  const head = <T extends typeof screeningChecks | typeof feedbackSurveys>(table: T) => ({
    id: table.id,
    version: table.version,
    revision: table.revision,
    active: table.active,
    createdAt: table.createdAt,
    publishedAt: table.publishedAt,
    retiredAt: table.retiredAt,
  });
  const checks = await db
    .select({ ...head(screeningChecks), kind: screeningChecks.kind })
    .from(screeningChecks)
    .orderBy(asc(screeningChecks.kind), desc(screeningChecks.version));
  const surveys = await db.select(head(feedbackSurveys)).from(feedbackSurveys).orderBy(desc(feedbackSurveys.version));
  return [...checks, ...surveys.map((survey) => ({ ...survey, kind: 'feedback' as const }))];
}

export async function findVersion<K extends ScreeningKind>(db: Db, kind: K, id: string): Promise<StoredVersion<DocumentOf<K>> | null> {
  if (kind === 'feedback') {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(feedbackSurveys).where(eq(feedbackSurveys.id, id));
    return row ? (fromSurvey(row) as StoredVersion<DocumentOf<K>>) : null;
  }
  const [row] = await db
    .select()
    .from(screeningChecks)
    .where(and(eq(screeningChecks.id, id), eq(screeningChecks.kind, kind as CheckKind)));
  return row ? (fromCheck(row) as StoredVersion<DocumentOf<K>>) : null;
}

/** The version in force of a kind, if any. */
export async function activeVersion<K extends ScreeningKind>(db: Db, kind: K): Promise<StoredVersion<DocumentOf<K>> | null> {
  if (kind === 'feedback') {
    const [row] = await db.select().from(feedbackSurveys).where(eq(feedbackSurveys.active, true)).limit(1);
    return row ? (fromSurvey(row) as StoredVersion<DocumentOf<K>>) : null;
  }
  const [row] = await db
    .select()
    .from(screeningChecks)
    .where(and(eq(screeningChecks.kind, kind as CheckKind), eq(screeningChecks.active, true)))
    .limit(1);
  return row ? (fromCheck(row) as StoredVersion<DocumentOf<K>>) : null;
}

/**
 * Locks a kind's versions until the transaction ends, so two editors numbering or publishing versions of one kind at
 * once take turns (the unique indexes would refuse the second otherwise).
 */
async function lockKind(db: Db | Tx, kind: ScreeningKind): Promise<void> {
  if (kind === 'feedback') await db.select({ id: feedbackSurveys.id }).from(feedbackSurveys).for('update');
  else await db.select({ id: screeningChecks.id }).from(screeningChecks).where(eq(screeningChecks.kind, kind)).for('update');
}

/** A new draft, numbered after the kind's last version (the unique (kind, version) refuses a concurrent twin). */
export async function insertDraft<K extends ScreeningKind>(
  db: Db,
  kind: K,
  document: DocumentOf<K>,
  at: Date,
  id?: string,
): Promise<StoredVersion<DocumentOf<K>>> {
  const draft = { active: false, createdAt: at, revision: 1, publishedAt: null, retiredAt: null };
  return db.transaction(async (tx) => {
    await lockKind(tx, kind);
    if (kind === 'feedback') {
      const [last] = await tx.select({ version: max(feedbackSurveys.version) }).from(feedbackSurveys);
      const [row] = await tx
        .insert(feedbackSurveys)
        .values({ ...(document as FeedbackSurveyDocument), ...draft, ...(id ? { id } : {}), version: (last?.version ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('survey insert returned no row');
      return fromSurvey(row) as StoredVersion<DocumentOf<K>>;
    }
    const checkKind = kind as CheckKind;
    const [last] = await tx
      .select({ version: max(screeningChecks.version) })
      .from(screeningChecks)
      .where(eq(screeningChecks.kind, checkKind));
    const [row] = await tx
      .insert(screeningChecks)
      .values({
        ...draft,
        id: id ?? `${kind}-${randomUUID()}`,
        kind: checkKind,
        document: document as CheckDocument,
        version: (last?.version ?? 0) + 1,
      })
      .returning();
    if (!row) throw new Error('check insert returned no row');
    return fromCheck(row) as StoredVersion<DocumentOf<K>>;
  });
}

/** Writes a draft's document while it is still the draft at `revision`; false otherwise (published, or saved since). */
export async function updateDraft(
  db: Db,
  kind: ScreeningKind,
  id: string,
  revision: number,
  document: ScreeningDocument,
): Promise<boolean> {
  if (kind === 'feedback') {
    const rows = await db
      .update(feedbackSurveys)
      .set({ ...(document as FeedbackSurveyDocument), revision: revision + 1 })
      .where(and(eq(feedbackSurveys.id, id), eq(feedbackSurveys.revision, revision), isNull(feedbackSurveys.publishedAt)))
      .returning({ id: feedbackSurveys.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(screeningChecks)
    .set({ document: document as CheckDocument, revision: revision + 1 })
    .where(and(eq(screeningChecks.id, id), eq(screeningChecks.revision, revision), isNull(screeningChecks.publishedAt)))
    .returning({ id: screeningChecks.id });
  return rows.length > 0;
}

/**
 * Retires the kind's version in force and makes the draft `id` (still at `revision`) the one new donors start, in one
 * transaction holding the kind's lock; false when the draft was published or saved since.
 */
export async function publishDraft(db: Db, kind: ScreeningKind, id: string, revision: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockKind(tx, kind);
    const draft =
      kind === 'feedback'
        ? and(eq(feedbackSurveys.id, id), eq(feedbackSurveys.revision, revision), isNull(feedbackSurveys.publishedAt))
        : and(eq(screeningChecks.id, id), eq(screeningChecks.revision, revision), isNull(screeningChecks.publishedAt));
    const [still] =
      kind === 'feedback'
        ? await tx.select({ id: feedbackSurveys.id }).from(feedbackSurveys).where(draft)
        : await tx.select({ id: screeningChecks.id }).from(screeningChecks).where(draft);
    if (!still) return false;
    if (kind === 'feedback') {
      await tx.update(feedbackSurveys).set({ active: false, retiredAt: at }).where(eq(feedbackSurveys.active, true));
      await tx.update(feedbackSurveys).set({ active: true, publishedAt: at }).where(eq(feedbackSurveys.id, id));
    } else {
      await tx
        .update(screeningChecks)
        .set({ active: false, retiredAt: at })
        .where(and(eq(screeningChecks.kind, kind), eq(screeningChecks.active, true)));
      await tx.update(screeningChecks).set({ active: true, publishedAt: at }).where(eq(screeningChecks.id, id));
    }
    return true;
  });
}
