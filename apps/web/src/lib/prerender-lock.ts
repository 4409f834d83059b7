import { useEffect, type RefObject } from 'react';

/**
 * Decision 052: the prerendered page's fields arrive read-only and its buttons disabled (`data-prerender-lock` names
 * the attribute, scripts/prerender.mjs), so nothing typed or pressed before the app has taken the page over is lost.
 * Releases the locked elements of one part of the page: the screen's own (`island` null) or one island's, never those
 * of an island inside it, which may still wait for its code (an island: `components/lazy-island`).
 */
function releasePrerenderLock(island: HTMLElement | null): void {
  for (const element of (island ?? document).querySelectorAll<HTMLElement>('[data-prerender-lock]')) {
    if (element.closest('[data-prerender-island]') !== island) continue;
    element.removeAttribute(element.dataset.prerenderLock === 'disabled' ? 'disabled' : 'readonly');
    element.removeAttribute('data-prerender-lock');
  }
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
