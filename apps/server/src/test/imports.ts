import { expect } from 'vitest';
import { applyStagedImports } from '../features/ops/imports/import-batches';
import type { TestApp } from './test-app';

export interface ImportReport {
  state: string;
  counts: Record<string, number>;
  refusedLines: { line: number; field: string; code: string; message: string }[];
}

/**
 * Posts a file of donor lines as an API client, applies it with the job's own function and answers the import's report
 * in `lang`.
 */
export async function importDonorFile(t: TestApp, secret: string, body: string, type: string, lang = 'en'): Promise<ImportReport> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/imports?kind=donors',
    headers: { 'content-type': type, authorization: `Bearer ${secret}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(202);
  await applyStagedImports({ db: t.database.db, clock: t.clock, config: t.config });
  const report = await t.app.inject({
    method: 'GET',
    url: `/api/ops/imports/${res.json<{ importID: string }>().importID}`,
    headers: { authorization: `Bearer ${secret}`, 'accept-language': lang },
  });
  expect(report.statusCode, report.body).toBe(200);
  return report.json<ImportReport>();
}
