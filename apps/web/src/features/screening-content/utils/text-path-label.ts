import type { TFunction } from 'i18next';
import type en from '../../../i18n/en/screening-content.json';

type Segment = keyof (typeof en)['texts']['segments'];

/** A text's place in the stored document, `results.deferUntil.buttons.0.title` → "Result › Deferred › Button › 1 › Title". */
export function textPathLabel(path: string, t: TFunction<'screening-content'>): string {
  return path
    .split('.')
    .map((segment) =>
      /^\d+$/.test(segment)
        ? t('texts.number', { n: Number(segment) + 1 })
        : t(`texts.segments.${segment as Segment}`, { defaultValue: segment }),
    )
    .join(t('texts.separator'));
}
