import type { Bilingual, TextBlock } from '@portal/contract';
import type {
  ScoringRuleFields,
  ScreeningBlock,
  ScreeningFields,
  ScreeningPage,
  ScreeningQuestion,
} from '@portal/contract/entities/screening-content';
import type { CheckDocument, ScoringRule, StoredPage, StoredQuestion } from '../check-documents';
import { documentTexts, withTexts } from './bilingual-texts';

const none: Bilingual = { en: '', es: '' };
const isEmpty = (text: Bilingual) => text.en === '' && text.es === '';
const margin = (value: number | undefined) => value ?? null;
const keptMargin = (value: number | null) => (value === null ? {} : { marginBottom: value });

function blocksOf(text: Bilingual<TextBlock[]> | undefined): ScreeningBlock[] {
  if (!text) return [];
  return text.en.map((block, i) => {
    const es = text.es[i];
    return {
      tag: block.tag,
      text: { en: block.text ?? '', es: es?.text ?? '' },
      bullets: (block.bullets ?? []).map((bullet, j) => ({
        text: { en: bullet.text, es: es?.bullets?.[j]?.text ?? '' },
        marginBottom: margin(bullet.marginBottom),
      })),
      marginBottom: margin(block.marginBottom),
    };
  });
}

function storedBlocks(blocks: ScreeningBlock[], lang: 'en' | 'es'): TextBlock[] {
  return blocks.map((block) => ({
    tag: block.tag,
    ...(block.tag === 'bullets'
      ? { bullets: block.bullets.map((bullet) => ({ text: bullet.text[lang], ...keptMargin(bullet.marginBottom) })) }
      : { text: block.text[lang] }),
    ...keptMargin(block.marginBottom),
  }));
}

function questionOf(question: StoredQuestion): ScreeningQuestion {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    options: (question.options ?? []).map((option) => ({ value: option.value, text: option.text, endsCheck: option.endsCheck === true })),
    min: question.min ?? null,
    max: question.max ?? null,
    unit: question.unit ?? none,
    optional: question.optional === true,
  };
}

function storedQuestion(question: ScreeningQuestion): StoredQuestion {
  const choice = question.type === 'single' || question.type === 'multiple';
  const number = question.type === 'number';
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    ...(choice
      ? { options: question.options.map((o) => ({ value: o.value, text: o.text, ...(o.endsCheck ? { endsCheck: true } : {}) })) }
      : {}),
    ...(number && question.min !== null ? { min: question.min } : {}),
    ...(number && question.max !== null ? { max: question.max } : {}),
    ...(isEmpty(question.unit) ? {} : { unit: question.unit }),
    ...(question.optional ? { optional: true } : {}),
  };
}

export function pageOf(page: StoredPage): ScreeningPage {
  return { title: page.title ?? none, blocks: blocksOf(page.text), questions: page.questions.map(questionOf) };
}

function storedPage(page: ScreeningPage): StoredPage {
  return {
    ...(isEmpty(page.title) ? {} : { title: page.title }),
    ...(page.blocks.length ? { text: { en: storedBlocks(page.blocks, 'en'), es: storedBlocks(page.blocks, 'es') } } : {}),
    questions: page.questions.map(storedQuestion),
  };
}

function ruleOf(rule: ScoringRule): ScoringRuleFields {
  const { equals, includes, below, above } = rule.when;
  return {
    question: rule.question,
    when: { equals: equals ?? null, includes: includes ?? null, below: below ?? null, above: above ?? null },
    outcome: rule.outcome,
    deferDays: rule.deferDays ?? null,
    educationCode: rule.educationCode,
    reason: rule.reason,
  };
}

function storedRule(rule: ScoringRuleFields): ScoringRule {
  const when = Object.fromEntries(Object.entries(rule.when).filter(([, value]) => value !== null)) as ScoringRule['when'];
  return {
    question: rule.question,
    when,
    outcome: rule.outcome,
    ...(rule.deferDays === null ? {} : { deferDays: rule.deferDays }),
    educationCode: rule.educationCode,
    reason: rule.reason,
  };
}

/** The document without its pages and rules: what `texts` covers. */
function rest(document: CheckDocument): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...document };
  delete copy.pages;
  delete copy.rules;
  return copy;
}

/** A stored check as the console edits it. */
export function checkFields(document: CheckDocument): ScreeningFields {
  return {
    pages: document.pages.map(pageOf),
    rules: document.kind === 'qualification' ? document.rules.map(ruleOf) : [],
    texts: documentTexts(rest(document)),
  };
}

/** The stored check from edited fields over the version they were edited from; false when the texts do not fit it. */
export function checkDocument(base: CheckDocument, fields: ScreeningFields): CheckDocument | false {
  const texts = withTexts(rest(base), fields.texts);
  if (!texts) return false;
  const pages = fields.pages.map(storedPage);
  return {
    ...texts,
    kind: base.kind,
    pages,
    ...(base.kind === 'qualification' ? { rules: fields.rules.map(storedRule) } : {}),
  } as CheckDocument;
}
