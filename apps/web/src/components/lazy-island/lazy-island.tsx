import { Suspense, useRef, type ReactNode } from 'react';
import { ReleasePrerenderLock } from '../../lib/prerender-lock';

/**
 * A lazy part of a screen that may be prerendered (decision 052): shown by nothing until its code comes, and its
 * prerendered buttons and fields kept locked until React has hydrated this part, which happens after the screen's.
 */
export function LazyIsland({ children }: { children: ReactNode }) {
  const island = useRef<HTMLDivElement>(null);
  return (
    <div ref={island} data-prerender-island="">
      <Suspense fallback={null}>
        {children}
        <ReleasePrerenderLock island={island} />
      </Suspense>
    </div>
  );
}
