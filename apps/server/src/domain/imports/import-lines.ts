import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import type { ImportFormat } from '@portal/contract/services/ops/imports';

/** One record of a file as it came: the line it starts on (1 is the first) and its text without the line break. */
export interface StagedLine {
  lineNo: number;
  raw: string;
}

/** The file went past the configured size (`IMPORT_MAX_BYTES`): the read stops there. */
export class ImportTooLarge extends Error {
  constructor(readonly limit: number) {
    super('import too large');
  }
}

/**
 * The client sent nothing for the connection's idle time while the intake waited for its bytes: the upload is dropped
 * as one that broke off (its request destroyed with this error).
 */
export class ImportStalled extends Error {
  constructor(readonly idleMs: number) {
    super('import upload stalled');
  }
}

/**
 * The stream's chunks, the client's silence timed only while the intake waits for a chunk: the time the intake takes
 * with a chunk (the database behind, the socket paused by backpressure) is the server's, never the client's.
 */
async function* arriving(stream: Readable, idleMs: number): AsyncGenerator<Buffer> {
  const chunks = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      const timer = setTimeout(() => stream.destroy(new ImportStalled(idleMs)), idleMs);
      let next: IteratorResult<unknown>;
      try {
        next = await chunks.next();
      } finally {
        clearTimeout(timer);
      }
      if (next.done) return;
      yield next.value as Buffer;
    }
  } finally {
    await chunks.return?.();
  }
}

const countQuotes = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) count++;
  return count;
};

/**
 * The records of a stream, one at a time, never the whole file: NDJSON one a line; CSV one a line too, except a
 * quoted field holding line breaks, which keeps the record open until its quote closes. Empty lines are skipped
 * (their numbers still count, so a line number is the one an editor shows). A NUL, which PostgreSQL text refuses,
 * becomes U+FFFD and the line is then refused by its schema. A client silent for `idleMs` while its bytes are awaited
 * ends the stream with `ImportStalled`.
 */
export async function* recordsOf(
  stream: Readable,
  format: ImportFormat,
  limits: { maxBytes: number; idleMs: number },
): AsyncGenerator<StagedLine> {
  const { maxBytes, idleMs } = limits;
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let pending = '';
  let physical = 0;
  let open: { lineNo: number; text: string; quotes: number } | null = null;
  const take = function* (line: string): Generator<StagedLine> {
    physical++;
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (format === 'csv') {
      const quotes = countQuotes(text);
      if (open) {
        open = { lineNo: open.lineNo, text: `${open.text}\n${text}`, quotes: open.quotes + quotes };
      } else {
        if (text.trim() === '') return;
        open = { lineNo: physical, text, quotes };
      }
      if (open.quotes % 2 === 1) return;
      const done = open;
      open = null;
      yield { lineNo: done.lineNo, raw: done.text.replaceAll('\u0000', '\ufffd') };
      return;
    }
    if (text.trim() === '') return;
    yield { lineNo: physical, raw: text.replaceAll('\u0000', '\ufffd') };
  };
  for await (const buffer of arriving(stream, idleMs)) {
    bytes += buffer.length;
    if (bytes > maxBytes) throw new ImportTooLarge(maxBytes);
    pending += decoder.write(buffer);
    let start = 0;
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
      yield* take(pending.slice(start, end));
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending !== '' || open) yield* take(pending);
}

/** The fields of one CSV record (RFC 4180: commas, double quotes, `""` for a quote inside a quoted field). */
export function csvFields(record: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < record.length; at++) {
    const char = record[at];
    if (quoted) {
      if (char === '"' && record[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}
