import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client';
import { importJobs } from '../../../db/schema/index';
import type { ApiClientIdentity } from '../../../service-context';
import { recordsOf, type StagedLine } from './import-lines';

/** Lines staged by one multi-row insert. */
const STAGE_CHUNK_LINES = 2_000;

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
 * the last is written), a CSV file's header row on the import. Answers the import's id and its number of lines;
 * `null` lines when the file held none. If the upload breaks off or grows past `maxBytes`, the import and its lines
 * are deleted and the error goes on: nothing of a file that did not arrive whole is ever applied.
 */
export async function stageImport(
  db: Db,
  upload: { kind: ImportKind; format: ImportFormat; client: ApiClientIdentity; stream: Readable; maxBytes: number; now: Date },
): Promise<{ id: string; totalLines: number }> {
  const [job] = await db
    .insert(importJobs)
    .values({
      kind: upload.kind,
      format: upload.format,
      state: 'receiving',
      clientId: upload.client.id,
      clientName: upload.client.name,
      centerIds: upload.client.centerIds === null ? null : [...upload.client.centerIds],
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
