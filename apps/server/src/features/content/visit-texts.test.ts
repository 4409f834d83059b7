import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createDocument } from '../../db/factories/documents';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { notifications } from '../../db/schema/index';
import { seedVisitTexts } from '../../db/seed/demo-prescreening';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { openSecondHandle } from '../../test/test-database';

/**
 * The texts ingestion writes for donors, edited as documents (decision 033): two server instances on one database
 * (separate pools and listeners on PostgreSQL, as two processes), each keeping the documents in its process.
 */
const OPS_KEY = 'ops-key-for-tests-0123456789abcdef';
const env = { OPS_API_KEY: OPS_KEY, POINTS_PER_DONATION: '100' };
let a: TestApp;
let b: TestApp;
let second: Database;
let editor: string;
let center: number;

beforeAll(async () => {
  a = await createTestApp({ env });
  second = openSecondHandle(a.database);
  b = await createTestApp({ env, database: second });
  await seedVisitTexts(a.database.db);
  center = (await createLocation(a.database.db, { name: 'Austin $& North' })).id;
  editor = await signInStaff(a, (await createStaff(a.database.db, 'content_editor')).email);
});
afterAll(async () => {
  await b.close();
  if (second !== a.database) await second.close();
  await a.close();
});

let visitCounter = 0;
/** Records a donation (or a deferral) through the centers' route of `on`, for a new donor; returns the donor. */
async function recordVisit(on: TestApp, deferral: { code: string; until: string } | null = null) {
  const donor = await createDonor(a.database.db, { email: `visit-texts-${(visitCounter += 1)}@example.com` });
  const at = new Date(new Date(TEST_NOW).getTime() - 60 * 60_000).toISOString();
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/ops/visits',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    payload: JSON.stringify({
      donorNumber: donor.donorNumber,
      locationID: center,
      visitNumber: `VT-${visitCounter}`,
      checkinTS: at,
      checkoutTS: at,
      donated: deferral === null,
      payments: [],
      screeningTests: [],
      ...(deferral ? { deferral } : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return donor;
}

async function thanksOf(donorId: string) {
  const [row] = await a.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.donorId, donorId))
    .orderBy(desc(notifications.createdAt));
  return row;
}
const thanksOnNextVisit = async (on: TestApp) => thanksOf((await recordVisit(on)).id);

const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const versionOf = async (id: string) =>
  ok<{ item: { version: number; fields: { en: Record<string, string>; es: Record<string, string> } } }>(
    await a.call('content/getDocument', { id }, { token: editor }),
  ).item;
const save = (id: string, expectedVersion: number, fields: { en: unknown; es: unknown }) =>
  a.call('content/saveDocument', { id, expectedVersion, fields }, { token: editor });
const fieldsOf = (res: { json<U>(): U }) => res.json<{ fields: { path: string; message: string }[] }>().fields;

const builtIn = {
  title: { en: 'Thank you for donating!', es: '¡Gracias por donar!' },
  message: {
    en: 'You earned 100 points at Austin $& North. Tell us how your visit went.',
    es: 'Ganaste 100 puntos en Austin $& North. Cuéntanos cómo te fue en tu visita.',
  },
};

describe(`the thank-you notification of a donation (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'embedded database'})`, () => {
  it('is the seeded document, filled with the visit’s points and center, byte for byte today’s text', async () => {
    expect(await thanksOnNextVisit(a)).toEqual(builtIn);
    expect(await thanksOnNextVisit(b)).toEqual(builtIn);
  });

  it('edited in both languages on one instance, is sent by the next visit on the other within a second', async () => {
    const { version } = await versionOf('notification_donation_thanks');
    const fields = {
      en: { title: 'Thanks, {{center}}!', message: '{{points}} points for you at {{center}}. How did it go?' },
      es: { title: '¡Gracias, {{center}}!', message: '{{points}} puntos para ti en {{center}}. ¿Cómo te fue?' },
    };
    ok(await save('notification_donation_thanks', version, fields));
    const edited = {
      title: { en: 'Thanks, Austin $& North!', es: '¡Gracias, Austin $& North!' },
      message: { en: '100 points for you at Austin $& North. How did it go?', es: '100 puntos para ti en Austin $& North. ¿Cómo te fue?' },
    };
    expect(await thanksOnNextVisit(a)).toEqual(edited);
    await expect.poll(() => thanksOnNextVisit(b), { timeout: 1_000, interval: 20 }).toEqual(edited);
  });

  it('is read from the process’s copy: a change the database does not announce is not sent', async () => {
    expect((await thanksOnNextVisit(b))?.title.en).toBe('Thanks, Austin $& North!');
    // Unannounced: the triggers of this transaction's changes do not fire (as if the trigger did not exist).
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update education_contents set content = jsonb_set(content, '{en,title}', '"Silent"') where key = 'notification_donation_thanks'`,
      );
    });
    expect((await thanksOnNextVisit(b))?.title.en).toBe('Thanks, Austin $& North!');
  });

  it('refuses, 400 naming the field, a placeholder that does not exist or a message without a required one', async () => {
    const { version, fields } = await versionOf('notification_donation_thanks');
    const unknown = await save('notification_donation_thanks', version, {
      en: { ...fields.en, message: 'You earned {{amount}} points at {{center}} ({{points}}).' },
      es: fields.es,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual([
      expect.objectContaining({ path: 'params.fields.en.message', message: expect.stringContaining('placeholder') }),
    ]);
    const missing = await save('notification_donation_thanks', version, {
      en: fields.en,
      es: { ...fields.es, message: 'Ganaste puntos en {{center}}.' },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing).map((field) => field.path)).toEqual(['params.fields.es.message']);
    const title = await save('notification_donation_thanks', version, { en: { ...fields.en, title: 'Hi {{name}}' }, es: fields.es });
    expect(fieldsOf(title).map((field) => field.path)).toEqual(['params.fields.en.title']);
    expect((await versionOf('notification_donation_thanks')).version).toBe(version);
  });

  it('falls back to the built-in text while the document is retired: the donor is still thanked', async () => {
    const { version } = await versionOf('notification_donation_thanks');
    ok(
      await a.call(
        'content/retireContent',
        { kind: 'document', id: 'notification_donation_thanks', expectedVersion: version },
        { token: editor },
      ),
    );
    await expect.poll(() => thanksOnNextVisit(b), { timeout: 1_000, interval: 20 }).toEqual(builtIn);
    expect(await thanksOnNextVisit(a)).toEqual(builtIn);
  });
});

describe('the deferral reasons', () => {
  it('an edited reason is what the donor deferred by a center reads, in their language', async () => {
    const { version, fields } = await versionOf('deferral_reasons');
    expect(fields.es.iron).toBe('Tu nivel de hierro (hematocrito) estaba por debajo del límite seguro en tu última visita.');
    ok(
      await save('deferral_reasons', version, {
        en: { ...fields.en, iron: 'Your iron was low: eat well and come back soon.' },
        es: { ...fields.es, iron: 'Tu hierro estaba bajo: aliméntate bien y vuelve pronto.' },
      }),
    );
    const donor = await recordVisit(b, { code: 'iron', until: '2026-07-15' });
    const token = (await signIn(a, donor.email!)).token;
    const status = (lang: 'en' | 'es') =>
      a
        .call('stickyAnnouncement/getDonorDeferralStatus', { lang }, { token })
        .then((res) => ok<{ deferralStatus: { reason: string } }>(res).deferralStatus.reason);
    expect(await status('es')).toBe('Tu hierro estaba bajo: aliméntate bien y vuelve pronto.');
    expect(await status('en')).toBe('Your iron was low: eat well and come back soon.');
  });

  it('needs a reason for every code, in both languages', async () => {
    const { version, fields } = await versionOf('deferral_reasons');
    const { travel: _travel, ...withoutTravel } = fields.es;
    const res = await save('deferral_reasons', version, { en: fields.en, es: withoutTravel });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).map((field) => field.path)).toEqual(['params.fields.es.travel']);
  });
});

describe('the referral program', () => {
  it('is a document over the offered program: an edit is what the referral screens show, the program keeps its id', async () => {
    const texts = {
      en: { title: 'Refer a friend', header: 'Share your code.', footer: 'Terms apply.', uniqueCodeTitle: 'Your code' },
      es: { title: 'Recomienda a un amigo', header: 'Comparte tu código.', footer: 'Aplican condiciones.', uniqueCodeTitle: 'Tu código' },
    };
    await createDocument(a.database.db, 'referral_program', texts);
    const donor = await createDonor(a.database.db, { email: 'referral-texts@example.com' });
    const token = (await signIn(a, donor.email!)).token;
    const setting = async (lang: 'en' | 'es') =>
      ok<{ data: { referralProgramID: string; title: string; header: string } }>(
        await a.call('referral/referralSettingV2', { lang }, { token }),
      ).data;
    const before = await setting('en');
    expect(before.title).toBe('Refer a friend');
    const { version } = await versionOf('referral_program');
    ok(
      await save('referral_program', version, {
        en: { ...texts.en, title: 'Bring a friend', header: 'Your friend donates twice, you earn a bonus.' },
        es: { ...texts.es, title: 'Trae a un amigo', header: 'Tu amigo dona dos veces y ganas un bono.' },
      }),
    );
    expect(await setting('es')).toMatchObject({ referralProgramID: before.referralProgramID, title: 'Trae a un amigo' });
    expect(await setting('en')).toMatchObject({ title: 'Bring a friend', header: 'Your friend donates twice, you earn a bonus.' });
    const { version: edited } = await versionOf('referral_program');
    ok(await a.call('content/retireContent', { kind: 'document', id: 'referral_program', expectedVersion: edited }, { token: editor }));
    expect((await a.call('referral/referralSettingV2', { lang: 'en' }, { token })).json()).toMatchObject({ code: 'referralUnavailable' });
  });
});
