import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en as messagesEn, es as messagesEs } from '@portal/contract';

export type Lang = 'en' | 'es';

const i18nDir = fileURLToPath(new URL('../../apps/web/src/i18n', import.meta.url));

type Tree = { [key: string]: string | Tree };

function load(lang: Lang): Record<string, Tree> {
  const namespaces: Record<string, Tree> = { messages: lang === 'en' ? messagesEn : messagesEs };
  for (const file of readdirSync(path.join(i18nDir, lang))) {
    if (file.endsWith('.json'))
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(i18nDir, lang, file), 'utf8')) as Tree;
  }
  return namespaces;
}

const catalogues: Record<Lang, Record<string, Tree>> = { en: load('en'), es: load('es') };

/**
 * The text the app shows for `namespace:dotted.key` in a language, read from the app's own
 * catalogues, so each spec checks the words a donor sees in English and in Spanish.
 */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, dotted] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: string | Tree | undefined = catalogues[lang][namespace];
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text for ${lang} ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function leaves(tree: Tree | string): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(leaves);
}

/** Every text of a language's catalogues (the app's i18n files and the contract's messages), `{{…}}` left in. */
export function catalogueTexts(lang: Lang): string[] {
  return Object.values(catalogues[lang]).flatMap(leaves);
}
