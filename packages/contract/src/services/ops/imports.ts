import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';
import { INT32_MAX } from '../../rules/safe-input';
import { opsRateLimits } from './ops-limits';

/** What a bulk import loads (issue 31): one kind of record a file. */
export const importKinds = ['donors', 'centers', 'visits'] as const;
export type ImportKind = (typeof importKinds)[number];

/** How the lines are written: one JSON object a line, or CSV with a header row. */
export const importFormats = ['ndjson', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

/**
 * An import's life: `receiving` while the file comes in, `queued` once it is staged whole, `processing` while the job
 * engine applies its lines, `done`. An upload that breaks off leaves no import: nothing of it is applied.
 */
export const importStates = ['receiving', 'queued', 'processing', 'done'] as const;
export type ImportState = (typeof importStates)[number];

/** What became of a line, by its natural key (donor number, location id, visit number at its center). */
export const importOutcomes = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The most bytes an import takes when `IMPORT_MAX_BYTES` is not set (2 GiB). */
export const importMaxBytesDefault = 2 * 1024 ** 3;

/** Refused lines a page of the report holds, at most. */
export const importRefusedPageMax = 500;

export const postImportQuerySchema = z.object({
  kind: z.enum(importKinds, 'importKindInvalid').describe('What the file holds: `donors`, `centers` or `visits`.'),
});

export const postImportReplySchema = z.object({
  status: okStatus,
  importID: z.string().describe('Follow it at `GET /api/ops/imports/{importID}`.'),
  /** The lines staged; each is reported once processed. */
  totalLines: z.number().int(),
});

/**
 * `POST /api/ops/imports?kind=donors|centers|visits`: a file of records (`application/x-ndjson`, or `text/csv` with a
 * header row) streamed into staging, answered 202 once staged; the job engine applies it in batches. The only route
 * that takes a large body (`IMPORT_MAX_BYTES`, 2 GiB by default; 413 beyond), and exempt from the request timeout while
 * bytes keep arriving.
 */
export const postImportRoute = defineRestRoute({
  method: 'POST',
  url: '/api/ops/imports',
  auth: 'apiClient',
  apiOperation: 'imports',
  auditAction: 'ops/postImport',
  rateLimits: opsRateLimits,
  query: postImportQuerySchema,
  bodyEncoding: 'stream',
  slowBody: true,
  reply: postImportReplySchema,
  personalData: false,
});

export const importPathSchema = z.object({
  id: z.uuid('importNotFound').describe('The `importID` the upload answered.'),
});

export const importReportQuerySchema = z.object({
  after: z.coerce
    .number('badRequest')
    .int('badRequest')
    .min(0, 'badRequest')
    .max(INT32_MAX, 'badRequest')
    .default(0)
    .describe('Refused lines after this line number (the `nextAfter` of the page before).'),
  limit: z.coerce.number('badRequest').int('badRequest').min(1, 'badRequest').max(importRefusedPageMax, 'badRequest').default(100),
});

export const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});

/** A refused line: its number in the file and the field at fault with the reason, in the caller's language. */
export const refusedLineSchema = z.object({
  line: z.number().int(),
  field: z.string().describe('The field at fault (`line` when the line itself could not be read).'),
  code: z.string(),
  message: z.string(),
});
export type RefusedLine = z.infer<typeof refusedLineSchema>;

export const importReportSchema = z.object({
  id: z.string(),
  kind: z.enum(importKinds),
  format: z.enum(importFormats),
  state: z.enum(importStates),
  clientName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the retention job deleted its lines (`IMPORT_LINES_RETENTION_DAYS` after it finished): no refused line is listed then. */
  linesDeletedAt: z.string().nullable(),
  totalLines: z.number().int(),
  processedLines: z.number().int(),
  counts: importCountsSchema,
  refusedLines: z.array(refusedLineSchema),
  /** The `after` of the next page of refused lines; null on the last. */
  nextAfter: z.number().int().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** `GET /api/ops/imports/{id}`: the import's state, progress and counts, and a page of its refused lines. */
export const getImportRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ops/imports/:id',
  auth: 'apiClient',
  apiOperation: 'imports',
  rateLimits: opsRateLimits,
  params: importPathSchema,
  query: importReportQuerySchema,
  reply: importReportSchema.extend({ status: okStatus }),
  personalData: false,
});
