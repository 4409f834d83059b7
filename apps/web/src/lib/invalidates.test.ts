import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isServiceKey, services } from '@portal/contract/services/index';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(srcDir).map((path) => ({ file: relative(srcDir, path), text: readFileSync(path, 'utf8') }));

const keysIn = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');

/** Every service a write names as changed: `invalidates: [...]` and `invalidateServices(queryClient, [...])`. */
const invalidated = sources.flatMap(({ file, text }) =>
  [...text.matchAll(/(?:invalidates:\s*|invalidateServices\([^,]+,\s*)\[([^\]]*)\]/g)].flatMap((match) =>
    keysIn(match[1] ?? '').map((key) => ({ file, key })),
  ),
);

/** Every service the web reads through the cache. */
const queried = new Set(
  sources.flatMap(({ text }) => [...text.matchAll(/(?:serviceQueryOptions|serviceQueryKey)\(\s*'([^']+)'/g)].map((match) => match[1])),
);

describe('what writes invalidate', () => {
  it('finds the writes (the scan itself works)', () => {
    expect(invalidated).toContainEqual({ file: join('features', 'donation-history', 'api', 'spin.ts'), key: 'reward/getPoints' });
    expect(invalidated.length).toBeGreaterThan(10);
  });

  it.each(invalidated.map(({ file, key }) => [key, file]))('%s (in %s) is a query of the registry that the web reads', (key) => {
    expect(isServiceKey(key), `${key} is not in the registry`).toBe(true);
    if (!isServiceKey(key)) return;
    expect(services[key].kind, `${key} is not a query`).toBe('query');
    expect(queried.has(key), `${key} is queried nowhere in the web: invalidating it refreshes nothing`).toBe(true);
  });
});
