import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES } from '../lib/i18n';
import { HOME_NAMESPACES } from './warm-start';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The app's own modules the home screen imports, directly or not (static imports only: lazy ones load later). */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^import [^'"]*from '(\.{1,2}\/[^']+)';$/gm)) {
      const base = path.resolve(path.dirname(file), specifier ?? '');
      const resolved = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(path.join(src, entry));
  return [...seen];
}

describe('warm start', () => {
  it('loads every namespace the home screen translates with, and no other', () => {
    const used = new Set<string>();
    for (const file of moduleGraph('app/routes/home.tsx')) {
      for (const [, namespace] of readFileSync(file, 'utf8').matchAll(/useTranslation\('([\w-]+)'/g)) used.add(namespace ?? '');
    }
    const bundled: readonly string[] = FIRST_SCREEN_NAMESPACES;
    expect([...used].filter((namespace) => !bundled.includes(namespace)).sort()).toEqual([...HOME_NAMESPACES].sort());
  });
});
