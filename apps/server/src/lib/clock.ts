/** Time is injected so that windows, expiries and deliberate waits are tested without sleeping. */
export interface Clock {
  now(): Date;
  /** Waits before going on (a sign-in delay); a test clock records the wait instead. */
  wait(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A clock for tests: starts at a given time and moves only when told; `waits` lists the waits asked of it, in order. */
export function fixedClock(
  start: Date | string,
): Clock & { advance(ms: number): void; set(at: Date | string): void; readonly waits: number[] } {
  let current = new Date(start).getTime();
  const waits: number[] = [];
  return {
    now: () => new Date(current),
    async wait(ms) {
      waits.push(ms);
    },
    waits,
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = new Date(at).getTime();
    },
  };
}

/** The server's clock in test mode: `base` moved by an offset a browser test sets; time keeps running from there. */
export interface MovableClock extends Clock {
  /** From now on `now()` answers `at`, then runs on as `base` does. */
  moveTo(at: Date): void;
  /** Back to `base`'s time. */
  reset(): void;
}

/** Only `server.ts` in test mode (TEST_CLOCK, refused in production) builds one; production runs on `systemClock` itself. */
export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    wait: (ms) => base.wait(ms),
    moveTo(at) {
      offsetMs = at.getTime() - base.now().getTime();
    },
    reset() {
      offsetMs = 0;
    },
  };
}
