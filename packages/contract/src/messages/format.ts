import type { Language } from '../languages';
import { en, type MessageKey } from './en';
import { es } from './es';

export const messageCatalogues: Record<Language, Record<MessageKey, string>> = { en, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fills `{{name}}` placeholders of a catalogue text. */
export function formatMessage(lang: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messageCatalogues[lang][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
