import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { LISTENER_APPLICATION_NAME } from '../../db/notifications';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSecondHandle } from '../../test/test-database';

/**
 * Two server instances on one database, each with its own live-session cache (decision 021). On PostgreSQL they have
 * separate pools and notice listeners, as two server processes do; on the embedded database they share its one client.
 */
let a: TestApp;
let b: TestApp;
let second: Database;

beforeAll(async () => {
  a = await createTestApp();
  second = openSecondHandle(a.database);
  b = await createTestApp({ database: second });
});
afterAll(async () => {
  await b.close();
  if (second !== a.database) await second.close();
  await a.close();
});

const read = (t: TestApp, token: string) => t.call('location/bylocationids', { locationids: [1] }, { token });
const staffRead = (t: TestApp, token: string) => t.call('staff/getMe', {}, { token });

/** The revocation reaches the other instance within a second (a deadline, not a measurement). */
async function refusedWithinASecond(call: () => Promise<{ statusCode: number }>): Promise<void> {
  await expect.poll(async () => (await call()).statusCode, { timeout: 1_000, interval: 10 }).toBe(401);
}

/** Runs a change the revocation notices do not see, as if the triggers did not exist. */
async function withoutNotices(db: Database['db'], change: () => Promise<unknown>): Promise<void> {
  await db.execute(sql`alter table sessions disable trigger user`);
  try {
    await change();
  } finally {
    await db.execute(sql`alter table sessions enable trigger user`);
  }
}

describe(`a revoked session on another server instance (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'embedded database'})`, () => {
  it('is served from the cache once read: the session row is not read again', async () => {
    const donor = await createDonor(a.database.db);
    const { token } = await signIn(a, donor.email!);
    expect((await read(b, token)).statusCode).toBe(200);
    await withoutNotices(a.database.db, () =>
      a.database.db.execute(sql`update sessions set revoked_at = now() where donor_id = ${donor.id}`),
    );
    expect((await read(b, token)).statusCode).toBe(200);
    // …which is why every revocation must reach every process: the notices do.
    await a.database.db.execute(sql`update sessions set revoked_at = null where donor_id = ${donor.id}`);
    await a.database.db.execute(sql`update sessions set revoked_at = now() where donor_id = ${donor.id}`);
    await refusedWithinASecond(() => read(b, token));
  });

  it('logout on one instance: 401 on the other within a second', async () => {
    const donor = await createDonor(a.database.db);
    const { token } = await signIn(a, donor.email!);
    expect((await read(b, token)).statusCode).toBe(200);
    expect((await read(a, token)).statusCode).toBe(200);
    expect((await a.call('authentication/logout', {}, { token })).statusCode).toBe(200);
    expect((await read(a, token)).statusCode).toBe(401);
    await refusedWithinASecond(() => read(b, token));
  });

  it('a password change ends the other sessions on every instance, the current one stays', async () => {
    const donor = await createDonor(a.database.db);
    const { token: current } = await signIn(a, donor.email!);
    const { token: other } = await signIn(a, donor.email!);
    for (const token of [current, other]) expect((await read(b, token)).statusCode).toBe(200);
    const change = await a.call(
      'authentication/changePassword',
      { currentPassword: 'Plasma#2026', password: 'Plasma#2027x', confirmPassword: 'Plasma#2027x' },
      { token: current },
    );
    expect(change.json()).toMatchObject({ status: 200, sessionsEnded: 1 });
    await refusedWithinASecond(() => read(b, other));
    expect((await read(b, current)).statusCode).toBe(200);
  });

  it('a staff deactivation ends their sessions on every instance', async () => {
    const admin = await signInStaff(a, (await createStaff(a.database.db, 'admin')).email);
    const leaving = await createStaff(a.database.db, 'center_staff');
    const token = await signInStaff(a, leaving.email);
    expect((await staffRead(b, token)).statusCode).toBe(200);
    expect((await a.call('staff/deactivateStaff', { staffId: leaving.id }, { token: admin })).statusCode).toBe(200);
    await refusedWithinASecond(() => staffRead(b, token));
  });

  it("an admin closing a donor's account ends her sessions on every instance (issue 34)", async () => {
    const donor = await createDonor(a.database.db);
    const { token } = await signIn(a, donor.email!);
    expect((await read(b, token)).statusCode).toBe(200);
    const admin = await signInStaff(a, (await createStaff(a.database.db, 'admin')).email);
    const closed = await a.call(
      'staff/closeDonorAccount',
      { donorNumber: donor.donorNumber, writtenRequest: 'Letter of 2026-06-10' },
      { token: admin },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    await refusedWithinASecond(() => read(b, token));
  });

  it.skipIf(!process.env.DATABASE_URL)('reads every session again while its notice connection is lost (PostgreSQL only)', async () => {
    const donor = await createDonor(a.database.db);
    const { token } = await signIn(a, donor.email!);
    expect((await read(b, token)).statusCode).toBe(200);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    await withoutNotices(a.database.db, () =>
      a.database.db.execute(sql`update sessions set revoked_at = now() where donor_id = ${donor.id}`),
    );
    await refusedWithinASecond(() => read(b, token));
  });
});
