import type { QueryServiceKey } from '@portal/contract/services/index';

/**
 * Every read a content write may change: the list, the item and its history (`useServiceMutation(key, { invalidates:
 * contentReads, … })`). Give a write's callbacks to the hook, not to `mutate`: the refreshed item has a new version,
 * which starts its form and panels again, and a callback given to `mutate` would be dropped with the component that
 * called it.
 */
export const contentReads: readonly QueryServiceKey[] = [
  'content/listContent',
  'content/getNews',
  'content/getPromotion',
  'content/getChatbot',
  'content/getDocument',
  'content/listRevisions',
];
