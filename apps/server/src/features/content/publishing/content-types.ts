import type { ChatbotFields } from '@portal/contract/entities/chatbot-tree';
import type { ContentKind, NewsFields, PromotionFields } from '@portal/contract/entities/content';
import { chatbotContent } from '../chatbot/chatbot-content';
import type { DocumentFields } from '@portal/contract/entities/content-documents';
import type { ContentType } from '../content-type';
import { documentContent } from '../documents/document-content';
import { newsContent } from '../news/news-content';
import { promotionContent } from '../promotions/promotion-content';

interface FieldsOf {
  news: NewsFields;
  promotion: PromotionFields;
  chatbot: ChatbotFields;
  document: DocumentFields;
}

/** Every content kind the console edits, by kind. */
export const contentTypes: { [K in ContentKind]: ContentType<FieldsOf[K]> } = {
  news: newsContent,
  promotion: promotionContent,
  chatbot: chatbotContent,
  document: documentContent,
};

/** The kind's machinery with its fields left opaque, for the services that never look inside them. */
export function contentTypeOf(kind: ContentKind): ContentType<unknown> {
  return contentTypes[kind] as ContentType<unknown>;
}
