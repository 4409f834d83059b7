import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootChunks } from '../../first-paint.config';

function chunk(fileName: string, facadeModuleId: string | null, dynamicImports: string[] = []): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId, dynamicImports } as Rollup.OutputChunk;
}

describe('bootChunks', () => {
  it("names the entry's dynamic imports from src/boot/ (preloaded with it), not its lazy screens nor the service worker's", () => {
    const entry = chunk('assets/index.js', '/app/apps/web/src/main.tsx', [
      'assets/react-dom-client.js',
      'assets/register-service-worker.js',
      'assets/home.js',
    ]);
    const bundle: Rollup.OutputBundle = {
      [entry.fileName]: entry,
      'assets/react-dom-client.js': chunk('assets/react-dom-client.js', '/app/apps/web/src/boot/react-dom-client.ts'),
      'assets/register-service-worker.js': chunk(
        'assets/register-service-worker.js',
        '/app/apps/web/src/lib/pwa/register-service-worker.ts',
      ),
      'assets/home.js': chunk('assets/home.js', '/app/apps/web/src/app/routes/home.tsx'),
    };
    expect(bootChunks(entry, bundle)).toEqual(['assets/react-dom-client.js']);
  });
});
