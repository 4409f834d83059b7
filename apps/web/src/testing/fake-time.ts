import type { Clock, Scheduler, TimerHandle } from '../lib/session/session';

interface FakeTimer {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** A clock and timers that move only when a test calls `advance`. */
export class FakeTime implements Clock, Scheduler {
  private current: number;
  private nextId = 1;
  private timers: FakeTimer[] = [];

  constructor(start = 0) {
    this.current = start;
  }

  readonly now = (): number => this.current;

  readonly setInterval = (callback: () => void, ms: number): TimerHandle => this.add(callback, ms, ms);
  readonly setTimeout = (callback: () => void, ms: number): TimerHandle => this.add(callback, ms, null);
  readonly clearInterval = (handle: TimerHandle): void => this.remove(handle);
  readonly clearTimeout = (handle: TimerHandle): void => this.remove(handle);

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward, running each due timer at its own moment, and lets promises settle in between. */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.current = due.at;
      if (due.every === null) this.remove(due.id);
      else due.at += due.every;
      due.callback();
      await flushPromises();
    }
    this.current = end;
    await flushPromises();
  }

  private add(callback: () => void, ms: number, every: number | null): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.current + ms, every, callback });
    return id;
  }

  private remove(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }
}

export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
