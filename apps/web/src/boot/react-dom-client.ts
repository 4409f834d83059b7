/**
 * React DOM's renderer, which only `main.tsx` uses: imported after the first page's other modules have run, in a task of
 * its own (decision 063). A module of `src/boot/` that the entry imports is preloaded with the entry (`first-paint.config.ts`).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
