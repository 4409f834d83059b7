import type { ContentKind } from '@portal/contract/entities/content';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Every item of one kind with its derived state. */
export function useContentList(kind: ContentKind) {
  return useQuery(serviceQueryOptions('content/listContent', { kind }));
}

/** One article as editors write it; not fetched for a new one. */
export function useNewsItem(id: string | undefined) {
  return useQuery({ ...serviceQueryOptions('content/getNews', { id: id ?? '' }), enabled: id !== undefined });
}

/** One promotion as editors write it; not fetched for a new one. */
export function usePromotionItem(id: string | undefined) {
  return useQuery({ ...serviceQueryOptions('content/getPromotion', { id: id ?? '' }), enabled: id !== undefined });
}

/** The chatbot tree's draft with the version donors see; `item` is null before any save. */
export function useChatbotTree() {
  return useQuery(serviceQueryOptions('content/getChatbot', {}));
}

/** One document (tips, education, rewards copy) in both languages, by key. */
export function useDocumentItem(id: string) {
  return useQuery(serviceQueryOptions('content/getDocument', { id }));
}

/** An item's revisions, newest first. */
export function useRevisions(kind: ContentKind, id: string) {
  return useQuery(serviceQueryOptions('content/listRevisions', { kind, id }));
}

/** The field-level differences between two revisions; fetched once both are chosen. */
export function useRevisionChanges(kind: ContentKind, id: string, from: number | null, to: number | null) {
  return useQuery({
    ...serviceQueryOptions('content/compareRevisions', { kind, id, from: from ?? 1, to: to ?? 1 }),
    enabled: from !== null && to !== null && from !== to,
  });
}

/** A survey promotion's answers as counts per question and option. */
export function useSurveyResults(id: string) {
  return useQuery(serviceQueryOptions('content/getSurveyResults', { id }));
}
