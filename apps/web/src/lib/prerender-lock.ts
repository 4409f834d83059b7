import { useEffect, type RefObject } from 'react';

/** Controls that change what every part of the page shows (the language switch), marked in the layout. */
const AFTER_ISLANDS = '[data-prerender-after-islands]';

/** An island still waiting for its code: the prerendered markup it will be hydrated against is still there. */
const islandsPending = () => document.querySelector('[data-prerender-island]:not([data-prerender-hydrated])') !== null;

/** At most this long, the language switch waits for an island whose code may never come (offline, a failed chunk). */
const ISLAND_WAIT_MS = 10_000;

function unlock(element: HTMLElement): void {
  element.removeAttribute(element.dataset.prerenderLock === 'disabled' ? 'disabled' : 'readonly');
  element.removeAttribute('data-prerender-lock');
}

function releaseAfterIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`${AFTER_ISLANDS} [data-prerender-lock]`)) unlock(element);
}

/**
 * Decision 052: the prerendered page's fields arrive read-only and its buttons disabled (`data-prerender-lock` names
 * the attribute, scripts/prerender.mjs), so nothing typed or pressed before the app has taken the page over is lost.
 * Releases the locked elements of one part of the page: the screen's own (`island` null) or one island's, never those
 * of an island inside it, which may still wait for its code (an island: `components/lazy-island`). The language switch
 * waits for every island too: a language changed before an island is hydrated would hydrate it against text in the
 * other language (React's error 418).
 */
function releasePrerenderLock(island: HTMLElement | null): void {
  island?.setAttribute('data-prerender-hydrated', '');
  const waiting = islandsPending();
  for (const element of (island ?? document).querySelectorAll<HTMLElement>('[data-prerender-lock]')) {
    if (element.closest('[data-prerender-island]') !== island) continue;
    if (waiting && element.closest(AFTER_ISLANDS)) continue;
    unlock(element);
  }
  if (!waiting) releaseAfterIslands();
  else if (!island) setTimeout(releaseAfterIslands, ISLAND_WAIT_MS);
}

/**
 * Releases the lock once the screen (or, given its element, the island) is committed: placed beside it, inside its
 * Suspense boundary, its effect runs only after React has committed the tree it sits in, so the handlers are live. A
 * boundary nested inside is committed on its own, when its code and texts have come: a click released before that
 * would reach a button React has not hydrated, and be lost.
 */
export function ReleasePrerenderLock({ island }: { island?: RefObject<HTMLElement | null> }): null {
  useEffect(() => releasePrerenderLock(island?.current ?? null), [island]);
  return null;
}
