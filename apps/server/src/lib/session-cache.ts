/** What the cache keeps of a live session: whose it is and when its row expires. */
export interface CachedSession {
  ownerId: string;
  expiresAt: Date;
}

/**
 * The live sessions this process has read (decision 021), so an authenticated call costs no session look-up.
 * Correct only while revocations reach it: the revocation feed drops entries, and while the feed is down the
 * cache is switched off (it keeps nothing and answers nothing). An entry is served until its row's expiry, read
 * with the caller's clock; a renewal on another process only moves that expiry later, so at worst it costs a look-up.
 */
export class SessionCache<T extends CachedSession> {
  private readonly entries = new Map<string, T>();
  /** Moves on every drop: a row read before a drop is not kept, it may be the row the drop was about. */
  private generation = 0;
  private enabled = false;

  constructor(private readonly maxEntries = 10_000) {}

  get(sessionId: string, now: Date): T | undefined {
    const entry = this.entries.get(sessionId);
    if (entry && entry.expiresAt.getTime() <= now.getTime()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading a session row; `set` keeps the row only if nothing was dropped meanwhile. */
  mark(): number {
    return this.generation;
  }

  set(sessionId: string, entry: T, mark: number): void {
    if (!this.enabled || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(sessionId)) {
      // The oldest entry goes first (a Map keeps insertion order); it is read again from the database when needed.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, entry);
  }

  dropSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  dropOwner(ownerId: string): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) if (entry.ownerId === ownerId) this.entries.delete(sessionId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** On only while revocations are received; turning it on or off starts empty. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }
}
