import type { ScreeningText } from '@portal/contract/entities/screening-content';
import type { TFunction } from 'i18next';
import type en from '../../../i18n/en/screening-content.json';
import { textPathLabel } from './text-path-label';

type FieldName = keyof (typeof en)['compare']['fields'];

const isLanguage = (segment: string): segment is 'en' | 'es' => segment === 'en' || segment === 'es';
const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * A compared field's dotted path as the version's form labels it, in the console's language:
 * `pages.0.questions.1.text.es` → "Page 1, question 2 › Question · Spanish", `rules.2.when.equals` → "Rule 3 › is the
 * option", `texts.4.text.en` → the text's place ("Landing › Title · English"), read from the open version's `texts`.
 */
export function versionFieldLabel(path: string, texts: readonly ScreeningText[], t: TFunction<'screening-content'>): string {
  const segments = path.split('.');
  const language = segments.find(isLanguage);
  const parts: string[] = [];
  let page = 0;
  let block = 0;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const index = Number(segments[i + 1]) + 1;
    if (isLanguage(segment) || isIndex(segment) || segment === 'when') continue;
    if (segment === 'texts' && isIndex(segments[i + 1] ?? '')) {
      const text = texts[index - 1];
      parts.push(text ? textPathLabel(text.path, t) : t('texts.title'));
      break;
    }
    if (segment === 'pages') parts.push(t('editor.page', { n: (page = index) }));
    else if (segment === 'questions') parts.push(t('editor.question', { page, n: index }));
    else if (segment === 'options') parts.push(t('editor.option', { n: index }));
    else if (segment === 'rules') parts.push(t('rules.rule', { n: index }));
    else if (segment === 'blocks') parts.push(t('compare.block', { n: (block = index) }));
    else if (segment === 'bullets') parts.push(t('editor.bullet', { block, n: index }));
    else parts.push(t(`compare.fields.${segment as FieldName}`, { defaultValue: segment }));
  }
  const label = parts.join(t('texts.separator'));
  return language ? `${label} · ${t(language === 'en' ? 'compare.english' : 'compare.spanish')}` : label;
}

/** The choices a version stores by code (answer types, rule outcomes, block kinds), read as the form's lists name them. */
const choiceKeys: Record<string, 'types' | 'rules.outcomes' | 'blockTags'> = { type: 'types', outcome: 'rules.outcomes', tag: 'blockTags' };

/** A compared value as an editor reads it: a stored code by its name in the form, anything else as it is. */
export function versionValueLabel(path: string, value: string, t: TFunction<'screening-content'>): string {
  const list = choiceKeys[path.split('.').pop() ?? ''];
  return list ? t(`${list}.${value}` as 'types.text', { defaultValue: value }) : value;
}
