import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogueTexts, type Lang } from './catalogue';

/**
 * Issue 13 "Spanish everywhere": each text a donor can read (text nodes, placeholders, labels, titles, alt texts, shadow
 * DOM included) is foreign when it is a text of the OTHER language's catalogue and not one of this language's. The
 * English run checks the reverse, so the walk holds both ways.
 */

/** Names that are the same in every language; listed, never matched loosely. */
const PROPER_NAMES = new Set(['ALTCHA', 'Demo Plasma']);

/** The ALTCHA widget's own English texts: the widget falls back to them for any string we do not give it. */
function altchaEnglish(): string[] {
  const main = createRequire(import.meta.url).resolve('altcha'); // …/altcha/dist/main/altcha.umd.cjs
  const source = readFileSync(path.join(path.dirname(main), '..', 'i18n', 'en.js'), 'utf8');
  const block = `${/const i18n = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? ''}\n`;
  return [...block.matchAll(/:\s*(["'])(.*?)\1,?\n/g)].flatMap((match) => (match[2] ?? '').split(/<[^>]+>/));
}

interface Matcher {
  exact: Set<string>;
  templates: RegExp[];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts with `{{value}}` become patterns, when enough words remain that the pattern cannot match anything. */
function matcher(texts: string[]): Matcher {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const raw of texts) {
    const text = normalise(raw);
    if (!text.includes('{{')) {
      exact.add(text);
      continue;
    }
    const literal = text.replace(/\{\{\w+\}\}/g, '');
    if ((literal.match(/\p{L}/gu) ?? []).length < 6) continue;
    templates.push(
      new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map(escapeRegExp)
          .join('.+?')}$`,
        'u',
      ),
    );
  }
  return { exact, templates };
}

const matches = (m: Matcher, text: string) => m.exact.has(text) || m.templates.some((pattern) => pattern.test(text));

/** A test for texts of the other language than `lang`. */
export function foreignTo(lang: Lang) {
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const own = matcher(catalogueTexts(lang));
  const foreign = matcher([...catalogueTexts(other), ...(lang === 'es' ? altchaEnglish() : [])]);
  return (text: string) =>
    text.length > 1 && /\p{L}/u.test(text) && !PROPER_NAMES.has(text) && matches(foreign, text) && !matches(own, text);
}

/** What a donor can read on the page now: visible text nodes and the attributes screen readers and inputs show. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && visible(parent)) found.push(node.textContent ?? '');
          continue;
        }
        const element = node as Element;
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!visible(element)) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) found.push(value);
        }
      }
    };
    visit(document);
    found.push(document.title);
    return found;
  });
}

/** The foreign texts on the page now, each prefixed with where it was read. */
export async function foreignTexts(page: Page, isForeign: (text: string) => boolean, where: string): Promise<string[]> {
  return (await readableTexts(page))
    .map(normalise)
    .filter(isForeign)
    .map((text) => `${where}: ${text}`);
}
