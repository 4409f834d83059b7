import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeferral } from '../../../db/factories/prescreening';
import { createVisit } from '../../../db/factories/visits';
import { seedPrescreeningContent } from '../../../db/seed/demo-prescreening';
import { createBookableCenter, signedInDonor } from '../../../test/booking';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock: Monday 2026-06-15, 10:00 AM in Chicago.
let t: TestApp;
let centerId: number;
const iron = { en: 'Your iron level was low.', es: 'Tu nivel de hierro estaba bajo.' };

beforeAll(async () => {
  t = await createTestApp();
  await seedPrescreeningContent(t.database.db);
  centerId = (await createBookableCenter(t)).id;
});
afterAll(() => t.close());

async function eligibility(token: string, lang: 'en' | 'es' = 'en') {
  const res = await t.call('appointment/getEligibility', { lang }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A returning donor who donated at the center at 9 AM on these days. */
async function donorWithVisits(days: string[]) {
  const signedIn = await signedInDonor(t, { homeLocationId: centerId });
  for (const day of days)
    await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date(`${day}T14:00:00Z`) });
  return signedIn;
}

describe('appointment/getEligibility', () => {
  it('lets a donor without a visit book a first donation, which takes 120 minutes', async () => {
    const { token } = await signedInDonor(t, { homeLocationId: centerId });
    expect(await eligibility(token)).toEqual({
      status: 200,
      eligible: true,
      nextEligibleDate: '2026-06-15',
      reasons: [],
      firstDonation: true,
      appointmentMinutes: 120,
      prescreeningPath: null,
    });
  });

  it('says when a donor who donated yesterday may donate again (no consecutive days), in English and Spanish', async () => {
    const { token } = await donorWithVisits(['2026-05-01', '2026-06-14']);
    expect(await eligibility(token)).toEqual({
      status: 200,
      eligible: true,
      nextEligibleDate: '2026-06-16',
      reasons: [{ code: 'minimumGap', message: 'You donated on Sunday, June 14. You can donate again from Tuesday, June 16.' }],
      firstDonation: false,
      appointmentMinutes: 75,
      prescreeningPath: null,
    });
    expect((await eligibility(token, 'es')).reasons).toEqual([
      { code: 'minimumGap', message: 'Donaste el domingo, 14 de junio. Puedes volver a donar a partir del martes, 16 de junio.' },
    ]);
  });

  it('counts two donations in a rolling 7 days', async () => {
    const { token } = await donorWithVisits(['2026-06-10', '2026-06-12']);
    expect(await eligibility(token)).toMatchObject({
      eligible: true,
      nextEligibleDate: '2026-06-17',
      reasons: [
        {
          code: 'weeklyLimit',
          message:
            'You can donate 2 times in 7 days: you have 2 donations from Wednesday, June 10 to Tuesday, June 16. You can donate again from Wednesday, June 17.',
        },
      ],
    });
  });

  it('refuses booking during a deferral, with its reason, its end and the first bookable day', async () => {
    const { donor, token } = await donorWithVisits(['2026-06-01']);
    await createDeferral(t.database.db, { donorId: donor.id, code: 'iron', reason: iron, deferredAt: t.clock.now(), until: '2026-06-20' });
    expect(await eligibility(token)).toMatchObject({
      eligible: false,
      nextEligibleDate: '2026-06-20',
      reasons: [
        {
          code: 'deferral',
          message:
            'Your donation is deferred: Your iron level was low. Your deferral ends on Friday, June 19. The first day you can book is Saturday, June 20.',
        },
      ],
    });
    expect((await eligibility(token, 'es')).reasons[0].message).toBe(
      'Tu donación está aplazada: Tu nivel de hierro estaba bajo. El aplazamiento termina el viernes, 19 de junio. El primer día que puedes reservar es el sábado, 20 de junio.',
    );
  });

  it('moves the first bookable day past a donation too close to the deferral’s end', async () => {
    const { donor, token } = await donorWithVisits(['2026-06-15']);
    await createDeferral(t.database.db, { donorId: donor.id, code: 'iron', reason: iron, deferredAt: t.clock.now(), until: '2026-06-16' });
    expect(await eligibility(token)).toMatchObject({ eligible: false, nextEligibleDate: '2026-06-17' });
  });

  it('gives no date under a permanent deferral', async () => {
    const { donor, token } = await donorWithVisits([]);
    await createDeferral(t.database.db, { donorId: donor.id, code: 'age', reason: iron, deferredAt: t.clock.now(), until: null });
    expect(await eligibility(token)).toMatchObject({ eligible: false, nextEligibleDate: null, reasons: [{ code: 'permanentDeferral' }] });
  });

  it('sends a pre-donor who has not finished pre-screening to finish it first', async () => {
    const { token } = await signedInDonor(t, { status: 'predonor', homeLocationId: centerId });
    expect(await eligibility(token)).toMatchObject({
      eligible: false,
      reasons: [{ code: 'prescreeningIncomplete', message: 'Please finish your pre-screening before you book your first donation.' }],
      firstDonation: true,
      appointmentMinutes: 120,
      prescreeningPath: '/takingsurvey/assessment',
    });
    expect((await eligibility(token, 'es')).reasons[0].message).toBe('Termina tu evaluación previa antes de reservar tu primera donación.');
  });

  it('needs a signed-in donor', async () => {
    expect((await t.call('appointment/getEligibility', {})).statusCode).toBe(401);
  });
});
