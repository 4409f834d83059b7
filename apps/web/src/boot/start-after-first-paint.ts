/**
 * Decision 061: the app's scripts start once the prerendered page has painted. Inlined into every page by the build
 * (`first-paint.config.ts`) as `(startAfterFirstPaint)(document.currentScript)`, so it must be self-contained: it uses
 * nothing but its argument and the browser's globals. The script element names the entry (`data-entry`) and the chunks
 * it imports (`data-modules`, preloaded together with it).
 *
 * A page with nothing prerendered in it (the signed-in pages' `index.html`) has nothing to paint first: its scripts start
 * at once. Otherwise they start at the page's first contentful paint (in a browser without paint timing, after the
 * first frame), or after `fallbackMs` if none comes (a tab opened in the background paints nothing).
 */
export function startAfterFirstPaint(boot: Pick<HTMLElement, 'dataset'> | null, fallbackMs = 3000): void {
  if (!boot) return;
  const { entry = '', modules = '' } = boot.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = '';
      document.head.append(element);
    };
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  if (!document.getElementById('root')?.hasChildNodes()) {
    start();
    return;
  }
  setTimeout(start, fallbackMs);
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // The frame after the next one: the page's first is painted by then.
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
