import type { Listen } from '../db/notifications';

/** The channel the reference tables' triggers notify on (migration 0018), with the changed table's name. */
export const REFERENCE_CHANNEL = 'portal_reference_changed';

/**
 * One reference table kept whole in the process (decision 025): loaded on first use, dropped when the database says
 * the table changed. Off (every use loads) while the database's notices may be missed.
 */
export class CachedTable<T> {
  private value: Promise<T> | undefined;
  private enabled = false;

  constructor(private readonly load: () => Promise<T>) {}

  /** Whether the table is kept: while off, a caller after one row does better with its own query. */
  get kept(): boolean {
    return this.enabled;
  }

  get(): Promise<T> {
    if (!this.enabled) return this.load();
    if (!this.value) {
      const loading = this.load();
      this.value = loading;
      // A failed load is not kept: the next use tries again.
      loading.catch(() => {
        if (this.value === loading) this.value = undefined;
      });
    }
    return this.value;
  }

  /** A load in flight when the table changes is not kept: it may have read the rows before the change. */
  drop(): void {
    this.value = undefined;
  }

  setEnabled(enabled: boolean): void {
    this.value = undefined;
    this.enabled = enabled;
  }
}

/** The process's reference tables, and the feed that keeps them true. */
export interface ReferenceData<Tables extends Record<string, CachedTable<unknown>>> {
  tables: Tables;
  close(): Promise<void>;
}

/**
 * Tables named as the database names them; a notice naming a table drops it, an unknown one drops them all.
 * Without a feed (or while it is down) nothing is kept.
 */
export async function openReferenceData<Tables extends Record<string, CachedTable<unknown>>>(
  tables: Tables,
  listen: Listen | undefined,
  onState: (receiving: boolean) => void = () => undefined,
): Promise<ReferenceData<Tables>> {
  const all = Object.values(tables);
  const stop = listen
    ? await listen(
        REFERENCE_CHANNEL,
        (table) => {
          const named = tables[table];
          if (named) named.drop();
          else for (const cached of all) cached.drop();
        },
        (receiving) => {
          for (const cached of all) cached.setEnabled(receiving);
          onState(receiving);
        },
      )
    : async () => undefined;
  return { tables, close: stop };
}
