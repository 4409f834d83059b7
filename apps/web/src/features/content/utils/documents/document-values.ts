/** The value at a dotted path (`sections.0.header`) of a document; undefined where there is none. */
export function valueAt(document: unknown, path: string): unknown {
  if (path === '') return document;
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      document,
    );
}
