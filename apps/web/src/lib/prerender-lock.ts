/**
 * Decision 052: the prerendered page's fields arrive read-only (`data-prerender-lock`, scripts/prerender.mjs), so
 * nothing typed before the app takes them over is lost. React marks each element it hydrates with its own
 * `__reactFiber$…` property; each frame, a locked field React has reached becomes writable, until none is left.
 */
export function unlockPrerenderedFields(container: HTMLElement, until = Date.now() + 30_000): void {
  const locked = [...container.querySelectorAll<HTMLElement>('[data-prerender-lock]')];
  if (locked.length === 0) return;
  for (const field of locked) {
    if (Date.now() >= until || Object.keys(field).some((key) => key.startsWith('__reactFiber$'))) {
      field.removeAttribute('readonly');
      field.removeAttribute('data-prerender-lock');
    }
  }
  requestAnimationFrame(() => unlockPrerenderedFields(container, until));
}
