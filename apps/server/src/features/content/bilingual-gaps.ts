/**
 * The dotted paths of every `{en, es}` text in a value where either language is blank: the rule that an item is not
 * published half-translated, for any content kind (the donor's English fallback is a safety net, not a habit).
 */
export function bilingualGaps(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => bilingualGaps(item, join(path, String(i))));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.en === 'string' && typeof record.es === 'string') {
    return (['en', 'es'] as const).filter((lang) => String(record[lang]).trim() === '').map((lang) => join(path, lang));
  }
  return keys.flatMap((key) => bilingualGaps(record[key], join(path, key)));
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
