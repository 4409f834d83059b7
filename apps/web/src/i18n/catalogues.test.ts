import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const en = import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' });
const es = import.meta.glob<Catalogue>('./es/*.json', { eager: true, import: 'default' });

/** Dotted key -> text of a nested catalogue. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, text] of flatten(value as Catalogue, path)) entries.set(inner, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

/** `{{value}}` placeholders and `<tag>` markers (for `<Trans>`) must match between languages. */
const placeholders = (text: string) => (text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g) ?? []).sort();
const fileNames = (files: Record<string, Catalogue>) =>
  Object.keys(files)
    .map((path) => path.split('/').pop())
    .sort();

describe('UI catalogues (i18n/<language>/<namespace>.json)', () => {
  it('exist as the same files in English and Spanish', () => {
    expect(fileNames(en).length).toBeGreaterThan(0);
    expect(fileNames(es)).toEqual(fileNames(en));
  });

  for (const [path, catalogue] of Object.entries(en)) {
    const name = path.split('/').pop() ?? path;
    it(`${name}: same keys in en and es, no empty text, same placeholders`, () => {
      const english = flatten(catalogue);
      const spanish = flatten(es[path.replace('./en/', './es/')] ?? {});
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of [...english, ...spanish]) {
        expect(typeof text, `${name} ${key}`).toBe('string');
        expect(String(text).trim(), `${name} ${key}`).not.toBe('');
      }
      for (const [key, text] of english) {
        expect(placeholders(String(spanish.get(key))), `${name} ${key}`).toEqual(placeholders(String(text)));
      }
    });
  }
});
