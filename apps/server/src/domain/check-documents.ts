import type {
  CheckFormat,
  CustomLayout,
  LayoutButton,
  NotTodayModal,
  Prerequisite,
  ProgressLayout,
  QuestionType,
  SuccessLayout,
  TextBlock,
} from '@portal/contract';

/** A text in both interface languages. */
export interface Localized<T> {
  en: T;
  es: T;
}

export interface StoredOption {
  value: string;
  text: Localized<string>;
  /** Literacy check: choosing this option ends the check (spec 4 `end` flag). */
  endsCheck?: boolean;
}

export interface StoredQuestion {
  id: string;
  type: QuestionType;
  text: Localized<string>;
  options?: StoredOption[];
  min?: number;
  max?: number;
  unit?: Localized<string>;
  /** Text questions may be left empty; every other question must be answered. */
  optional?: boolean;
}

export interface StoredPage {
  title?: Localized<string>;
  text?: Localized<TextBlock[]>;
  questions: StoredQuestion[];
}

export type FormatTexts = Omit<CheckFormat, 'uniqueDocID'>;

/** What a scoring rule decides when it matches: a deferral until a date, not eligible (no date), or talk to the center. */
export type RuleOutcome = 'deferUntil' | 'notEligible' | 'contact';

export interface ScoringRule {
  question: string;
  when: { equals?: string; includes?: string; below?: number; above?: number };
  outcome: RuleOutcome;
  /** For `deferUntil`: days from the submission to the first day the donor may donate. */
  deferDays?: number;
  /** The deferral education topic of this reason. */
  educationCode: string;
  reason: Localized<string>;
}

export type ResultText = Omit<CustomLayout, 'date'>;
export type QualificationResult = 'eligible' | RuleOutcome;

export interface QualificationDocument {
  kind: 'qualification';
  format: Localized<FormatTexts>;
  pages: StoredPage[];
  rules: ScoringRule[];
  results: Record<QualificationResult, Localized<ResultText>>;
  overlayTitle: Localized<string>;
  /** Home cards: the step itself, the result when not eligible, and pre-screening done. */
  card: Localized<ProgressLayout>;
  notEligibleCard: Localized<ProgressLayout>;
  completedCard: Localized<ProgressLayout>;
}

export interface LiteracyDocument {
  kind: 'literacy';
  format: Localized<FormatTexts>;
  prerequisite?: Localized<Prerequisite>;
  pages: StoredPage[];
  success: Localized<SuccessLayout>;
  card: Localized<ProgressLayout>;
  notToday: Localized<NotTodayModal>;
  notTodayCard: Localized<ProgressLayout>;
}

export interface SurveyDocument {
  kind: 'predonorsurvey';
  intro: Localized<{ title: string; description: string[]; submitButtonText: string; nextButtonText: string }>;
  pages: StoredPage[];
  success: Localized<SuccessLayout>;
  card: Localized<ProgressLayout>;
}

export type CheckDocument = QualificationDocument | LiteracyDocument | SurveyDocument;
export type CheckKind = CheckDocument['kind'];

/** The outcome of a submitted qualification check, kept so the result reads the same later. */
export interface QualificationOutcome {
  result: QualificationResult;
  /** YYYY-MM-DD, the first day the donor may donate, for `deferUntil`. */
  until: string | null;
  /** Indexes of the rules that matched. */
  reasons: number[];
}

export type { LayoutButton };
