import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createB1B2Survey, setCenterCoordinates } from '../../db/factories/marketing';
import { b1b2Surveys } from '../../db/schema/index';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { distanceMiles } from './nearest-center';

let t: TestApp;
let surveyId: string;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  const donor = await createDonor(t.database.db, { email: 'b1b2@example.com', status: 'predonor' });
  await createDonor(t.database.db, { email: 'nobody@example.com' });
  austin = (await createLocation(t.database.db, { name: 'Austin', city: 'Austin', stateCode: 'TX' })).id;
  const phoenix = (await createLocation(t.database.db, { name: 'Phoenix', city: 'Phoenix', stateCode: 'AZ' })).id;
  await setCenterCoordinates(t.database.db, [
    { locationId: austin, lat: 30.39, lng: -97.73 },
    { locationId: phoenix, lat: 33.51, lng: -112.11 },
  ]);
  surveyId = await createB1B2Survey(t.database.db, {
    donorId: donor.id,
    createdAt: t.clock.now(),
    title: { en: 'Next donation', es: 'Próxima donación' },
    message: { en: 'When?', es: '¿Cuándo?' },
    options: [
      { order: 0, text: { en: 'This week', es: 'Esta semana' } },
      { order: 1, text: { en: 'Later', es: 'Más adelante' } },
    ],
  });
});
afterAll(() => t.close());

describe('feedback/getB1B2Data and submitB1B2Answer', () => {
  it('gives the pending reminder in the donor’s language, with the nearest center only when coordinates came', async () => {
    const { token } = await signIn(t, 'b1b2@example.com');
    const withCoords = await t.call('feedback/getB1B2Data', { lat: 30.27, lng: -97.74, lang: 'es' }, { token });
    expect(withCoords.json()).toMatchObject({
      status: 200,
      surveyStatus: 'pending',
      pendingPage: true,
      dpiID: surveyId,
      announcement: { title: 'Próxima donación', message: '¿Cuándo?', creationTS: t.clock.now().toISOString() },
      options: [
        { order: 0, text: 'Esta semana' },
        { order: 1, text: 'Más adelante' },
      ],
      nearestCenter: { locationID: austin, name: 'Austin' },
    });
    expect((await t.call('feedback/getB1B2Data', {}, { token })).json()).toMatchObject({ nearestCenter: null, dpiID: surveyId });
    expect((await t.call('feedback/getB1B2Data', { lat: 91, lng: 0 }, { token })).statusCode).toBe(400);
  });

  it('stores the answer once, refuses unknown answers and other donors', async () => {
    const other = await signIn(t, 'nobody@example.com');
    expect((await t.call('feedback/submitB1B2Answer', { dpiID: surveyId, answerOrder: 0 }, { token: other.token })).json()).toMatchObject({
      status: 404,
    });
    expect((await t.call('feedback/getB1B2Data', {}, { token: other.token })).json()).toMatchObject({
      surveyStatus: 'none',
      dpiID: null,
      announcement: null,
    });

    const { token } = await signIn(t, 'b1b2@example.com');
    expect((await t.call('feedback/submitB1B2Answer', { dpiID: surveyId, answerOrder: 5 }, { token })).json()).toMatchObject({
      status: 400,
      code: 'b1b2AnswerInvalid',
    });
    expect((await t.call('feedback/submitB1B2Answer', { dpiID: surveyId, answerOrder: 1 }, { token })).statusCode).toBe(200);
    expect((await t.call('feedback/submitB1B2Answer', { dpiID: surveyId, answerOrder: 0 }, { token })).json()).toMatchObject({
      status: 404,
    });
    const [row] = await t.database.db.select().from(b1b2Surveys).where(eq(b1b2Surveys.id, surveyId));
    expect(row?.answerOrder).toBe(1);
    expect((await t.call('feedback/getB1B2Data', {}, { token })).json()).toMatchObject({ surveyStatus: 'none', pendingPage: false });
  });

  it('measures distances on the sphere', () => {
    expect(distanceMiles({ lat: 30.27, lng: -97.74 }, { lat: 29.76, lng: -95.37 })).toBeCloseTo(146, -1);
    expect(distanceMiles({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });
});
