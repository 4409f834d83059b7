import type { Bilingual } from '@portal/contract';
import type { ScreeningText } from '@portal/contract/entities/screening-content';

/** Strings of a stored document that are addresses or codes, not words a donor reads: never offered as texts. */
const notTexts = new Set(['imgsrc', 'redirectTo', 'goto', 'date', 'kind', 'tag']);

type Node = Record<string, unknown> | unknown[];
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isBilingual = (value: unknown): value is Bilingual<unknown> =>
  isNode(value) && !Array.isArray(value) && Object.keys(value).length === 2 && 'en' in value && 'es' in value;
const entries = (node: Node): [string, unknown][] =>
  Array.isArray(node) ? node.map((value, i) => [String(i), value]) : Object.entries(node);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** One text found in both language trees: where it is, and how to write it back. */
interface Slot {
  path: string;
  text: Bilingual;
  set(text: Bilingual): void;
}

/** Walks the English tree of a `{en, es}` document and the Spanish one beside it (created where it lacks a branch). */
function pairSlots(en: Node, es: Node, path: string, into: Slot[]): void {
  for (const [key, value] of entries(en)) {
    if (notTexts.has(key)) continue;
    const at = join(path, key);
    const other = (es as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      into.push({
        path: at,
        text: { en: value, es: typeof other === 'string' ? other : '' },
        set: (text) => {
          (en as Record<string, unknown>)[key] = text.en;
          (es as Record<string, unknown>)[key] = text.es;
        },
      });
    } else if (isNode(value)) {
      if (!isNode(other)) (es as Record<string, unknown>)[key] = structuredClone(value);
      pairSlots(value, (es as Record<string, Node>)[key] as Node, at, into);
    }
  }
}

function slots(node: Node, path: string, into: Slot[]): void {
  if (isBilingual(node)) {
    if (typeof node.en === 'string') {
      into.push({ path, text: { en: node.en, es: typeof node.es === 'string' ? node.es : '' }, set: (text) => Object.assign(node, text) });
    } else if (isNode(node.en)) {
      if (!isNode(node.es)) node.es = structuredClone(node.en);
      pairSlots(node.en, node.es as Node, path, into);
    }
    return;
  }
  for (const [key, value] of entries(node)) if (isNode(value)) slots(value, join(path, key), into);
}

/**
 * The texts of a document outside its pages and rules — landing, buttons, cards, result layouts — each by its dotted
 * path with its English and Spanish words, whatever the document's shape (the `{en, es}` pair may hold a string or a
 * whole layout).
 */
export function documentTexts(document: Record<string, unknown>): ScreeningText[] {
  const found: Slot[] = [];
  slots(document, '', found);
  return found.map(({ path, text }) => ({ path, text }));
}

/**
 * A copy of `document` with `texts` written in; false when the texts are not exactly the document's (an editor
 * changes words, not which texts a kind has).
 */
export function withTexts<D extends Record<string, unknown>>(document: D, texts: readonly ScreeningText[]): D | false {
  const copy = structuredClone(document);
  const found: Slot[] = [];
  slots(copy, '', found);
  const given = new Map(texts.map((text) => [text.path, text.text]));
  if (given.size !== found.length || found.some((slot) => !given.has(slot.path))) return false;
  for (const slot of found) slot.set(given.get(slot.path) as Bilingual);
  return copy;
}
