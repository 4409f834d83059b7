import { inArray } from 'drizzle-orm';
import { visitDeferralCodes, type Bilingual, type VisitDeferralCode } from '@portal/contract';
import { documentShapes, fillPlaceholders } from '@portal/contract/entities/content-documents';
import type { Db } from '../db/client';
import { educationContents } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { builtInDeferralReasons, builtInDonationThanks } from './visit-texts-built-in';

/** The documents (decision 033) holding the texts ingestion writes for donors, in `education_contents`. */
export const DONATION_THANKS_KEY = 'notification_donation_thanks';
export const DEFERRAL_REASONS_KEY = 'deferral_reasons';

/** One of those documents as stored, with its window: whether it is live depends on the clock of each use. */
export interface VisitTextDocument {
  key: string;
  content: Bilingual<Record<string, unknown>>;
  publishedAt: Date | null;
  expiresAt: Date | null;
  retiredAt: Date | null;
}

/** Where ingestion finds the documents: the process's copy (decision 025), or the database for a tool. */
export interface VisitTextSource {
  get(): Promise<readonly VisitTextDocument[]>;
}

/** Run once here (a query builder awaited again would run again): the copy must hold rows, not a query. */
export async function readVisitTextDocuments(db: Db): Promise<VisitTextDocument[]> {
  return await readTextDocuments(db, [DONATION_THANKS_KEY, DEFERRAL_REASONS_KEY]);
}

/** The documents of `keys` holding texts the server writes for donors, with their windows (one indexed query). */
export async function readTextDocuments(db: Db, keys: readonly string[]): Promise<VisitTextDocument[]> {
  return await db
    .select({
      key: educationContents.key,
      content: educationContents.content,
      publishedAt: educationContents.publishedAt,
      expiresAt: educationContents.expiresAt,
      retiredAt: educationContents.retiredAt,
    })
    .from(educationContents)
    .where(inArray(educationContents.key, [...keys]));
}

export interface VisitTexts {
  donationThanks: { title: Bilingual; message: Bilingual };
  deferralReasons: Record<VisitDeferralCode, Bilingual>;
}

const liveAt = (document: VisitTextDocument, now: Date) =>
  document.publishedAt !== null &&
  document.publishedAt <= now &&
  (document.expiresAt === null || document.expiresAt > now) &&
  document.retiredAt === null;

/** The live document of `key`, if any: whether it is live depends on the clock of each use. */
export const liveDocument = (documents: readonly VisitTextDocument[], key: string, now: Date) =>
  documents.find((row) => row.key === key && liveAt(row, now));

/** A document's two languages in a shape, or undefined when either does not fit it (the built-in text is used). */
export function inShape<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  document?: VisitTextDocument,
) {
  if (!document) return undefined;
  const en = schema.safeParse(document.content.en);
  const es = schema.safeParse(document.content.es);
  return en.success && es.success ? { en: en.data, es: es.data } : undefined;
}

/**
 * The texts at `now`: each from its published document, or the built-in one while none is live. Ingestion must tell
 * the donor of every donation and deferral, so a retired, expired or not yet published document never leaves it
 * without a text.
 */
export function visitTextsAt(documents: readonly VisitTextDocument[], now: Date): VisitTexts {
  const thanks = inShape(documentShapes.donationThanks, liveDocument(documents, DONATION_THANKS_KEY, now));
  const reasons = inShape(documentShapes.deferralReasons, liveDocument(documents, DEFERRAL_REASONS_KEY, now));
  return {
    donationThanks: thanks
      ? { title: { en: thanks.en.title, es: thanks.es.title }, message: { en: thanks.en.message, es: thanks.es.message } }
      : builtInDonationThanks,
    deferralReasons: reasons
      ? (Object.fromEntries(visitDeferralCodes.map((code) => [code, { en: reasons.en[code], es: reasons.es[code] }])) as Record<
          VisitDeferralCode,
          Bilingual
        >)
      : builtInDeferralReasons,
  };
}

/**
 * The texts for a visit recorded now, read before its transaction: from the process's copy when the caller passes it
 * (the copy loads through the process's pool, which on the embedded database a transaction in progress holds: only
 * callers outside one pass it), else through the caller's `db`.
 */
export async function currentVisitTexts(deps: { db: Db; clock: Clock; visitTexts?: VisitTextSource }): Promise<VisitTexts> {
  const documents = deps.visitTexts ? await deps.visitTexts.get() : await readVisitTextDocuments(deps.db);
  return visitTextsAt(documents, deps.clock.now());
}

/** The thank-you notification of a donation, in both languages. */
export function donationThanksNotification(texts: VisitTexts, values: { points: number; center: string }) {
  const filled = { points: String(values.points), center: values.center };
  const { title, message } = texts.donationThanks;
  return {
    title: { en: fillPlaceholders(title.en, filled), es: fillPlaceholders(title.es, filled) },
    message: { en: fillPlaceholders(message.en, filled), es: fillPlaceholders(message.es, filled) },
  };
}
