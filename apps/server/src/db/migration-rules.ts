/**
 * Migrations safe for a rolling deploy (docs/operations.md): while a release's migrations run, the previous release
 * still serves, so a migration only adds (expand). What the previous release still reads or writes (a table, a column,
 * a type) is dropped or renamed by a later, separate migration (contract), marked `-- contract-of: <expand's tag>`.
 */

/** The journal index of the first migration held to the rule: the earlier ones predate rolling deploys (issue 28). */
export const FIRST_RULED_MIGRATION = 29;

const BREAKING: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /\bdrop\s+(table|column|view|materialized\s+view|type|schema|function|sequence)\b/i,
    reason: 'drops what the running release may use',
  },
  { pattern: /\brename\s+(column\s+|constraint\s+)?("?\w+"?\s+)?to\b/i, reason: 'renames what the running release may use' },
  { pattern: /\balter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i, reason: "changes a column's type under the running release" },
  {
    pattern: /\balter\s+column\s+"?\w+"?\s+set\s+not\s+null\b/i,
    reason: 'makes a column required that the running release may leave empty',
  },
  {
    pattern:
      /\badd\s+column\s+(if\s+not\s+exists\s+)?"?\w+"?\s+(?:(?!\bdefault\b)[^,;])*\bnot\s+null\b(?:(?!\bdefault\b)[^,;])*(?=[,;]|$)/i,
    reason: 'adds a required column without a default: the running release inserts rows without it',
  },
];

const CONTRACT_MARK = /^--\s*contract-of:\s*(\S+)\s*$/m;

export interface MigrationFinding {
  tag: string;
  statement: string;
  reason: string;
}

/** SQL without its comments, one statement per entry (drizzle-kit's breakpoints and semicolons). */
function statementsOf(text: string): string[] {
  return text
    .replace(/--[^\n]*/g, '')
    .split(/;|--> statement-breakpoint/)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * What in one migration would break the release still running beside it. A migration marked as the contract step of an
 * earlier one may drop and rename; a mark naming no earlier migration is itself a finding.
 */
export function checkMigration(tag: string, text: string, earlierTags: readonly string[]): MigrationFinding[] {
  const mark = CONTRACT_MARK.exec(text)?.[1];
  if (mark !== undefined) {
    return earlierTags.includes(mark) ? [] : [{ tag, statement: `-- contract-of: ${mark}`, reason: 'names no earlier migration' }];
  }
  return statementsOf(text).flatMap((statement) =>
    BREAKING.filter(({ pattern }) => pattern.test(statement)).map(({ reason }) => ({ tag, statement: statement.slice(0, 200), reason })),
  );
}
