import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignChannelsSql } from '../features/insights/campaign-sql';
import { openMigrationDatabase } from '../test/migration-database';

type Opened = Awaited<ReturnType<typeof openMigrationDatabase>>;
let opened: Opened;
const campaign = randomUUID();
const other = randomUUID();
const donor = randomUUID();

/** An outbox row as the code before 0046 wrote it: no campaign column. */
const outboxRow = (channel: string, state: string, dedupeKey: string | null) =>
  `insert into messages_outbox (channel, destination, language, template, subject, body, created_at, state, dedupe_key)
   values ('${channel}', 'to-${randomUUID()}', 'en', 'campaign', 'Double points', 'Donate', '2026-06-02T15:00:00Z', '${state}', ${
     dedupeKey === null ? 'null' : `'${dedupeKey}'`
   })`;

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_outbox_campaign');
  const at = opened.tags.indexOf('0046_outbox-campaign-id');
  expect(at).toBeGreaterThan(0);
  for (const tag of opened.tags.slice(0, at)) await opened.applyMigration(tag);
  for (const id of [campaign, other])
    await opened.database.executeSql(
      `insert into campaigns (id, title, message, segment, status, started_at, created_at, updated_at)
       values ($1, '{"en":"Double points","es":"Puntos dobles"}', '{"en":"Donate","es":"Dona"}', '{}', 'sent',
               '2026-06-02T15:00:00Z', '2026-06-01T15:00:00Z', '2026-06-02T15:00:00Z')`,
      [id],
    );
  await opened.database.executeSql(outboxRow('email', 'delivered', `campaign:${campaign}:${donor}:email`));
  await opened.database.executeSql(outboxRow('sms', 'sent', `campaign:${campaign}:${donor}:sms`));
  await opened.database.executeSql(outboxRow('push', 'queued', `campaign:${other}:${randomUUID()}:push`));
  // Not a campaign's: another key, no key, and a key naming no campaign.
  await opened.database.executeSql(outboxRow('email', 'sent', `reminder:${donor}:email`));
  await opened.database.executeSql(outboxRow('email', 'sent', null));
  await opened.database.executeSql(outboxRow('email', 'sent', `campaign:${randomUUID()}:${donor}:email`));
  for (const tag of opened.tags.slice(at)) await opened.applyMigration(tag);
}, 120_000);
afterAll(() => opened.close());

describe('migration 0046: the outbox names its campaign', () => {
  it('gives the messages campaigns sent before it their campaign, and no other message one', async () => {
    const { rows } = await opened.database.executeSql(
      `select campaign_id::text as campaign, channel, count(*)::int as n from messages_outbox group by 1, 2 order by 1 nulls last, 2`,
    );
    expect(rows).toEqual([
      ...[
        { campaign, channel: 'email', n: 1 },
        { campaign, channel: 'sms', n: 1 },
        { campaign: other, channel: 'push', n: 1 },
      ].sort((a, b) => (a.campaign < b.campaign ? -1 : 1)),
      { campaign: null, channel: 'email', n: 3 },
    ]);
  });

  it('finds a campaign’s messages through the partial index on a full outbox (vacuumed and analyzed)', async () => {
    // An outbox of 100,000 other messages and a few hundred of the campaign's, with the planner's statistics.
    await opened.database.executeSql(
      `insert into messages_outbox (channel, destination, language, template, subject, body, created_at, state, dedupe_key)
         select 'email', 'to-' || g, 'en', 'welcome', 's', 'b', '2026-06-02T15:00:00Z', 'sent', 'welcome:' || g
           from generate_series(1, 100000) g`,
    );
    await opened.database.executeSql(
      `insert into messages_outbox (channel, destination, language, template, subject, body, created_at, state, campaign_id)
         select 'email', 'c-' || g, 'en', 'campaign', 's', 'b', '2026-06-02T15:00:00Z', 'delivered', $1
           from generate_series(1, 300) g`,
      [campaign],
    );
    // As autovacuum leaves a table: statistics and the visibility map (the count by state reads the index alone).
    await opened.database.executeSql('vacuum analyze messages_outbox');
    await opened.database.executeSql('analyze campaigns');
    const span = { start: new Date('2026-06-01T00:00:00Z'), end: new Date('2026-07-01T00:00:00Z') };
    const plan = await opened.database.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${campaignChannelsSql(span)}`);
    const text = JSON.stringify(plan);
    expect(text).toContain('messages_outbox_campaign_idx');
    expect(text).not.toMatch(/Seq Scan on messages_outbox/);
  }, 60_000);
});
