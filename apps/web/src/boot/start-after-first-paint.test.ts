import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  crossOrigin?: string | null;
}

let added: Added[];
let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
let disconnected: boolean;

/** A page whose root holds prerendered HTML (or not), and a browser that reports paints (or not). */
function page({ prerendered, paintTiming }: { prerendered: boolean; paintTiming: boolean }) {
  added = [];
  paintObserver = undefined;
  disconnected = false;
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => prerendered } : null),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Added) => added.push(element) },
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
      constructor(callback: NonNullable<typeof paintObserver>) {
        paintObserver = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
}

const boot = { dataset: { entry: '/assets/index-a.js', modules: '/assets/runtime-b.js /assets/login-c.js' } };

function paint(name: string) {
  paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
}

const appScripts: Added[] = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/runtime-b.js', crossOrigin: '' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/login-c.js', crossOrigin: '' },
  { tag: 'script', type: 'module', src: '/assets/index-a.js', crossOrigin: '' },
];

describe('the start-up script (decision 061)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the app on a prerendered page once its first contentful paint is reported, and only once', () => {
    page({ prerendered: true, paintTiming: true });
    startAfterFirstPaint(boot);
    expect(added).toEqual([]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual(appScripts);
    expect(disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(added).toEqual(appScripts);
  });

  it('starts at once on a page with nothing prerendered', () => {
    page({ prerendered: false, paintTiming: true });
    startAfterFirstPaint(boot);
    expect(added).toEqual(appScripts);
    expect(paintObserver).toBeUndefined();
  });

  it('starts after the first frame in a browser without paint timing', () => {
    page({ prerendered: true, paintTiming: false });
    startAfterFirstPaint(boot);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(17);
    expect(added).toEqual(appScripts);
  });

  it('starts after the fallback when no paint comes (a tab opened in the background)', () => {
    page({ prerendered: true, paintTiming: true });
    startAfterFirstPaint(boot, 3000);
    vi.advanceTimersByTime(2999);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added).toEqual(appScripts);
  });
});
