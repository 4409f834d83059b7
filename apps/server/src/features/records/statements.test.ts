import type { Visit } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';

const OPS_KEY = 'ops-key-for-tests-0123456789abcdef';
let t: TestApp;
let token: string;
let donorNumber: string;
let centerId: number;

interface StatementReply {
  fileName: string;
  contentType: string;
  encoding: 'base64' | 'utf8';
  content: string;
  total: number;
  paymentCount: number;
}

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY } });
  const db = t.database.db;
  // Chicago is six hours behind UTC in winter: 03:30 UTC on 1 January is still New Year's Eve at the center.
  const chicago = await createLocation(db, { name: 'Peñasco, North', timezone: 'America/Chicago' });
  centerId = chicago.id;
  const donor = await createDonor(db, { firstName: 'María', lastName: 'Núñez', donorNumber: 'S3400001' });
  donorNumber = donor.donorNumber;
  await createVisit(db, {
    donorId: donor.id,
    locationId: chicago.id,
    visitNumber: 'A-1',
    checkinAt: new Date('2025-06-10T16:00:00Z'),
    payments: [{ amountCents: 5000, paidAt: new Date('2025-06-10T18:00:00Z') }],
  });
  await createVisit(db, {
    donorId: donor.id,
    locationId: chicago.id,
    visitNumber: 'A-2',
    checkinAt: new Date('2026-01-01T02:00:00Z'),
    payments: [{ amountCents: 6250, paidAt: new Date('2026-01-01T03:30:00Z'), kind: 'bonus' }],
  });
  await createVisit(db, {
    donorId: donor.id,
    locationId: chicago.id,
    visitNumber: 'A-3',
    checkinAt: new Date('2026-01-02T15:00:00Z'),
    payments: [{ amountCents: 7000, paidAt: new Date('2026-01-02T16:00:00Z'), kind: 'promotion' }],
  });
  // Another donor at the same center, paid the same days: never on the first donor's statement.
  const other = await createDonor(db);
  await createVisit(db, {
    donorId: other.id,
    locationId: chicago.id,
    visitNumber: 'B-1',
    checkinAt: new Date('2025-12-31T20:00:00Z'),
    payments: [{ amountCents: 99_900 }],
  });
  token = (await signIn(t, donor.email ?? '')).token;
});
afterAll(() => t.close());

const statement = async (params: Record<string, unknown>, lang = 'en') => {
  const res = await t.call('statement/getStatement', params as never, { token, lang });
  return { res, body: res.json<StatementReply>() };
};

describe('statement/getYears', () => {
  it('lists the current year and the earlier years with payments, in the centers’ calendars', async () => {
    const res = await t.call('statement/getYears', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ years: number[] }>().years).toEqual([2026, 2025]);
  });
});

describe('statement/getStatement', () => {
  it('totals each year as the donation history pays it, a New Year’s Eve payment in the center’s zone included', async () => {
    const history = await t.call('reward/getVisitHistorySecondRev', {}, { token });
    const visits = history.json<{ last20Visits: Visit[] }>().last20Visits;
    const paidIn = (year: string) =>
      visits.filter((v) => v.visitDate.startsWith(year)).reduce((sum, v) => sum + v.payments.reduce((s, p) => s + p.amount, 0), 0);
    const y2025 = await statement({ year: 2025, format: 'csv' });
    expect(y2025.res.statusCode, y2025.res.body).toBe(200);
    expect(y2025.body).toMatchObject({ total: 112.5, paymentCount: 2 });
    expect(y2025.body.total).toBe(paidIn('2025'));
    const y2026 = await statement({ year: 2026, format: 'csv' });
    expect(y2026.body).toMatchObject({ total: 70, paymentCount: 1 });
    expect(y2026.body.total).toBe(paidIn('2026'));
    // A range across the year boundary holds the three payments; the other donor's never.
    const range = await statement({ from: '2025-12-01', to: '2026-01-31', format: 'csv' });
    expect(range.body).toMatchObject({ total: 132.5, paymentCount: 2 });
    expect(range.body.content).not.toContain('999.00');
  });

  it('writes the CSV byte for byte: who, period, payments with kinds, month subtotals, total and notice', async () => {
    const { body } = await statement({ year: 2025, format: 'csv' });
    expect(body.fileName).toBe('earnings-statement-2025-01-01-2025-12-31.csv');
    expect(body.contentType).toBe('text/csv;charset=utf-8');
    expect(body.content).toBe(
      [
        '\uFEFFEarnings statement,Demo Plasma',
        'Donor,María Núñez',
        'Donor number,S3400001',
        'Period,2025-01-01,2025-12-31',
        'Made on,2026-06-15',
        '',
        'Date,Center,Visit number,Kind,Amount',
        '2025-06-10,"Peñasco, North",A-1,Donation compensation,50.00',
        'Subtotal 2025-06,,,,50.00',
        '2025-12-31,"Peñasco, North",A-2,Bonus,62.50',
        'Subtotal 2025-12,,,,62.50',
        'Total,,,,112.50',
        '',
        'This statement lists the compensation paid to you for donating plasma. It is not tax advice.',
        '',
      ].join('\r\n'),
    );
  });

  it('makes a PDF that parses and holds the total, in Spanish with its accents', async () => {
    const { res, body } = await statement({ year: 2025, format: 'pdf' }, 'es');
    expect(res.statusCode, res.body).toBe(200);
    expect(body).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
      fileName: 'resumen-de-ganancias-2025-01-01-2025-12-31.pdf',
    });
    const text = await pdfText(Buffer.from(body.content, 'base64'));
    expect(text).toContain('Resumen de ganancias');
    expect(text).toContain('María Núñez');
    expect(text).toContain('S3400001');
    expect(text).toContain('Compensación por donación');
    expect(text).toContain('Bonificación');
    expect(text).toContain('Total $112.50');
    expect(text).toContain('No es asesoría fiscal.');
  });

  it('says so in an empty statement for a year without payments', async () => {
    const { res, body } = await statement({ year: 2024, format: 'csv' }, 'es');
    expect(res.statusCode, res.body).toBe(200);
    expect(body).toMatchObject({ total: 0, paymentCount: 0 });
    expect(body.content).toContain('No recibiste pagos en este período.');
    const pdf = await statement({ year: 2024, format: 'pdf' });
    expect(await pdfText(Buffer.from(pdf.body.content, 'base64'))).toContain('No payments were made to you in this period.');
  });

  it('refuses a period in the future, reversed or missing, with a message in her language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ year: 2027, format: 'pdf' }, 'statementRangeFuture', 'El resumen no puede incluir días que aún no han llegado.'],
      [{ from: '2026-06-01', to: '2026-07-01', format: 'csv' }, 'statementRangeFuture', 'El resumen no puede incluir días'],
      [{ from: '2026-03-01', to: '2026-02-01', format: 'csv' }, 'invalidFields', 'El primer día no puede ser posterior al último.'],
      [{ format: 'csv' }, 'invalidFields', 'Elige un año, o un primer y un último día.'],
      [{ year: 2025, from: '2025-01-01', to: '2025-02-01', format: 'csv' }, 'invalidFields', 'Elige un año, o un primer y un último día.'],
    ];
    for (const [params, code, message] of cases) {
      const { res } = await statement(params, 'es');
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe(code);
      expect(res.body).toContain(message);
    }
  });

  it('needs a signed-in donor', async () => {
    expect((await t.call('statement/getStatement', { year: 2025, format: 'csv' })).statusCode).toBe(401);
  });
});

describe('payment kind from the centers’ systems', () => {
  it('records the kind a center sends and refuses an unknown one', async () => {
    const post = (kind: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/visits',
        headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
        payload: JSON.stringify({
          donorNumber,
          locationID: centerId,
          visitNumber: `K-${kind}`,
          checkinTS: '2026-03-03T15:00:00Z',
          checkoutTS: '2026-03-03T16:00:00Z',
          donated: true,
          payments: [{ paymentDate: '2026-03-03T16:00:00Z', amount: 20, kind }],
        }),
      });
    const bad = await post('tip');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('payments.0.kind');
    expect((await post('promotion')).statusCode).toBe(201);
    const { body } = await statement({ from: '2026-03-03', to: '2026-03-03', format: 'csv' });
    expect(body.content).toContain('2026-03-03,"Peñasco, North",K-promotion,Promotion,20.00');
  });
});
