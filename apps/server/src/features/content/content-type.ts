import type { Bilingual } from '@portal/contract';
import type { ContentKind, PublishWindow } from '@portal/contract/entities/content';
import type { Db, Tx } from '../../db/client';

/** An item as the machinery handles it, whatever its kind: editable fields, window and version. */
export interface StoredItem<F> {
  id: string;
  fields: F;
  window: PublishWindow;
  version: number;
}

/**
 * What one kind of content tells the shared machinery (content-items.ts): how its fields are stored and read, its
 * title, and what must be filled before it may be published. Lifecycle, revisions, audit and validation are shared.
 */
export interface ContentType<F> {
  kind: ContentKind;
  /** New items get `<idPrefix>-<uuid>`. */
  idPrefix: string;
  title(fields: F): Bilingual;
  /**
   * Dotted paths, relative to the fields, of what is empty and must not be when the item is scheduled or published
   * (`id`: for a kind whose items differ in shape, a document).
   */
  gaps(fields: F, id: string): string[];
  list(db: Db | Tx): Promise<StoredItem<F>[]>;
  find(db: Db | Tx, id: string): Promise<StoredItem<F> | undefined>;
  /** `at` is when the item is created (an earlier instant for the seed's initial content). */
  insert(db: Db | Tx, item: StoredItem<F>, at: Date): Promise<void>;
  /** Writes the item only while its stored version is still `expected`; false when someone saved in between. */
  update(db: Db | Tx, item: StoredItem<F>, expected: number): Promise<boolean>;
  /**
   * Kinds whose donors read a copy made when publishing (the chatbot tree, decision 030): saves and restores change
   * only the draft, completeness is checked when publishing, and `publish` copies the item, in the same transaction.
   * Such a kind is published at once: never scheduled, expired or retired as a whole.
   */
  liveCopy?: { publish(db: Tx, item: StoredItem<F>, at: Date): Promise<void> };
}
