import { formatMessage, type Language, type MessageKey } from '@portal/contract';
import type { ScreeningFields, ScreeningKind } from '@portal/contract/entities/screening-content';
import type { Db } from '../../db/client';
import type { CheckDocument } from '../check-documents';
import { ServiceError } from '../../lib/service-error';
import { checkDocument, checkFields } from './check-fields';
import { surveyDocument, surveyFields, type FeedbackSurveyDocument } from './survey-fields';
import { findVersion, insertDraft, publishDraft, updateDraft, type ScreeningDocument, type StoredVersion } from './version-store';
import { scoringProblems, shapeProblems, textGaps } from './version-rules';

/** Who is writing, for the messages of a refusal and the paths it names (`params.fields.` for a console call). */
export interface Writer {
  lang: Language;
  prefix: string;
  at: Date;
}

/**
 * 400 naming each field on the form; the message names them only by count, as editors read labels, not paths (an
 * empty text is marked like any required field).
 */
function refuse(code: MessageKey, paths: string[], writer: Writer): never {
  const fields = paths.map((path) => `${writer.prefix}${path}`);
  const values = { fields: fields.join(', '), count: fields.length };
  const fieldCode: MessageKey = code === 'contentIncomplete' ? 'requiredStar' : code;
  const message = formatMessage(writer.lang, fieldCode, values);
  throw new ServiceError(400, code, values, { fields: fields.map((path) => ({ path, code: fieldCode, message })) });
}

/** A version's document as the console edits it. */
export function fieldsOf(kind: ScreeningKind, document: ScreeningDocument): ScreeningFields {
  return kind === 'feedback' ? surveyFields(document as FeedbackSurveyDocument) : checkFields(document as CheckDocument);
}

/** The document edited fields make over the version they were edited from: 400 naming what the kind cannot hold. */
function documentOf(kind: ScreeningKind, base: ScreeningDocument, fields: ScreeningFields, writer: Writer): ScreeningDocument {
  const problems = shapeProblems(kind, fields);
  if (problems.length) refuse('screeningShapeInvalid', problems, writer);
  const document =
    kind === 'feedback' ? surveyDocument(base as FeedbackSurveyDocument, fields) : checkDocument(base as CheckDocument, fields);
  if (!document) refuse('screeningShapeInvalid', ['texts'], writer);
  return document;
}

export async function requireVersion(db: Db, kind: ScreeningKind, id: string): Promise<StoredVersion> {
  const version = await findVersion(db, kind, id);
  if (!version) throw new ServiceError(404, 'notFound');
  return version;
}

/** A new draft version of a kind holding `document` as it is (the seed's initial content, and tests). */
export async function createVersion<K extends ScreeningKind>(db: Db, kind: K, document: ScreeningDocument, at: Date, id?: string) {
  return insertDraft(db, kind, document as never, at, id);
}

/** A new draft edited from `base` (any version of the kind): its pages, rules and texts from `fields`. */
export async function createDraftFrom(db: Db, base: StoredVersion, fields: ScreeningFields, writer: Writer): Promise<StoredVersion> {
  return insertDraft(db, base.kind, documentOf(base.kind, base.document, fields, writer) as never, writer.at);
}

/** Saves over a draft at the revision the editor loaded; a published version never changes (409). */
export async function saveDraft(db: Db, draft: StoredVersion, revision: number, fields: ScreeningFields, writer: Writer): Promise<number> {
  if (draft.publishedAt !== null) throw new ServiceError(409, 'screeningVersionPublished');
  const document = documentOf(draft.kind, draft.document, fields, writer);
  if (draft.revision !== revision || !(await updateDraft(db, draft.kind, draft.id, revision, document))) {
    throw new ServiceError(409, 'contentVersionConflict');
  }
  return revision + 1;
}

/**
 * Publishes a draft: complete in English and Spanish and with scoring that names what the version has (400 naming
 * each field otherwise), then in force for new donors while the one before is retired.
 */
export async function publishVersion(db: Db, draft: StoredVersion, revision: number, writer: Writer): Promise<void> {
  if (draft.publishedAt !== null) throw new ServiceError(409, 'screeningVersionPublished');
  const fields = fieldsOf(draft.kind, draft.document);
  const gaps = textGaps(fields);
  if (gaps.length) refuse('contentIncomplete', gaps, writer);
  const scoring = scoringProblems(fields);
  if (scoring.length) refuse('scoringRefInvalid', scoring, writer);
  if (draft.revision !== revision || !(await publishDraft(db, draft.kind, draft.id, revision, writer.at))) {
    throw new ServiceError(409, 'contentVersionConflict');
  }
}
