import type { ContentKind } from '@portal/contract/entities/content';
import type { TFunction } from 'i18next';
import type en from '../../../../i18n/en/content.json';

type DocumentField = keyof (typeof en)['documents']['fields'];
type DocumentItem = keyof (typeof en)['documents']['items'];

/** The names news and promotions store, labelled as their editors label the inputs. */
const itemFieldKeys = {
  title: 'editor.title',
  text: 'editor.text',
  url: 'editor.url',
  tag: 'editor.blockKind',
  marginBottom: 'editor.margin',
  blocks: 'editor.body',
  category: 'editor.category',
  coverImage: 'editor.coverImage',
  announce: 'editor.announce',
  type: 'promotions.type',
  description: 'promotions.description',
  objective: 'promotions.objective',
  images: 'promotions.pictures',
  rewardPoints: 'promotions.rewardPoints',
  rewardStartsAt: 'promotions.rewardStartsAt',
  rewardEndsAt: 'promotions.rewardEndsAt',
  plasmaName: 'promotions.plasmaName',
  plasmaAddress: 'promotions.plasmaAddress',
  questions: 'survey.question',
  questionText: 'survey.questionText',
  questionType: 'survey.questionType',
  answers: 'survey.option',
  items: 'editor.text',
} as const;

const isLanguage = (segment: string): segment is 'en' | 'es' => segment === 'en' || segment === 'es';
const isIndex = (segment: string) => /^\d+$/.test(segment);

/** A chatbot node's path (`root.children.1.children.0`): "Greeting", or "Option 2.1" as the editor numbers it. */
function chatbotLabel(segments: string[], t: TFunction<'content'>): string[] {
  const numbers: number[] = [];
  let at = 1; // after `root`
  while (segments[at] === 'children' && isIndex(segments[at + 1] ?? '')) {
    numbers.push(Number(segments[at + 1]) + 1);
    at += 2;
  }
  const isRoot = numbers.length === 0;
  const node = isRoot ? t('chatbot.root') : t('chatbot.option', { n: numbers.join('.') });
  const field = segments[at];
  const names: Record<string, string> = {
    text: isRoot ? t('chatbot.name') : t('chatbot.label'),
    description: isRoot ? t('chatbot.greeting') : t('chatbot.answer'),
    isFeedback: t('chatbot.offersRequest'),
    id: t('revisions.nodeId'),
  };
  return field === undefined ? [node] : [node, names[field] ?? field];
}

/** The publishing window every kind's versions keep beside their fields. */
const windowKeys = { publishAt: 'columns.publishAt', expireAt: 'columns.expireAt', retiredAt: 'states.retired' } as const;
export const isWindowField = (path: string): path is keyof typeof windowKeys => path in windowKeys;

/** A stored name as the editors' inputs call it; an unknown one is shown as it is rather than hidden. */
function fieldName(kind: ContentKind, segment: string, t: TFunction<'content'>): string {
  if (kind === 'document') return t(`documents.fields.${segment as DocumentField}`, { defaultValue: segment });
  const key = itemFieldKeys[segment as keyof typeof itemFieldKeys] as (typeof itemFieldKeys)['title'] | undefined;
  return key ? t(key, { n: '', defaultValue: segment }).trim() : segment;
}

/**
 * A compared field's dotted path as an editor reads it, in the console's language:
 * `fields.root.children.1.text.es` → "Option 2 › Option label · Spanish",
 * `fields.es.sections.0.header` → "Section 1 › Heading · Spanish", `fields.blocks.2.text.en` → "Body 3 › Text · English".
 */
export function changeFieldLabel(kind: ContentKind, path: string, t: TFunction<'content'>): string {
  if (isWindowField(path)) return t(windowKeys[path]);
  const segments = path.split('.').filter((segment, i) => !(i === 0 && segment === 'fields'));
  const language = segments.find(isLanguage);
  const named = segments.filter((segment) => !isLanguage(segment));
  const parts: string[] = [];
  if (kind === 'chatbot' && named[0] === 'root') parts.push(...chatbotLabel(named, t));
  else {
    named.forEach((segment, i) => {
      if (isIndex(segment)) return;
      const next = named[i + 1];
      if (next !== undefined && isIndex(next)) {
        const item =
          kind === 'document'
            ? t(`documents.items.${segment as DocumentItem}`, { defaultValue: fieldName(kind, segment, t) })
            : fieldName(kind, segment, t);
        parts.push(`${item.charAt(0).toUpperCase()}${item.slice(1)} ${Number(next) + 1}`);
      } else parts.push(fieldName(kind, segment, t));
    });
  }
  const label = parts.join(t('revisions.separator'));
  return language ? `${label} · ${t(language === 'en' ? 'editor.english' : 'editor.spanish')}` : label;
}
