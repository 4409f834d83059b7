import type { TabChannel, TabMessage } from '../lib/session/session';

/**
 * The tabs of one browser in a test: like a BroadcastChannel, a message reaches every other tab's
 * channel (never the sender's) a moment later, once pending promises run.
 */
export class TabHub {
  private readonly listeners = new Map<number, Set<(message: TabMessage) => void>>();
  private nextTab = 1;
  readonly sent: TabMessage[] = [];

  channel(): TabChannel {
    const tab = this.nextTab++;
    const own = new Set<(message: TabMessage) => void>();
    this.listeners.set(tab, own);
    return {
      post: (message) => {
        this.sent.push(message);
        const copy = structuredClone(message);
        void Promise.resolve().then(() => {
          for (const [other, listeners] of this.listeners) if (other !== tab) for (const listener of listeners) listener(copy);
        });
      },
      listen: (listener) => {
        own.add(listener);
        return () => own.delete(listener);
      },
    };
  }
}
