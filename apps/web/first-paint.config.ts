import type { Plugin, Rollup } from 'vite';
import { startAfterFirstPaint } from './src/boot/start-after-first-paint';

/** The script tags Vite writes into the built index.html: the entry and the chunks it imports. */
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A module of `src/boot/` that the entry imports dynamically: part of the first page, evaluated in a later task (decision 063). */
const bootModule = /[\\/]src[\\/]boot[\\/][^\\/]+$/;

/** The chunks the entry imports dynamically from `src/boot/`: the first page needs them, so they are preloaded with the entry. */
export function bootChunks(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  return entry.dynamicImports.filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && bootModule.test(chunk.facadeModuleId ?? '');
  });
}

/** The inline script that starts the app (decision 061); the server allows exactly it by its hash (`script-src`). */
export const bootScript = `(${startAfterFirstPaint.toString()})(document.currentScript)`;

/**
 * Decision 061: the built index.html (and so every prerendered page, written from it) no longer names the app's scripts
 * in its head, where the browser fetches them alongside the stylesheets, before the page's first paint; an inline script
 * at the end of the body starts them once the page has painted (`src/boot/start-after-first-paint.ts`). The development
 * server keeps Vite's own tags.
 */
export function startScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'portal:start-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script for the app');
        const later = chunk && bundle ? bootChunks(chunk, bundle).map((fileName) => `/${fileName}`) : [];
        const modules = [...[...html.matchAll(modulePreload)].map((match) => match[1]), ...later];
        const boot = `<script data-entry="${entry}" data-modules="${modules.join(' ')}">${bootScript}</script>`;
        return html
          .replace(entryScript, '')
          .replace(modulePreload, '')
          .replace('</body>', () => `  ${boot}\n  </body>`);
      },
    },
  };
}
