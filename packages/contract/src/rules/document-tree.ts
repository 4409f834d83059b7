import { z } from 'zod';
import { documentFieldMeta, documentOf, documentShapes, type DocumentFields } from '../entities/content-documents';

/**
 * A document's shape as the console and the completeness check walk it: read once from its zod schema, so the
 * editor's fields, the "both languages" rule and the "same structure in both languages" rule follow the contract.
 */
export type DocumentNode =
  | { type: 'object'; fields: { name: string; node: DocumentNode; optional: boolean }[] }
  | { type: 'list'; item: DocumentNode }
  /** Keyed by a number (the fee guide's donation numbers). */
  | { type: 'record'; item: DocumentNode }
  /** `placeholders`: the `{{name}}`s the server fills in this text for each donor (none for most texts). */
  | { type: 'text'; multiline: boolean; blankable: boolean; placeholders: readonly string[] }
  /** One value for both languages; `blankable`: an optional picture or link. */
  | { type: 'shared'; role: 'image' | 'link' | 'code' | 'number' | 'choice'; options: readonly string[]; blankable: boolean }
  /** Filled by the server for each donor: kept as stored, never edited; `initial` in a new row. */
  | { type: 'computed'; initial: boolean | number | string };

function initialOf(schema: z.ZodType): boolean | number | string {
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodEnum) return String(schema.options[0]);
  return '';
}

export function documentTree(schema: z.ZodType): DocumentNode {
  const meta = documentFieldMeta.get(schema);
  if (meta?.role === 'computed') return { type: 'computed', initial: initialOf(schema) };
  if (schema instanceof z.ZodObject) {
    return {
      type: 'object',
      fields: Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
        const optional = field instanceof z.ZodOptional;
        const node = documentTree(optional ? (field.unwrap() as z.ZodType) : field);
        return { name, node: optional && (node.type === 'text' || node.type === 'shared') ? { ...node, blankable: true } : node, optional };
      }),
    };
  }
  if (schema instanceof z.ZodArray) return { type: 'list', item: documentTree(schema.element as z.ZodType) };
  if (schema instanceof z.ZodRecord) return { type: 'record', item: documentTree(schema.valueType as z.ZodType) };
  if (schema instanceof z.ZodEnum) return { type: 'shared', role: 'choice', options: schema.options.map(String), blankable: false };
  if (schema instanceof z.ZodNumber) return { type: 'shared', role: 'number', options: [], blankable: false };
  if (meta?.role === 'image' || meta?.role === 'link' || meta?.role === 'code') {
    return { type: 'shared', role: meta.role, options: [], blankable: false };
  }
  return {
    type: 'text',
    multiline: meta?.role === 'paragraph',
    blankable: meta?.blankable === true,
    placeholders: meta?.placeholders ?? [],
  };
}

type Visit = (node: DocumentNode, en: unknown, es: unknown, path: string) => string[];

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const entriesOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
const at = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Walks both languages together, collecting what `leaf` reports at each text or shared value. */
function walk(node: DocumentNode, en: unknown, es: unknown, path: string, leaf: Visit): string[] {
  switch (node.type) {
    case 'object':
      return node.fields.flatMap((field) => walk(field.node, at(en, field.name), at(es, field.name), join(path, field.name), leaf));
    case 'list':
    case 'record': {
      const own = leaf(node, en, es, path);
      // Rows that do not match between the languages are reported once, not again for each value inside them.
      if (own.length > 0) return own;
      const keys = entriesOf(en).map(([key]) => key);
      return keys.flatMap((key) => walk(node.item, at(en, key), at(es, key), join(path, key), leaf));
    }
    default:
      return leaf(node, en, es, path);
  }
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * What must be filled before a document goes live, as dotted paths (`es.sections.0.header`): every text in both
 * languages (a blankable one may be empty in both, not in one), and every picture and link.
 */
export function documentGaps(node: DocumentNode, en: unknown, es: unknown): string[] {
  return walk(node, en, es, '', (leaf, a, b, path) => {
    if (leaf.type === 'text') {
      if (leaf.blankable && blank(a) && blank(b)) return [];
      return [...(blank(a) ? [join('en', path)] : []), ...(blank(b) ? [join('es', path)] : [])];
    }
    if (leaf.type === 'shared' && (leaf.role === 'image' || leaf.role === 'link') && !leaf.blankable && blank(a)) return [join('en', path)];
    return [];
  });
}

/** A new row of a list: every field empty (texts ''), computed ones at their initial value, optional ones left out. */
export function emptyOf(node: DocumentNode): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(node.fields.filter((field) => !field.optional).map((field) => [field.name, emptyOf(field.node)]));
    case 'list':
      return [];
    case 'record':
      return {};
    case 'text':
      return '';
    case 'shared':
      return node.role === 'number' ? 0 : node.role === 'choice' ? (node.options[0] ?? '') : '';
    case 'computed':
      return node.initial;
  }
}

const sameKeys = (a: unknown, b: unknown) =>
  JSON.stringify(entriesOf(a).map(([key]) => key)) === JSON.stringify(entriesOf(b).map(([key]) => key));

/**
 * Where the two languages' structures differ (`es.sections`): lists of another length, or a value that is one for
 * both languages (a picture, a code, a number) set differently. The console edits these once for both.
 */
export function documentStructureDiffers(node: DocumentNode, en: unknown, es: unknown): string[] {
  return walk(node, en, es, '', (leaf, a, b, path) => {
    if (leaf.type === 'list' || leaf.type === 'record') return sameKeys(a, b) ? [] : [join('es', path)];
    if (leaf.type === 'shared') return a === b ? [] : [join('es', path)];
    return [];
  });
}

/**
 * Checks a document's two languages against its key's shape and against each other; the issues' paths start at
 * `path` (`fields.es.title`). A key that names no document is an issue on `id`.
 */
export function checkDocument(key: string, fields: DocumentFields, context: z.RefinementCtx, path: PropertyKey[]): void {
  const document = documentOf(key);
  if (!document) {
    context.addIssue({ code: 'custom', message: 'notFound', path: ['id'] });
    return;
  }
  const schema = documentShapes[document.shape];
  let valid = true;
  for (const lang of ['en', 'es'] as const) {
    const parsed = schema.safeParse(fields[lang]);
    if (parsed.success) continue;
    valid = false;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: [...path, lang, ...issue.path] });
    }
  }
  if (!valid) return;
  for (const differs of documentStructureDiffers(documentTree(schema), fields.en, fields.es)) {
    context.addIssue({ code: 'custom', message: 'documentLanguagesDiffer', path: [...path, ...differs.split('.')] });
  }
}
