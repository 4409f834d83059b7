import { visitDeferralCodes, type Bilingual, type VisitDeferralCode } from '@portal/contract';
import { documentShapes, fillPlaceholders } from '@portal/contract/entities/content-documents';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { inShape, liveDocument, readEducationDocuments, type StoredDocument } from './stored-documents';
import { builtInDeferralReasons, builtInDonationThanks } from './visit-texts-built-in';

/** The documents (decision 033) holding the texts ingestion writes for donors, in `education_contents`. */
export const DONATION_THANKS_KEY = 'notification_donation_thanks';
export const DEFERRAL_REASONS_KEY = 'deferral_reasons';

/** Where ingestion finds the documents: the process's copy of the education store (decision 025), or the database for a tool. */
export interface VisitTextSource {
  get(): Promise<readonly StoredDocument[]>;
}

/** The two documents ingestion reads, by their own query (a tool, or a caller inside a transaction). */
export async function readVisitTextDocuments(db: Db): Promise<StoredDocument[]> {
  return await readEducationDocuments(db, [DONATION_THANKS_KEY, DEFERRAL_REASONS_KEY]);
}

export interface VisitTexts {
  donationThanks: { title: Bilingual; message: Bilingual };
  deferralReasons: Record<VisitDeferralCode, Bilingual>;
}

/**
 * The texts at `now`: each from its published document, or the built-in one while none is live. Ingestion must tell
 * the donor of every donation and deferral, so a retired, expired or not yet published document never leaves it
 * without a text.
 */
export function visitTextsAt(documents: readonly StoredDocument[], now: Date): VisitTexts {
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
