import type { builtInMessageTemplates } from '@portal/contract/entities/message-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { seedVisitTexts } from '../../db/seed/demo-prescreening';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { outbox } from '../../test/outbox';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MESSAGE_TEMPLATES_KEY } from './message-texts';

/**
 * The e-mails and text messages as a document editors change (decision 035): what the outbox records is the published
 * document's text, read by the sender (a call's pool, or a transaction's messenger once for all its messages), or the
 * built-in text while none is live.
 */
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { BRAND_NAME: 'Acme Plasma' } });
  await seedVisitTexts(t.database.db);
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(() => t.close());

type Fields = typeof builtInMessageTemplates;

const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const stored = async () =>
  ok<{ item: { version: number; fields: Fields } }>(await t.call('content/getDocument', { id: MESSAGE_TEMPLATES_KEY }, { token: editor }))
    .item;
const save = (expectedVersion: number, fields: Fields) =>
  t.call('content/saveDocument', { id: MESSAGE_TEMPLATES_KEY, expectedVersion, fields }, { token: editor });
const fieldsOf = (res: { json<U>(): U }) => res.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);

let sequence = 0;
/** A donor asks for a password reset code by e-mail; returns the message the outbox recorded. */
async function resetMessage(lang: 'en' | 'es') {
  sequence += 1;
  const email = `message-texts-${sequence}@example.com`;
  await createDonor(t.database.db, { email });
  expect((await t.call('passwordReset/sendCode', { username: email }, { lang, ip: `10.91.0.${sequence}` })).statusCode).toBe(200);
  const [message] = await outbox(t, email);
  return message;
}

describe(`e-mails and text messages as a document (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('are seeded with the built-in texts: a reset code e-mail is byte for byte today’s', async () => {
    const message = await resetMessage('es');
    expect(message?.subject).toBe('Restablece tu contraseña de Acme Plasma');
    expect(message?.body).toMatch(
      /^Hola:\n\nRecibimos una solicitud para restablecer tu contraseña de Acme Plasma\.\nTu código de verificación es \d{6} \(vence en \d+ minutos\)\./,
    );
  });

  it('edited in both languages, are what the next message says, its placeholders filled', async () => {
    const { version, fields } = await stored();
    const edited: Fields = {
      en: {
        ...fields.en,
        resetCode: { ...fields.en.resetCode, subject: 'Your {{brand}} code', email: 'Code {{code}}, valid {{minutes}} minutes: {{link}}' },
      },
      es: {
        ...fields.es,
        resetCode: {
          ...fields.es.resetCode,
          subject: 'Tu código de {{brand}}',
          email: 'Código {{code}}, vale {{minutes}} minutos: {{link}}',
        },
      },
    };
    ok(await save(version, edited));
    const es = await resetMessage('es');
    expect(es?.subject).toBe('Tu código de Acme Plasma');
    expect(es?.body).toMatch(/^Código \d{6}, vale \d+ minutos: http.+\/set-new-password\?token=/);
    expect((await resetMessage('en'))?.subject).toBe('Your Acme Plasma code');
  });

  it('are read by a transaction’s messenger too: a booking’s confirmation e-mail', async () => {
    const { version, fields } = await stored();
    const booked = { ...fields.en.appointmentBooked, subject: 'Booked with {{brand}}: {{when}}' };
    ok(await save(version, { en: { ...fields.en, appointmentBooked: booked }, es: fields.es }));
    t.clock.set('2026-06-15T15:00:00Z');
    const center = await createBookableCenter(t);
    const { donor, token } = await signedInDonor(t, { homeLocationId: center.id });
    await createVisit(t.database.db, { donorId: donor.id, locationId: center.id, checkinAt: new Date('2026-05-15T14:00:00Z') });
    const res = await t.call(
      'appointment/book',
      { locationID: center.id, start: '2026-06-17T09:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [confirmation] = await outbox(t, donor.email as string);
    expect(confirmation?.subject).toMatch(/^Booked with Acme Plasma: Wednesday, June 17, 9:00\sAM$/);
  });

  it('refuse, 400 naming the field, a text message without its code and a placeholder the message does not have', async () => {
    const { version, fields } = await stored();
    const withoutCode = await save(version, {
      en: fields.en,
      es: { ...fields.es, registrationCode: { ...fields.es.registrationCode, sms: '{{brand}}: tu código vence en {{minutes}} minutos.' } },
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(fieldsOf(withoutCode)).toEqual(['params.fields.es.registrationCode.sms']);
    const unknown = await save(version, {
      en: { ...fields.en, passwordChanged: { ...fields.en.passwordChanged, subject: 'Hi {{name}}' } },
      es: fields.es,
    });
    expect(fieldsOf(unknown)).toEqual(['params.fields.en.passwordChanged.subject']);
    expect((await stored()).version).toBe(version);
  });

  it('fall back to the built-in texts while the document is retired: a code is still sent', async () => {
    const { version } = await stored();
    ok(await t.call('content/retireContent', { kind: 'document', id: MESSAGE_TEMPLATES_KEY, expectedVersion: version }, { token: editor }));
    expect((await resetMessage('en'))?.subject).toBe('Reset your Acme Plasma password');
  });
});
