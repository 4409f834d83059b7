import { spawn } from 'node:child_process';
import { LOGIN_FAILURES_PER_ACCOUNT } from '@portal/contract/constants';
import type pg from 'pg';
import { sleep, waitFor } from './free-port';
import { field, gateway } from './http-client';
import { signInDonor } from './scenario-setup';
import { compiled } from './portal-processes';
import type { Portal } from './portal-processes';

/** One assertion of the run: what was checked, whether it held, and the figure behind it. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const count = async (pool: pg.Pool, sql: string, values: unknown[] = []): Promise<number> => {
  const { rows } = await pool.query<{ n: string }>(sql, values);
  return Number(rows[0]?.n ?? 0);
};

/** Every write the portals acknowledged is in the database (read after the SIGKILL and the restarts). */
export async function acknowledgedWritesPresent(pool: pg.Pool, visits: string[], bookings: string[]): Promise<Check[]> {
  const visitsFound = await count(pool, 'select count(*) as n from visits where visit_number = any($1)', [visits]);
  const bookingsFound = await count(pool, 'select count(*) as n from appointments where id = any($1::uuid[])', [bookings]);
  return [
    {
      name: 'acknowledged visits (201) in the database',
      ok: visits.length > 0 && visitsFound === visits.length,
      detail: `${visitsFound}/${visits.length}`,
    },
    {
      name: 'acknowledged bookings (200) in the database',
      ok: bookings.length > 0 && bookingsFound === bookings.length,
      detail: `${bookingsFound}/${bookings.length}`,
    },
  ];
}

/** A token from a sign-in on one portal works on each; signed out on another, every portal refuses it. */
export async function sessionsShared(portals: Portal[], email: string): Promise<Check> {
  const [first, second] = portals;
  if (!first || !second) throw new Error('three portals expected');
  const address = '10.74.0.1';
  const token = await signInDonor(first.url, email, address);
  const statuses = async () =>
    Promise.all(portals.map(async (p) => (await gateway(p.url, 'profile/getProfile', {}, { token, address })).status));
  const before = await statuses();
  const logout = await gateway(second.url, 'authentication/logout', {}, { token, address });
  const signedOutAt = Date.now();
  let after = await statuses();
  const firstAfter = after;
  // Other processes learn of a sign-out through the database's notice: allow it a moment, and say how long it took.
  while (after.some((s) => s !== 401) && Date.now() - signedOutAt < 2_000) {
    await sleep(50);
    after = await statuses();
  }
  const ok = before.every((s) => s === 200) && logout.status === 200 && after.every((s) => s === 401);
  return {
    name: 'sessions shared across the three portals',
    ok,
    detail: `before sign-out ${before.join('/')}, sign-out on ${second.name} ${logout.status}, first read after it ${firstAfter.join('/')}, all 401 within ${Date.now() - signedOutAt} ms`,
  };
}

/** Wrong passwords for one account until the first 429, sent to `targets` in turn: answers the attempt refused. */
async function attemptsUntilRefused(targets: Portal[], email: string, address: string): Promise<number> {
  for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ACCOUNT + 3; attempt += 1) {
    const portal = targets[(attempt - 1) % targets.length];
    if (!portal) break;
    const reply = await gateway(portal.url, 'authentication/login', { username: email, password: 'Wrong#password1' }, { address });
    if (reply.status === 429) return attempt;
    if (reply.status !== 401) throw new Error(`wrong password on ${portal.name}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return Number.POSITIVE_INFINITY;
}

/** Failed sign-ins for one account spread over the three portals are refused at the same count as on one portal. */
export async function rateLimitsShared(portals: Portal[], oneEmail: string, spreadEmail: string): Promise<Check> {
  const [first] = portals;
  if (!first) throw new Error('portals expected');
  const [one, spread] = await Promise.all([
    attemptsUntilRefused([first], oneEmail, '10.73.0.1'),
    attemptsUntilRefused(portals, spreadEmail, '10.73.0.2'),
  ]);
  const expected = LOGIN_FAILURES_PER_ACCOUNT + 1;
  return {
    name: 'sign-in failure limit shared across the portals',
    ok: one === expected && spread === expected,
    detail: `first 429 at attempt ${one} on one portal, ${spread} spread over three (budget ${LOGIN_FAILURES_PER_ACCOUNT} failures)`,
  };
}

/** The campaign reached each recipient once: one notification and at most one message per channel and donor. */
export async function campaignSentOnce(pool: pg.Pool, campaignId: string | null, timeoutMs: number): Promise<Check[]> {
  if (!campaignId) return [{ name: 'campaign sent', ok: false, detail: 'the admin could not schedule the campaign' }];
  const started = Date.now();
  await waitFor(
    'the campaign to finish sending',
    timeoutMs,
    async () => {
      const { rows } = await pool.query<{ status: string }>('select status from campaigns where id = $1', [campaignId]);
      return rows[0]?.status === 'sent';
    },
    250,
  ).catch(() => {});
  const { rows } = await pool.query<{ status: string; recipients: number | null; emails: number; text_messages: number }>(
    'select status, recipients, emails, text_messages from campaigns where id = $1',
    [campaignId],
  );
  const campaign = rows[0];
  const notes = await count(pool, 'select count(*) as n from notifications where campaign_id = $1', [campaignId]);
  const duplicateNotes = await count(
    pool,
    'select count(*) as n from (select donor_id from notifications where campaign_id = $1 group by donor_id having count(*) > 1) d',
    [campaignId],
  );
  const messages = await count(pool, "select count(*) as n from messages_outbox where template = 'campaign'");
  const duplicateMessages = await count(
    pool,
    "select count(*) as n from (select channel, destination from messages_outbox where template = 'campaign' group by 1, 2 having count(*) > 1) d",
  );
  const recipients = campaign?.recipients ?? -1;
  const expectedMessages = (campaign?.emails ?? -1) + (campaign?.text_messages ?? 0);
  return [
    {
      name: 'campaign sent (status sent)',
      ok: campaign?.status === 'sent',
      detail: `${campaign?.status ?? 'missing'} after ${Date.now() - started} ms of waiting`,
    },
    {
      name: 'campaign notification once per recipient',
      ok: recipients > 0 && notes === recipients && duplicateNotes === 0,
      detail: `${notes} notifications, ${recipients} recipients, ${duplicateNotes} donors twice`,
    },
    {
      name: 'campaign outbox message once per donor and channel',
      ok: messages === expectedMessages && duplicateMessages === 0 && messages > 0,
      detail: `${messages} outbox rows, ${expectedMessages} counted by the send, ${duplicateMessages} duplicates`,
    },
  ];
}

/** Each due reminder went out once: its appointment claimed once, one notification, one message per channel. */
export async function remindersSentOnce(pool: pg.Pool, appointmentIds: string[], timeoutMs: number): Promise<Check[]> {
  const started = Date.now();
  await waitFor(
    'the reminders to be sent',
    timeoutMs,
    async () => {
      const sent = await count(
        pool,
        'select count(*) as n from appointments where id = any($1::uuid[]) and reminder_24h_sent_at is not null',
        [appointmentIds],
      );
      return sent === appointmentIds.length;
    },
    250,
  ).catch(() => {});
  const sent = await count(pool, 'select count(*) as n from appointments where id = any($1::uuid[]) and reminder_24h_sent_at is not null', [
    appointmentIds,
  ]);
  const notes = await count(
    pool,
    `select count(*) as n from notifications n join appointments a on n.ref_id = a.id::text and n.created_at = a.reminder_24h_sent_at
     where a.id = any($1::uuid[])`,
    [appointmentIds],
  );
  const messagesPerDonor = await pool.query<{ email: string; emails: string; sms: string }>(
    `select d.email, count(*) filter (where o.channel = 'email') as emails, count(*) filter (where o.channel = 'sms') as sms
     from appointments a join donors d on d.id = a.donor_id
     left join messages_outbox o on o.template = 'appointmentReminder'
       and o.destination in (d.email, '+' || d.phone_country_code || d.phone_number, d.phone_country_code || d.phone_number)
     where a.id = any($1::uuid[]) group by d.email`,
    [appointmentIds],
  );
  const duplicates = await count(
    pool,
    "select count(*) as n from (select channel, destination, body from messages_outbox where template = 'appointmentReminder' group by 1, 2, 3 having count(*) > 1) d",
  );
  const perDonor = messagesPerDonor.rows.map((r) => `${r.emails}+${r.sms}`);
  const oncePerDonor =
    messagesPerDonor.rows.length === appointmentIds.length && messagesPerDonor.rows.every((r) => r.emails === '1' && r.sms === '1');
  return [
    {
      name: 'appointment reminders sent',
      ok: sent === appointmentIds.length && appointmentIds.length > 0,
      detail: `${sent}/${appointmentIds.length} claimed after ${Date.now() - started} ms of waiting`,
    },
    {
      name: 'each reminder once (notification, e-mail, text)',
      ok: notes === appointmentIds.length && oncePerDonor && duplicates === 0,
      detail: `${notes} notifications; e-mails+texts per donor ${[...new Set(perDonor)].join(', ')}; ${duplicates} duplicate messages`,
    },
  ];
}

/** `node dist/ops.js check` on the test's database: the points and notification invariants. */
export async function invariantsHold(databaseUrl: string): Promise<Check> {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [compiled.ops, 'check'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (exitCode) => resolve({ code: exitCode, output: text.trim() }));
  });
  return { name: 'ops check (invariants) on the database', ok: code === 0, detail: output.split('\n').slice(-3).join(' | ') };
}

/** Whether a portal's readiness reports Redis up again (after the Redis restart). */
export async function redisUpOnEach(portals: Portal[], timeoutMs: number): Promise<void> {
  await waitFor(
    'every portal to see Redis up',
    timeoutMs,
    async () => {
      const states = await Promise.all(
        portals.map(async (p) => {
          const res = await fetch(`${p.url}/api/ready`);
          return field(field(await res.json(), 'checks'), 'redis');
        }),
      );
      return states.every((s) => s === 'up');
    },
    200,
  );
}
