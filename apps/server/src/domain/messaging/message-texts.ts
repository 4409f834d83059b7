import type { Language } from '@portal/contract';
import { documentShapes, fillPlaceholders } from '@portal/contract/entities/content-documents';
import { builtInMessageTemplates, type MessageTemplates as LanguageTemplates } from '@portal/contract/entities/message-templates';
import type { Db } from '../../db/client';
import { readLiveInShape } from '../stored-documents';

/** The document (decision 035) holding every e-mail and text message the portal sends, in `education_contents`. */
export const MESSAGE_TEMPLATES_KEY = 'message_templates';

/** Every message's texts, in each language. */
export type MessageTemplates = Record<Language, LanguageTemplates>;

/**
 * The messages' texts at `now`, read through `db` (the sender's transaction or pool: one indexed query): from the
 * published document, or the built-in texts while none is live or it does not fit its shape, so a code, a link or a
 * reminder is always sent.
 */
export async function messageTemplatesAt(db: Db, now: Date): Promise<MessageTemplates> {
  return (await readLiveInShape(db, MESSAGE_TEMPLATES_KEY, documentShapes.messageTemplates, now)) ?? builtInMessageTemplates;
}

/** A text with its `{{name}}` placeholders filled; numbers written as they are. */
export function fill(text: string, values: Record<string, string | number>): string {
  return fillPlaceholders(text, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
}
