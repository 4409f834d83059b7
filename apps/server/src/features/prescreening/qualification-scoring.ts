import { DAY_MS, pickLanguage, type AnswersByPage, type CustomLayout, type Language, type PageAnswers } from '@portal/contract';
import type { QualificationDocument, QualificationOutcome, ScoringRule } from '../../domain/check-documents';

function allAnswers(answers: AnswersByPage): PageAnswers {
  return Object.assign({}, ...Object.values(answers)) as PageAnswers;
}

function matches(rule: ScoringRule, value: PageAnswers[string] | undefined): boolean {
  if (value === undefined) return false;
  const { equals, includes, below, above } = rule.when;
  if (equals !== undefined) return value === equals;
  if (includes !== undefined) return Array.isArray(value) && value.includes(includes);
  if (below !== undefined) return typeof value === 'number' && value < below;
  if (above !== undefined) return typeof value === 'number' && value > above;
  return false;
}

/**
 * Scores a qualification check with its own rules: any 'not eligible' rule wins; else deferrals
 * until the latest of their dates (counted in whole days from the submission, UTC); else a rule
 * asking the donor to talk to the center; else eligible.
 */
export function scoreQualification(document: QualificationDocument, answers: AnswersByPage, now: Date): QualificationOutcome {
  const given = allAnswers(answers);
  const matched = document.rules.map((rule, index) => ({ rule, index })).filter(({ rule }) => matches(rule, given[rule.question]));
  const of = (outcome: ScoringRule['outcome']) => matched.filter(({ rule }) => rule.outcome === outcome);

  const notEligible = of('notEligible');
  if (notEligible.length) return { result: 'notEligible', until: null, reasons: notEligible.map((m) => m.index) };
  const deferrals = of('deferUntil');
  if (deferrals.length) {
    const days = Math.max(...deferrals.map(({ rule }) => rule.deferDays ?? 0));
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const until = new Date(today + days * DAY_MS).toISOString().slice(0, 10);
    return { result: 'deferUntil', until, reasons: deferrals.map((m) => m.index) };
  }
  const contact = of('contact');
  if (contact.length) return { result: 'contact', until: null, reasons: contact.map((m) => m.index) };
  return { result: 'eligible', until: null, reasons: [] };
}

/** The result view (spec 3 "Custom layout") in the donor's language: the reasons follow the result's own lines. */
export function resultLayout(
  document: QualificationDocument,
  outcome: QualificationOutcome,
  lang: Language,
): CustomLayout & { overlayTitle: string } {
  const text = pickLanguage(document.results[outcome.result], lang);
  const reasons = outcome.reasons.flatMap((index) => {
    const rule = document.rules[index];
    return rule ? [pickLanguage(rule.reason, lang)] : [];
  });
  return {
    ...text,
    description: [...text.description, ...reasons],
    date: outcome.until ? `${outcome.until}T00:00:00.000Z` : null,
    overlayTitle: pickLanguage(document.overlayTitle, lang),
  };
}
