import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSecondHandle } from '../../test/test-database';

/**
 * Two server instances on one database, each keeping the centers whole (decision 025). On PostgreSQL they have
 * separate pools and notice listeners, as two server processes do; on the embedded database they share its client.
 */
let a: TestApp;
let b: TestApp;
let second: Database;
let token: string;

beforeAll(async () => {
  a = await createTestApp();
  second = openSecondHandle(a.database);
  b = await createTestApp({ database: second });
  const donor = await createDonor(a.database.db);
  token = (await signIn(a, donor.email!)).token;
});
afterAll(async () => {
  await b.close();
  if (second !== a.database) await second.close();
  await a.close();
});

async function nameOn(t: TestApp, locationId: number): Promise<string | undefined> {
  const res = await t.call('location/bylocationids', { locationids: [locationId] }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ locations: { name: string }[] }>().locations[0]?.name;
}

/** Changes the centers without telling anyone, as if the trigger did not exist. */
async function withoutNotices(change: () => Promise<unknown>): Promise<void> {
  await a.database.db.execute(sql`alter table locations disable trigger user`);
  try {
    await change();
  } finally {
    await a.database.db.execute(sql`alter table locations enable trigger user`);
  }
}

describe(`the centers kept by each instance (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'embedded database'})`, () => {
  it('are served from the process once read: a change the database does not announce is not seen', async () => {
    // Added unannounced too, so no notice of this test is still on its way when the copy is read.
    let centerId = 0;
    await withoutNotices(async () => (centerId = (await createLocation(a.database.db, { name: 'Cached Plasma' })).id));
    const center = { id: centerId };
    // The first read finds it in the database (the copy lacks it) and drops the copy; the next reads the copy again.
    expect(await nameOn(b, center.id)).toBe('Cached Plasma');
    expect(await nameOn(b, center.id)).toBe('Cached Plasma');
    await withoutNotices(() => a.database.db.execute(sql`update locations set name = 'Silent Plasma' where id = ${center.id}`));
    expect(await nameOn(b, center.id)).toBe('Cached Plasma');
  });

  it('a center renamed by any SQL on one instance reads renamed on the other within a second', async () => {
    const center = await createLocation(a.database.db, { name: 'Old Name Plasma' });
    expect(await nameOn(b, center.id)).toBe('Old Name Plasma');
    expect(await nameOn(a, center.id)).toBe('Old Name Plasma');
    await a.database.db.execute(sql`update locations set name = 'New Name Plasma' where id = ${center.id}`);
    await expect.poll(() => nameOn(b, center.id), { timeout: 1_000, interval: 10 }).toBe('New Name Plasma');
    expect(await nameOn(a, center.id)).toBe('New Name Plasma');
  });

  it('a center added or removed is seen on the other instance within a second', async () => {
    const kept = await createLocation(a.database.db, { name: 'Kept Plasma' });
    expect(await nameOn(b, kept.id)).toBe('Kept Plasma');
    const added = await createLocation(a.database.db, { name: 'Added Plasma' });
    await expect.poll(() => nameOn(b, added.id), { timeout: 1_000, interval: 10 }).toBe('Added Plasma');
    await a.database.db.execute(sql`delete from locations where id = ${added.id}`);
    await expect.poll(() => nameOn(b, added.id), { timeout: 1_000, interval: 10 }).toBeUndefined();
  });
});
