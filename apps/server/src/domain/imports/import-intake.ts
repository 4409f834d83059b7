import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { eq, sql } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import { importJobs, importLines } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../../service-context';
import { csvFields, ImportTooLarge, recordsOf, type StagedLine } from './import-lines';

/** The job engine's name for applying staged imports. */
export const IMPORT_JOB = 'ops-imports';

/** Lines staged by one multi-row insert (the embedded database), or handed to COPY at a time (PostgreSQL). */
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

/** A line in COPY's text format: its backslashes, tabs and line breaks escaped (a CSV record may hold line breaks). */
const copyText = (line: StagedLine): string =>
  `${line.lineNo}\t${line.raw.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r')}\n`;

interface Received {
  header: string | null;
  total: number;
}

/**
 * The file's records, a CSV file's header row kept aside in `received` (refused when it lacks the kind's key columns),
 * counted as they pass.
 */
async function* linesOf(upload: StageUpload, received: Received): AsyncGenerator<StagedLine> {
  for await (const line of recordsOf(upload.stream, upload.format, { maxBytes: upload.maxBytes, idleMs: upload.idleMs })) {
    if (upload.format === 'csv' && received.header === null) {
      const columns = csvFields(line.raw);
      const missing = keyColumns[upload.kind].filter((column) => !columns.includes(column));
      if (missing.length > 0) throw new ImportHeaderInvalid(missing);
      received.header = line.raw;
      continue;
    }
    received.total++;
    yield line;
  }
}

/** The lines in chunks: an array of `STAGE_CHUNK_LINES` at most. */
async function* chunksOf(lines: AsyncIterable<StagedLine>): AsyncGenerator<StagedLine[]> {
  let chunk: StagedLine[] = [];
  for await (const line of lines) {
    chunk.push(line);
    if (chunk.length >= STAGE_CHUNK_LINES) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * PostgreSQL: one `COPY … FROM STDIN` for the whole file, fed as it arrives (the pipeline waits for the database when
 * it falls behind, so the upload is read no faster than it is written). One statement, so a file that breaks off or
 * grows too large leaves no line: the COPY is abandoned and rolled back. No JSON built and parsed again, no statement
 * a chunk.
 */
async function copyLines(pool: pg.Pool, importId: string, lines: AsyncIterable<StagedLine>): Promise<void> {
  const client = await pool.connect();
  let failed = false;
  try {
    const copy = client.query(copyFrom(`copy import_lines (import_id, line_no, raw) from stdin`));
    const prefix = `${importId}\t`;
    async function* text(): AsyncGenerator<string> {
      for await (const chunk of chunksOf(lines)) yield chunk.map((line) => prefix + copyText(line)).join('');
    }
    await pipeline(Readable.from(text()), copy);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A connection whose COPY was abandoned is closed rather than handed to the next caller.
    client.release(failed);
  }
}

/** The embedded database (no COPY from a stream): a multi-row insert a chunk, the next chunk read while the last is written. */
async function insertAll(db: Db, importId: string, lines: AsyncIterable<StagedLine>): Promise<void> {
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for await (const chunk of chunksOf(lines)) {
      await writing;
      writing = insertLines(db, importId, chunk);
    }
  } catch (error) {
    await writing.catch(() => undefined);
    throw error;
  }
  await writing;
}

interface StageUpload {
  kind: ImportKind;
  format: ImportFormat;
  sender: ImportSender;
  stream: Readable;
  maxBytes: number;
  /** How long the client may send nothing while its bytes are awaited (the connection's idle time, `REQUEST_TIMEOUT_MS`). */
  idleMs: number;
  now: Date;
}

/**
 * Stages a file as it arrives, never whole: its records by COPY on PostgreSQL, in chunks of multi-row inserts on the
 * embedded database; a CSV file's header row on the import (refused when it lacks the kind's key columns). Answers
 * the import's id and its number of lines. If the upload breaks off or grows past `maxBytes`, the import and its lines
 * are deleted and the error goes on: nothing of a file that did not arrive whole is ever applied.
 */
export async function stageImport(db: Db, upload: StageUpload): Promise<{ id: string; totalLines: number }> {
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
  const received: Received = { header: null, total: 0 };
  const lines = linesOf(upload, received);
  // node-postgres's pool behind drizzle (`$client`): PostgreSQL; PGlite's client is no pool.
  const pool = (db as { $client?: unknown }).$client;
  try {
    if (pool instanceof pg.Pool) await copyLines(pool, job.id, lines);
    else await insertAll(db, job.id, lines);
  } catch (error) {
    // The lines first: no foreign key deletes them with their import (decision 062). A COPY that failed left none.
    await db.delete(importLines).where(eq(importLines.importId, job.id));
    await db.delete(importJobs).where(eq(importJobs.id, job.id));
    throw error;
  }
  const { header, total } = received;
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
    idleMs: services.config.requestTimeoutMs,
    now: services.clock.now(),
  }).catch((error: unknown) => {
    if (error instanceof ImportTooLarge) throw tooLarge;
    if (error instanceof ImportHeaderInvalid) throw new ServiceError(400, 'importHeaderInvalid', { columns: error.missing.join(', ') });
    throw error;
  });
  for (let run = 0; run < RUNS_ASKED; run++) await services.jobs.trigger(IMPORT_JOB);
  return { ...staged, format };
}
