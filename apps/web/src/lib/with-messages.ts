import { getI18n } from 'react-i18next';
import { loadMessages } from './i18n';

/**
 * A lazy chunk's loader for a screen or dialog that may show any contract message (`lazy(withMessages(() =>
 * import(…)))`): the chunk and the whole message catalogue of the UI's language arrive together, since the
 * first page bundles only the texts login shows (`@portal/contract/messages/en-first-page`).
 */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(getI18n())]).then(([module]) => module);
}
