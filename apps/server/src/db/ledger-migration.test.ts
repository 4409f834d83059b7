import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabaseName } from '../test/database-names';
import { migrationsFolder, openPostgres, wrapPglite, type Database } from './client';

/** Migration 0008 on ledger rows as every booking path wrote them before it: each sentence becomes a kind's details. */
let database: Database;
let dropDatabase: () => Promise<void> = async () => undefined;

async function openEmptyDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return wrapPglite(await PGlite.create());
  const name = `portal_ledger_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return openPostgres(withDatabaseName(postgresUrl, name), 1);
}

async function applyMigration(tag: string): Promise<void> {
  const text = await readFile(`${migrationsFolder}/${tag}.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const donor = randomUUID();
const friend = randomUUID();
const visit = randomUUID();
const order = randomUUID();
const spin = randomUUID();
/** [description, idempotency key, visit] as the code before 0008 booked them. */
const oldRows: [string, string | null, string | null][] = [
  ['Donation at Demo Plasma Austin North', `visit:${visit}`, visit],
  ['Bronze bonus +25%', `visit-bonus:${visit}`, visit],
  ['After-donation wheel', `wheel:${spin}`, visit],
  ['Referral bonus', `referral:${friend}`, null],
  ['Survey: Quick survey', `survey:promo-center-survey:${donor}`, null],
  [`Order ${order.slice(0, 8).toUpperCase()}`, `order:${order}`, null],
  ['Refund: item out of stock', `order-refund:${order}`, null],
  ['Gift card', null, null],
];

beforeAll(async () => {
  database = await openEmptyDatabase();
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
  for (const { tag } of journal.entries.filter((e) => e.tag < '0008')) await applyMigration(tag);
  await database.db.transaction(async (tx) => {
    // The donor and visit the rows point to are not part of the test: foreign keys are not checked while loading.
    await tx.execute(sql`set local session_replication_role = replica`);
    let balance = 0;
    for (const [index, [description, key, visitId]] of oldRows.entries()) {
      balance += 10;
      await tx.execute(sql`insert into points_ledger (donor_id, kind, points, balance_after, description, visit_id, idempotency_key, created_at)
        values (${donor}, 'bonus', 10, ${balance}, ${description}, ${visitId}, ${key}, ${new Date(Date.UTC(2026, 0, index + 1)).toISOString()})`);
    }
  });
  await applyMigration('0008_ledger-details');
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe('migration 0008: ledger details', () => {
  it('moves every sentence to its details, keeps the rest of each row, and drops the text column', async () => {
    const result = (await database.db.execute(sql`select * from points_ledger order by id`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(result.rows.map((row) => row.details)).toEqual([
      { reason: 'donation', visitId: visit },
      { reason: 'tierBonus', visitId: visit, tier: 'bronze', bonusPercent: 25 },
      { reason: 'wheel', visitId: visit },
      { reason: 'referral', referredDonorId: friend },
      { reason: 'survey', promotionId: 'promo-center-survey' },
      { reason: 'order', orderId: order },
      { reason: 'orderRefund', orderId: order },
      { reason: 'legacy', note: 'Gift card' },
    ]);
    expect(result.rows.map((row) => [row.points, row.balance_after, row.idempotency_key])).toEqual(
      oldRows.map(([, key], index) => [10, 10 * (index + 1), key]),
    );
    expect(result.rows.every((row) => !('description' in row))).toBe(true);
  });
});
