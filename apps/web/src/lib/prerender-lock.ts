import { useEffect } from 'react';

/**
 * Decision 052: the prerendered page's fields arrive read-only and its buttons disabled (`data-prerender-lock` names
 * the attribute, scripts/prerender.mjs), so nothing typed or pressed before the app has taken the page over is lost.
 */
function releasePrerenderLock(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerender-lock]')) {
    element.removeAttribute(element.dataset.prerenderLock === 'disabled' ? 'disabled' : 'readonly');
    element.removeAttribute('data-prerender-lock');
  }
}

/**
 * Releases the lock once the screen is committed: an effect runs only after React has committed the tree it sits in,
 * so the page's handlers are live (a field React has merely reached while hydrating in slices is not yet).
 */
export function useReleasePrerenderLock(): void {
  useEffect(() => releasePrerenderLock(document), []);
}
