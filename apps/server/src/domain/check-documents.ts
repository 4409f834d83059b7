import type {
  Bilingual,
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

export interface StoredOption {
  value: string;
  text: Bilingual;
  /** Literacy check: choosing this option ends the check (spec 4 `end` flag). */
  endsCheck?: boolean;
}

export interface StoredQuestion {
  id: string;
  type: QuestionType;
  text: Bilingual;
  options?: StoredOption[];
  min?: number;
  max?: number;
  unit?: Bilingual;
  /** Text questions may be left empty; every other question must be answered. */
  optional?: boolean;
}

export interface StoredPage {
  title?: Bilingual;
  text?: Bilingual<TextBlock[]>;
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
  reason: Bilingual;
}

export type ResultText = Omit<CustomLayout, 'date'>;
export type QualificationResult = 'eligible' | RuleOutcome;

export interface QualificationDocument {
  kind: 'qualification';
  format: Bilingual<FormatTexts>;
  pages: StoredPage[];
  rules: ScoringRule[];
  results: Record<QualificationResult, Bilingual<ResultText>>;
  overlayTitle: Bilingual;
  /** Home cards: the step itself, the result when not eligible, and pre-screening done. */
  card: Bilingual<ProgressLayout>;
  notEligibleCard: Bilingual<ProgressLayout>;
  completedCard: Bilingual<ProgressLayout>;
}

export interface LiteracyDocument {
  kind: 'literacy';
  format: Bilingual<FormatTexts>;
  prerequisite?: Bilingual<Prerequisite>;
  pages: StoredPage[];
  success: Bilingual<SuccessLayout>;
  card: Bilingual<ProgressLayout>;
  notToday: Bilingual<NotTodayModal>;
  notTodayCard: Bilingual<ProgressLayout>;
}

export interface SurveyDocument {
  kind: 'predonorsurvey';
  intro: Bilingual<{ title: string; description: string[]; submitButtonText: string; nextButtonText: string }>;
  pages: StoredPage[];
  success: Bilingual<SuccessLayout>;
  card: Bilingual<ProgressLayout>;
}

/** The day's health questionnaire of express check-in (issue 15), answered on the day of an appointment. */
export interface CheckInDocument {
  kind: 'checkin';
  intro: Bilingual<{ title: string; description: string; submitButtonText: string; nextButtonText: string }>;
  pages: StoredPage[];
}

export type CheckDocument = QualificationDocument | LiteracyDocument | SurveyDocument | CheckInDocument;
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
