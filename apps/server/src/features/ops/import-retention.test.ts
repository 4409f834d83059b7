import { DAY_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/factories/staff';
import { importJobs, importLines } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW as TEST_NOW_ISO, type TestApp } from '../../test/test-app';
import { pruneImportLines } from './imports/import-retention';

const TEST_NOW = new Date(TEST_NOW_ISO);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(() => t.close());

const ago = (days: number) => new Date(TEST_NOW.getTime() - days * DAY_MS);

/** An import as the batches leave it: finished (or not) at a time, with an applied line and a refused one. */
async function importFinished(finishedAt: Date | null): Promise<string> {
  const [job] = await t.database.db
    .insert(importJobs)
    .values({
      kind: 'donors',
      format: 'ndjson',
      state: finishedAt ? 'done' : 'processing',
      clientName: 'Nightly DMS',
      totalLines: 2,
      processedLines: finishedAt ? 2 : 1,
      created: 1,
      refused: finishedAt ? 1 : 0,
      createdAt: ago(60),
      finishedAt,
    })
    .returning({ id: importJobs.id });
  if (!job) throw new Error('no import');
  await t.database.db.insert(importLines).values([
    { importId: job.id, lineNo: 1, raw: null, outcome: 'created' },
    { importId: job.id, lineNo: 2, raw: '{"donorNumber":"X","firstName":"Ana"}', outcome: finishedAt ? 'refused' : null },
  ]);
  return job.id;
}

const linesOf = async (id: string) => (await t.database.db.select().from(importLines).where(eq(importLines.importId, id))).length;

describe('retention of staged import lines (docs/privacy.md), with the injected clock', () => {
  it('deletes the lines of imports finished more than IMPORT_LINES_RETENTION_DAYS ago, keeps their counts, and finds nothing a second time', async () => {
    expect(t.config.importLinesRetentionDays).toBe(30);
    const old = await importFinished(ago(31));
    const recent = await importFinished(ago(29));
    const running = await importFinished(null);

    expect(await pruneImportLines(t.database.db, t.clock.now(), t.config.importLinesRetentionDays)).toEqual({ imports: 1, lines: 2 });
    expect(await linesOf(old)).toBe(0);
    expect(await linesOf(recent)).toBe(2);
    expect(await linesOf(running)).toBe(2);
    const [kept] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, old));
    expect(kept).toMatchObject({ state: 'done', totalLines: 2, created: 1, refused: 1, linesDeletedAt: TEST_NOW });

    // The report keeps the counts and says the lines are gone.
    const report = await t.call('integrations/getImportReport', { id: old }, { token: admin });
    expect(report.json()).toMatchObject({
      counts: { created: 1, refused: 1 },
      refusedLines: [],
      linesDeletedAt: TEST_NOW.toISOString(),
    });

    expect(await pruneImportLines(t.database.db, t.clock.now(), t.config.importLinesRetentionDays)).toEqual({ imports: 0, lines: 0 });
    // Two days on by the clock, the recent one's time has come.
    expect(await pruneImportLines(t.database.db, new Date(TEST_NOW.getTime() + 2 * DAY_MS), 30)).toEqual({ imports: 1, lines: 2 });
    expect(await linesOf(recent)).toBe(0);
    expect(await linesOf(running)).toBe(2);
  });

  it('runs once when two processes start it together: the lines go once, no run fails', async () => {
    const due = await importFinished(ago(45));
    const runs = await Promise.all([
      pruneImportLines(t.database.db, t.clock.now(), 30),
      pruneImportLines(t.database.db, t.clock.now(), 30),
    ]);
    const pruned = runs.reduce((sum, run) => sum + (run?.imports ?? 0), 0);
    expect(pruned).toBe(1);
    expect(await linesOf(due)).toBe(0);
  });
});
