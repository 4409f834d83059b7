import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { eq, sql } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { importJobs } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../../service-context';
import { csvFields, ImportTooLarge, recordsOf, type StagedLine } from './import-lines';

/** The job engine's name for applying staged imports. */
export const IMPORT_JOB = 'ops-imports';

/** Lines staged by one multi-row insert. */
const STAGE_CHUNK_LINES = 2_000;

/** Runs asked for once a file is staged: two processes share its batches from the start. */
const RUNS_ASKED = 2;

/**
 * Who sends a file: an API client (its centers then bound every line) or an admin in the console (every center); the
 * name is what the console's list and the report show.
 */
export type ImportSender =
  | { clientId: string; staffId?: undefined; name: string; centerIds: readonly number[] | null }
  | { clientId?: undefined; staffId: string; name: string; centerIds: null };

/** The columns a CSV file of each kind cannot do without: a line's natural key. */
const keyColumns: Record<ImportKind, readonly string[]> = {
  donors: ['donorNumber'],
  centers: ['locationID'],
  visits: ['donorNumber', 'locationID', 'visitNumber'],
};

/** A CSV file whose header row lacks a key column: refused whole, before a line is staged. */
export class ImportHeaderInvalid extends Error {
  constructor(readonly missing: readonly string[]) {
    super('import header invalid');
  }
}

/** The format a request's `Content-Type` names, or null for one the import does not read. */
export function importFormatOf(contentType: string | undefined): ImportFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-ndjson' || type === 'application/jsonl') return 'ndjson';
  if (type === 'text/csv') return 'csv';
  return null;
}

function insertLines(db: Db, importId: string, lines: readonly StagedLine[]): Promise<unknown> {
  const chunk = JSON.stringify(lines.map((line) => ({ n: line.lineNo, r: line.raw })));
  return db.execute(sql`insert into import_lines (import_id, line_no, raw)
    select ${importId}::uuid, x.n, x.r from jsonb_to_recordset(${chunk}::jsonb) as x(n int, r text)`);
}

/**
 * Stages a file as it arrives, never whole: its records in chunks of multi-row inserts (the next chunk is read while
 * the last is written), a CSV file's header row on the import (refused when it lacks the kind's key columns). Answers the import's id and its number of lines;
 * `null` lines when the file held none. If the upload breaks off or grows past `maxBytes`, the import and its lines
 * are deleted and the error goes on: nothing of a file that did not arrive whole is ever applied.
 */
export async function stageImport(
  db: Db,
  upload: { kind: ImportKind; format: ImportFormat; sender: ImportSender; stream: Readable; maxBytes: number; now: Date },
): Promise<{ id: string; totalLines: number }> {
  const [job] = await db
    .insert(importJobs)
    .values({
      kind: upload.kind,
      format: upload.format,
      state: 'receiving',
      clientId: upload.sender.clientId ?? null,
      staffId: upload.sender.staffId ?? null,
      clientName: upload.sender.name,
      centerIds: upload.sender.centerIds === null ? null : [...upload.sender.centerIds],
      createdAt: upload.now,
    })
    .returning({ id: importJobs.id });
  if (!job) throw new Error('import insert returned no row');
  let header: string | null = null;
  let total = 0;
  let chunk: StagedLine[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for await (const line of recordsOf(upload.stream, upload.format, upload.maxBytes)) {
      if (upload.format === 'csv' && header === null) {
        const columns = csvFields(line.raw);
        const missing = keyColumns[upload.kind].filter((column) => !columns.includes(column));
        if (missing.length > 0) throw new ImportHeaderInvalid(missing);
        header = line.raw;
        continue;
      }
      chunk.push(line);
      total++;
      if (chunk.length >= STAGE_CHUNK_LINES) {
        await writing;
        writing = insertLines(db, job.id, chunk);
        chunk = [];
      }
    }
    await writing;
    if (chunk.length > 0) await insertLines(db, job.id, chunk);
  } catch (error) {
    await writing.catch(() => undefined);
    await db.delete(importJobs).where(eq(importJobs.id, job.id));
    throw error;
  }
  await db
    .update(importJobs)
    .set({ header, totalLines: total, state: total === 0 ? 'done' : 'queued', finishedAt: total === 0 ? upload.now : null })
    .where(eq(importJobs.id, job.id));
  return { id: job.id, totalLines: total };
}

/**
 * An upload as both routes take it (`POST /api/ops/imports` from a client, `POST /api/integrations/imports` from an
 * admin): its format from `Content-Type` (415 otherwise), a `Content-Length` over `IMPORT_MAX_BYTES` refused before a
 * byte is read and a body that grows past it stopped (413), a CSV header without the key columns refused (400); any
 * refusal leaves nothing staged. Once staged, the job engine is asked to apply it.
 */
export async function receiveImport(
  services: Pick<Services, 'db' | 'config' | 'clock' | 'jobs'>,
  upload: { kind: ImportKind; headers: IncomingHttpHeaders; stream: Readable; sender: ImportSender },
): Promise<{ id: string; totalLines: number; format: ImportFormat }> {
  const maxBytes = services.config.importMaxBytes;
  const format = importFormatOf(upload.headers['content-type']);
  if (!format) throw new ServiceError(415, 'importFormatInvalid');
  const tooLarge = new ServiceError(413, 'importTooLarge', { limit: maxBytes });
  if (Number(upload.headers['content-length'] ?? 0) > maxBytes) throw tooLarge;
  const staged = await stageImport(services.db, {
    kind: upload.kind,
    format,
    sender: upload.sender,
    stream: upload.stream,
    maxBytes,
    now: services.clock.now(),
  }).catch((error: unknown) => {
    if (error instanceof ImportTooLarge) throw tooLarge;
    if (error instanceof ImportHeaderInvalid) throw new ServiceError(400, 'importHeaderInvalid', { columns: error.missing.join(', ') });
    throw error;
  });
  for (let run = 0; run < RUNS_ASKED; run++) await services.jobs.trigger(IMPORT_JOB);
  return { ...staged, format };
}
