import { startTransition, useEffect, useRef, useState } from 'react';

/** A lazy chunk loaded at most once at a time: the same download for every caller, and a failed one tried again when next asked for. */
export interface DeferredModule<T> {
  load: () => Promise<T>;
  /** The module once it has arrived. */
  loaded: () => T | undefined;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let pending: Promise<T> | undefined;
  let module: T | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/** Runs `task` when the browser has nothing else to do (after the page has painted), within two seconds at most. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A component the page's first paint does not need (a closed menu, a drawer, a list below the cards): its chunk starts
 * downloading once the browser is idle after the first render, so it stays off the path to the first paint on a slow
 * phone, and is usually there before anyone reaches for it. `request` asks for it at once (a click that came first);
 * `opened` is called once it has arrived and rendered closed, so it opens as after a click on a loaded page (focus
 * returns where it was). `failed` says the download after the first paint failed; a click still tries again.
 * `untilRequested`: the module is given only from the first `request` on, so what it draws (a drawer nobody has opened
 * yet) costs the page nothing before then; it still downloads when the browser is idle.
 */
export function useDeferredModule<T>(
  deferred: DeferredModule<T>,
  opened?: () => void,
  { untilRequested = false }: { untilRequested?: boolean } = {},
): { module: T | undefined; failed: boolean; request: () => void } {
  const [loaded, setLoaded] = useState(deferred.loaded);
  const [requested, setRequested] = useState(!untilRequested);
  const module = requested ? loaded : undefined;
  // The download after the first paint failed (offline, a new build): what waits for it says so rather than wait on.
  const [failed, setFailed] = useState(false);
  const openWhenLoaded = useRef(false);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // Drawn as a transition: React renders what the module adds in slices that give way to input, not in one task that
    // blocks the page (the sidebar's tooltips, the menus and the points history took 170–270 ms each at 4× slowdown).
    const arrived = (value: T) => current && startTransition(() => setLoaded(() => value));
    const cancel = whenIdle(() => void deferred.load().then(arrived, () => current && setFailed(true)));
    return () => {
      current = false;
      cancel();
    };
  }, [deferred, loaded]);
  useEffect(() => {
    if (!module || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    opened?.();
  }, [module, opened]);
  const request = () => {
    if (module) return opened?.();
    openWhenLoaded.current = true;
    setRequested(true);
    if (loaded) return;
    // A failed download is tried again at the next click.
    void deferred.load().then(
      (value) => setLoaded(() => value),
      () => (openWhenLoaded.current = false),
    );
  };
  return { module, failed, request };
}
