import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';
import { importKinds, type ImportKind, type ImportReport } from '@portal/contract/services/ops/imports';
import type { Config } from '../config';

export const importUsage = `Usage: npm run ops -- import donors|centers|visits <file.csv|file.ndjson> [--url https://portal.example.com] [--secret dpk_…]
Posts the file to POST /api/ops/imports as an API client (the secret from --secret or OPS_CLIENT_SECRET; the server
from --url, else PUBLIC_URL, else http://localhost:PORT), shows the upload and then the import's progress on stderr,
and prints the report (counts and refused lines) when it is done. Exit code 0 when no line was refused, 3 otherwise.`;

const BAR_WIDTH = 30;

function bar(label: string, done: number, total: number): void {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  process.stderr.write(
    `\r${label} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${(share * 100).toFixed(0)}% (${done}/${total})   `,
  );
}

function upload(target: URL, file: string, size: number, type: string, secret: string): Promise<{ status: number; body: string }> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = client.request(
      target,
      { method: 'POST', headers: { 'content-type': type, 'content-length': size, authorization: `Bearer ${secret}` } },
      (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    // A server that refuses the file (413) answers before it is all sent and may close the connection under it: the
    // answer is what counts then, not the write that broke off.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const stream = createReadStream(file);
    stream.on('data', (chunk) => {
      sent += chunk.length;
      bar('upload ', sent, size);
    });
    stream.pipe(request);
  });
}

/** A refusal's message (the server's error reply, in the language it answered in), else the body as it came. */
function refusalText(body: string): string {
  try {
    const reply = JSON.parse(body) as { message?: unknown; fields?: { path: string; message: string }[] };
    const fields = (reply.fields ?? []).map((field) => `${field.path}: ${field.message}`);
    return typeof reply.message === 'string' ? [reply.message, ...fields].join(' ') : body;
  } catch {
    return body;
  }
}

async function report(base: URL, id: string, secret: string, after = 0): Promise<ImportReport> {
  const res = await fetch(new URL(`/api/ops/imports/${id}?after=${after}&limit=500`, base), {
    headers: { authorization: `Bearer ${secret}` },
  });
  if (!res.ok) throw new Error(`GET /api/ops/imports/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ImportReport;
}

/**
 * `import <kind> <file>`: a client of the running portal over HTTP, as the company's systems are (decision 058): the
 * lines are applied by the servers' job engine, within the client's centers and under its name in the audit trail,
 * and the operator's machine needs no database access.
 */
export async function importCommand(argv: string[], config: Config): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { url: { type: 'string' }, secret: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [kind, file] = positionals;
  const secret = values.secret ?? process.env.OPS_CLIENT_SECRET;
  if (!kind || !(importKinds as readonly string[]).includes(kind) || !file || !secret) {
    console.error(importUsage);
    return 2;
  }
  const base = new URL(values.url ?? config.publicUrl ?? `http://localhost:${config.port}`);
  const type = /\.(ndjson|jsonl)$/i.test(file) ? 'application/x-ndjson' : 'text/csv';
  const { size } = await stat(file);
  const sent = await upload(new URL(`/api/ops/imports?kind=${kind as ImportKind}`, base), file, size, type, secret);
  process.stderr.write('\n');
  if (sent.status !== 202) {
    console.error(`the import was refused (${sent.status}): ${refusalText(sent.body)}`);
    return 1;
  }
  const { importID } = JSON.parse(sent.body) as { importID: string };
  let current = await report(base, importID, secret);
  while (current.state !== 'done') {
    bar('applied', current.processedLines, current.totalLines);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    current = await report(base, importID, secret);
  }
  bar('applied', current.processedLines, current.totalLines);
  process.stderr.write('\n');
  const { counts } = current;
  console.log(
    `import ${importID}: ${current.totalLines} lines, ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`,
  );
  for (let page = current; ; page = await report(base, importID, secret, page.nextAfter ?? 0)) {
    for (const line of page.refusedLines) console.log(`line ${line.line}: ${line.field}: ${line.message}`);
    if (page.nextAfter === null) break;
  }
  return counts.refused > 0 ? 3 : 0;
}
