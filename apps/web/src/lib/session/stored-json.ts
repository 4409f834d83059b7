/**
 * A stored value's JSON, or `undefined` when nothing is stored or it does not parse (storage another version or a
 * hand wrote). `JSON.parse` never yields `undefined`, so it cannot stand for a stored value.
 */
export function parseStoredJson(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
