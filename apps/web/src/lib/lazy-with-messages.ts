import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getI18n } from 'react-i18next';
import { loadMessages } from './i18n';

/** A chunk's loader that also loads the whole message catalogue of the UI's language, and resolves to the chunk. */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(getI18n())]).then(([module]) => module);
}

/**
 * `React.lazy` for a screen or dialog that may show any contract message: its chunk and the whole message
 * catalogue arrive together, since the first page bundles only the texts login shows
 * (`@portal/contract/messages/en-first-page`).
 */
export function lazyWithMessages<T extends ComponentType<never>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(withMessages(load));
}
