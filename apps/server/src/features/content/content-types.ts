import type { ContentKind, NewsFields } from '@portal/contract/entities/content';
import type { ContentType } from './content-type';
import { newsContent } from './news-content';

interface FieldsOf {
  news: NewsFields;
}

/** Every content kind the console edits, by kind. */
export const contentTypes: { [K in ContentKind]: ContentType<FieldsOf[K]> } = { news: newsContent };

/** The kind's machinery with its fields left opaque, for the services that never look inside them. */
export function contentTypeOf(kind: ContentKind): ContentType<unknown> {
  return contentTypes[kind] as ContentType<unknown>;
}
