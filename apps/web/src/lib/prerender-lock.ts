/**
 * Decision 052: the prerendered page's fields arrive read-only and its buttons disabled (`data-prerender-lock` names
 * the attribute, scripts/prerender.mjs), so nothing typed or pressed before the app takes them over is lost. React
 * marks each element it hydrates with its own `__reactFiber$…` property; each frame, a locked element React has
 * reached is released, until none is left.
 */
export function unlockPrerenderedFields(container: HTMLElement, until = Date.now() + 30_000): void {
  const locked = [...container.querySelectorAll<HTMLElement>('[data-prerender-lock]')];
  if (locked.length === 0) return;
  for (const element of locked) {
    if (Date.now() >= until || Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) {
      element.removeAttribute(element.dataset.prerenderLock === 'disabled' ? 'disabled' : 'readonly');
      element.removeAttribute('data-prerender-lock');
    }
  }
  requestAnimationFrame(() => unlockPrerenderedFields(container, until));
}
