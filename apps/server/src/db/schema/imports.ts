import type { ImportFormat, ImportKind, ImportOutcome, ImportState } from '@portal/contract/services/ops/imports';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A bulk import (issue 31): who sent it (a client, or an admin from the console) and within which centers (the client's scope when it was sent), its progress
 * and counts. Processes share no disk, so the file itself is staged line by line in `import_lines`.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ImportKind>().notNull(),
    format: text('format').$type<ImportFormat>().notNull(),
    state: text('state').$type<ImportState>().notNull(),
    /** The API client that sent the file; null for an admin's upload from the console (`staffId`). */
    clientId: uuid('client_id'),
    staffId: uuid('staff_id'),
    /** The client's name, or the admin's: who sent the file, as the console lists it. */
    clientName: text('client_name').notNull(),
    /** The client's centers when it sent the file; null: every center. Applied to each line. */
    centerIds: integer('center_ids').array(),
    /** A CSV file's header row, by which each staged line is read. */
    header: text('header'),
    totalLines: integer('total_lines').notNull().default(0),
    /**
     * Counts written by the releases before `import_batches` (one update a batch, on which the batches of all processes
     * waited): an import's counts are these plus its batches'. Dropped by a later contract migration.
     */
    processedLines: integer('processed_lines').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the retention job deleted its lines (`IMPORT_LINES_RETENTION_DAYS` after it finished): the counts stay. */
    linesDeletedAt: timestamp('lines_deleted_at', { withTimezone: true }),
  },
  (table) => [index('import_jobs_created_idx').on(table.createdAt), index('import_jobs_state_idx').on(table.state)],
);

/**
 * One line of an import as it came (`raw`) and, once a batch has applied it, its outcome; a refused line keeps the
 * field and the reason. The raw text of an applied line is cleared in the same statement: only refused lines keep it.
 */
export const importLines = pgTable(
  'import_lines',
  {
    /**
     * No foreign key to `import_jobs`: its check on every staged line was a fifth of staging's time (decision 062); the
     * lines are deleted with their import by the code that deletes it (a refused upload, the retention job).
     */
    importId: uuid('import_id').notNull(),
    lineNo: integer('line_no').notNull(),
    raw: text('raw'),
    outcome: text('outcome').$type<ImportOutcome>(),
    reasonField: text('reason_field'),
    reasonCode: text('reason_code'),
  },
  (table) => [
    // The lines in order: a batch claims the first without an outcome after its worker's last line (decision 062: no
    // partial index of pending lines, whose upkeep was most of staging's time).
    primaryKey({ columns: [table.importId, table.lineNo] }),
    // The refused lines, in order: the report pages them without reading the lines applied (a million, for a first load).
    index('import_lines_refused_idx')
      .on(table.importId, table.lineNo)
      .where(sql`${table.outcome} = 'refused'`),
  ],
);

/**
 * What one batch of an import applied: its first line and its counts. A row a batch, written by the batch's statement,
 * so batches of several processes never wait for each other on a shared counter; the report sums them.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    firstLine: integer('first_line').notNull(),
    lines: integer('lines').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    refused: integer('refused').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.firstLine] })],
);
