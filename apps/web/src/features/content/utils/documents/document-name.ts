import type { Bilingual } from '@portal/contract';
import type { TFunction } from 'i18next';
import type en from '../../../../i18n/en/content.json';

type NamedDocument = Exclude<keyof (typeof en)['documents']['names'], 'topic'>;

/** What editors call a document: its name in the catalogue, or "Topic: <its title>" for an education topic. */
export function documentName(t: TFunction<'content'>, id: string, title: Bilingual, language: 'en' | 'es'): string {
  if (id.startsWith('topic:')) return t('documents.names.topic', { title: title[language] || id.slice('topic:'.length) });
  return t(`documents.names.${id as NamedDocument}`);
}
