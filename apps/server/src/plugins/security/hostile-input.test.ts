import type { ServiceKey } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The inputs that answered 500 in issue 12's attack, each now a 400 that names its field: a NUL byte where
 * PostgreSQL refuses it, integers past `integer`, multipart without a boundary, a hostile outbox query.
 */
const OPS_KEY = 'hostile-ops-key-0123456789abcdef';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY } });
  await createDonor(t.database.db, { email: 'hostile.input@example.com' });
  token = (await signIn(t, 'hostile.input@example.com')).token;
});
afterAll(() => t.close());

interface FieldsReply {
  status: number;
  code: string;
  fields?: { path: string; code: string; message: string }[];
}

const ITEM = '4b7f5e1e-2c1d-4f5a-9b3e-6a8c0d1e2f30';
const profile = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  dob: '01-15-1990',
  gender: 'F',
  phone: { countryCode: '1', phoneNumber: '5125550100' },
  address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
};

const gatewayCases: [ServiceKey, Record<string, unknown>, string][] = [
  ['referral/getReferralLanding', { uniqueCode: '\u0000' }, 'params.uniqueCode'],
  ['authentication/login', { username: 'a\u0000@example.com', password: 'Plasma#2026' }, 'params.username'],
  ['profile/updateProfile', { ...profile, firstName: 'A\u0000na' }, 'params.firstName'],
  ['profile/updateProfile', { ...profile, address: { ...profile.address, addressLine2: '\u0007' } }, 'params.address.addressLine2'],
  ['location/getSavableLocations', { city: 'Aus\u0000tin' }, 'params.city'],
  ['marketing/searchNewsByID', { newsID: '\u0000' }, 'params.newsID'],
  ['marketing/getSinglePromotion', { promotionID: 'p\u0000' }, 'params.promotionID'],
  ['marketing/submitSurveyAnswer', { promotionID: 'p\u001b', questions: [] }, 'params.promotionID'],
  ['stickyAnnouncement/deferralEducationCode', { code: '\u0000' }, 'params.code'],
  ['reward/removeCartItem', { itemID: ITEM, value: 25, type: '\u0000' }, 'params.type'],
  ['reward/removeCartItem', { itemID: ITEM, value: 2_147_483_648, type: 'giftcard' }, 'params.value'],
  ['location/getReviewLink', { locationId: 2_147_483_648 }, 'params.locationId'],
  ['profile/requestEmailChange', { email: 'new\u0000@example.com' }, 'params.email'],
];

describe('hostile input is a 400 naming the field', () => {
  it.each(gatewayCases)('%s %j', async (key, params, field) => {
    const res = await t.call(key, params as never, { token });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<FieldsReply>().fields?.map((f) => f.path)).toContain(field);
  });

  it('keeps line breaks and tabs in a free text, refuses other control characters', async () => {
    const text = await t.call(
      'feedback/submitAfterDonationFeedback',
      {
        visitID: ITEM,
        visitNumber: 'V1',
        locationID: 1,
        feedbackId: 'f',
        feedbackAnswers: {},
        additionalFeedback: 'line one\r\n\tline two',
      } as never,
      { token },
    );
    // The visit does not exist: the text passed its check and the handler answered.
    expect(text.statusCode, text.body).not.toBe(400);
    const nul = await t.call(
      'feedback/submitAfterDonationFeedback',
      { visitID: ITEM, visitNumber: 'V1', locationID: 1, feedbackId: 'f', feedbackAnswers: {}, additionalFeedback: 'a\u0000' } as never,
      { token },
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json<FieldsReply>().fields).toContainEqual(
      expect.objectContaining({ path: 'params.additionalFeedback', code: 'textInvalid' }),
    );
  });

  it('refuses NUL and out-of-range ids on the REST routes', async () => {
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
    const visit = { donorNumber: 'A1234567', locationID: 1, visitNumber: 'V1', checkinTS: '2026-06-15T10:00:00Z', donated: true };
    const cases: [Promise<{ statusCode: number; json: <T>() => T; body: string }>, string][] = [
      [post('/api/redirect360/url', { id: '\u0000' }), 'id'],
      [post('/api/scan-qr', { deviceID: '\u0000', type: 'Android' }), 'deviceID'],
      [post('/api/ops/visits', { ...visit, visitNumber: 'V\u0000' }, { 'x-ops-key': OPS_KEY }), 'visitNumber'],
      [post('/api/ops/visits', { ...visit, locationID: 2_147_483_648 }, { 'x-ops-key': OPS_KEY }), 'locationID'],
    ];
    for (const [pending, field] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<FieldsReply>().fields?.map((f) => f.path)).toContain(field);
    }
  });

  it('answers 400 to a photo upload that says multipart but has no boundary', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: 'not multipart at all',
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('refuses an outbox query of two destinations, a destination past 254 characters or a NUL', async () => {
    for (const query of ['to=a&to=b', `to=${'a'.repeat(255)}`, 'to=%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<FieldsReply>().fields?.map((f) => f.path)).toContain('query.to');
    }
  });
});
