import type { ContentChange } from '@portal/contract/entities/content';

type Leaf = string | number | boolean | null;

function flatten(value: unknown, path: string, into: Map<string, Leaf>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) flatten(child, path ? `${path}.${key}` : key, into);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into.set(path, value);
  else into.set(path, null);
}

/** The leaves (dotted paths) that differ between two snapshots; a leaf only one side has compares with null. */
export function snapshotDiff(before: unknown, after: unknown): ContentChange[] {
  const a = new Map<string, Leaf>();
  const b = new Map<string, Leaf>();
  flatten(before, '', a);
  flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((path) => (a.get(path) ?? null) !== (b.get(path) ?? null))
    .map((path) => ({ field: path, before: a.get(path) ?? null, after: b.get(path) ?? null }));
}
