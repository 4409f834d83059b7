import type { Bilingual } from '@portal/contract';
import type { ScreeningFields, ScreeningKind } from '@portal/contract/entities/screening-content';

const blank = (text: string) => text.trim() === '';
const isChoice = (type: string) => type === 'single' || type === 'multiple';
const ORDER = /^\d{1,3}$/;

/** A text every donor reads: both languages filled. */
function required(text: Bilingual, path: string): string[] {
  return (['en', 'es'] as const).filter((lang) => blank(text[lang])).map((lang) => `${path}.${lang}`);
}

/** A text a version may leave out (a page title, a unit): both languages or neither. */
function optionalText(text: Bilingual, path: string): string[] {
  return blank(text.en) === blank(text.es) ? [] : required(text, path);
}

/** What a kind's stored document cannot hold, by field path: checked on every save. */
export function shapeProblems(kind: ScreeningKind, fields: ScreeningFields): string[] {
  const problems: string[] = [];
  if (kind !== 'qualification' && fields.rules.length > 0) problems.push('rules');
  if (kind !== 'feedback') return problems;
  // The after-donation survey is one page of choice questions; answers name questions and options by number.
  if (fields.pages.length !== 1) problems.push('pages');
  fields.pages.forEach((page, p) => {
    if (page.blocks.length > 0) problems.push(`pages.${p}.blocks`);
    if (!blank(page.title.en) || !blank(page.title.es)) problems.push(`pages.${p}.title`);
    page.questions.forEach((question, q) => {
      const at = `pages.${p}.questions.${q}`;
      if (!isChoice(question.type)) problems.push(`${at}.type`);
      if (!ORDER.test(question.id)) problems.push(`${at}.id`);
      if (question.optional) problems.push(`${at}.optional`);
      question.options.forEach((option, o) => {
        if (!ORDER.test(option.value)) problems.push(`${at}.options.${o}.value`);
      });
    });
  });
  return problems;
}

/**
 * Every empty English or Spanish text a donor would read, and every page or choice question left empty, by path: a
 * version is not published with one.
 */
export function textGaps(fields: ScreeningFields): string[] {
  const pages = fields.pages.flatMap((page, p) => [
    ...optionalText(page.title, `pages.${p}.title`),
    ...(page.questions.length === 0 ? [`pages.${p}.questions`] : []),
    ...page.blocks.flatMap((block, b) =>
      block.tag === 'bullets'
        ? block.bullets.flatMap((bullet, i) => required(bullet.text, `pages.${p}.blocks.${b}.bullets.${i}.text`))
        : required(block.text, `pages.${p}.blocks.${b}.text`),
    ),
    ...page.questions.flatMap((question, q) => {
      const at = `pages.${p}.questions.${q}`;
      return [
        ...required(question.text, `${at}.text`),
        ...(question.type === 'number' ? optionalText(question.unit, `${at}.unit`) : []),
        ...(isChoice(question.type) && question.options.length === 0 ? [`${at}.options`] : []),
        ...(isChoice(question.type) ? question.options.flatMap((option, o) => required(option.text, `${at}.options.${o}.text`)) : []),
      ];
    }),
  ]);
  const rules = fields.rules.flatMap((rule, r) => required(rule.reason, `rules.${r}.reason`));
  const texts = fields.texts.flatMap((text, t) => required(text.text, `texts.${t}.text`));
  return [...pages, ...rules, ...texts];
}

/**
 * Scoring rules that cannot work on this version, by path: a question it does not have, an option its question does
 * not offer, a condition of the wrong kind for the question (one condition per rule), a deferral without its days.
 */
export function scoringProblems(fields: ScreeningFields): string[] {
  const questions = new Map(fields.pages.flatMap((page) => page.questions.map((question) => [question.id, question] as const)));
  return fields.rules.flatMap((rule, r) => {
    const at = `rules.${r}`;
    const question = questions.get(rule.question);
    if (!question) return [`${at}.question`];
    const { equals, includes, below, above } = rule.when;
    const problems: string[] = [];
    const set = [equals, includes, below, above].filter((value) => value !== null).length;
    if (set !== 1) problems.push(`${at}.when`);
    const offered = new Set(question.options.map((option) => option.value));
    if (equals !== null && (question.type !== 'single' || !offered.has(equals))) problems.push(`${at}.when.equals`);
    if (includes !== null && (question.type !== 'multiple' || !offered.has(includes))) problems.push(`${at}.when.includes`);
    if (below !== null && question.type !== 'number') problems.push(`${at}.when.below`);
    if (above !== null && question.type !== 'number') problems.push(`${at}.when.above`);
    if (rule.outcome === 'deferUntil' && rule.deferDays === null) problems.push(`${at}.deferDays`);
    if (blank(rule.educationCode)) problems.push(`${at}.educationCode`);
    return problems;
  });
}
