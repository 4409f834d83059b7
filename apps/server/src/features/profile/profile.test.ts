import { PHOTO_MAX_BYTES } from '@portal/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { latestCode, outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'profile@example.com' });
  await createDonor(t.database.db, { email: 'someone.else@example.com' });
  token = (await signIn(t, 'profile@example.com')).token;
});
afterAll(() => t.close());

const validProfile = {
  firstName: 'Paula',
  lastName: 'Perez',
  dob: '02-29-1992',
  gender: 'F' as const,
  phone: { countryCode: '1' as const, phoneNumber: '5125550188' },
  address: { addressLine1: '1 Congress Ave', city: 'Austin', state: 'tx', zipCode: '78701' },
};

describe('profile', () => {
  it('reads and updates the donor', async () => {
    const res = await t.call('profile/updateProfile', validProfile, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: object }>().user).toMatchObject({
      fullName: 'Paula Perez',
      birthDate: '1992-02-29',
      primaryPhoneNumber: { countryCode: '1', phoneNumber: '5125550188' },
      address: { addressLine1: '1 Congress Ave', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    const read = await t.call('profile/getProfile', {}, { token });
    expect(read.json<{ user: { firstName: string } }>().user.firstName).toBe('Paula');
  });

  it('refuses bad fields with the spec messages, in the caller language', async () => {
    const res = await t.call(
      'profile/updateProfile',
      {
        ...validProfile,
        firstName: '',
        dob: '02-30-1992',
        phone: { countryCode: '1', phoneNumber: '12ab' },
        address: { ...validProfile.address, state: 'XX', zipCode: '7870' },
      },
      { token },
    );
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ fields: { path: string; message: string }[] }>().fields.map((f) => `${f.path}: ${f.message}`);
    expect(messages).toEqual([
      'params.firstName: Firstname required',
      'params.dob: Please enter a valid date as MM-DD-YYYY.',
      'params.phone.phoneNumber: Please enter a valid phone number!',
      'params.address.state: Please choose a state from the list.',
      'params.address.zipCode: Please enter a valid ZIP code.',
    ]);
    const es = await t.call('profile/updateProfile', { ...validProfile, lastName: '' }, { token, lang: 'es' });
    expect(es.json<{ fields: { message: string }[] }>().fields[0]?.message).toBe('Apellido obligatorio');
  });

  it('saves communication preferences', async () => {
    const communicationPreferences = {
      email: { rewards: false, promotions: false, reminders: true },
      sms: { rewards: true, promotions: true, reminders: false },
      push: { rewards: false, promotions: true, reminders: true },
    };
    expect((await t.call('profile/updateCommunicationPreferences', { communicationPreferences }, { token })).statusCode).toBe(200);
    const read = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(read.json()).toEqual({ status: 200, communicationPreferences, textOffersAgreedAt: t.clock.now().toISOString() });
  });
});

describe('e-mail change', () => {
  it('changes the e-mail only with the code sent to the new address', async () => {
    const sent = await t.call('profile/requestEmailChange', { email: 'New.Address@example.com' }, { token });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t, 'new.address@example.com');
    expect((await t.call('profile/confirmEmailChange', { email: 'other@example.com', code }, { token })).json()).toMatchObject({
      code: 'invalidCode',
    });
    const done = await t.call('profile/confirmEmailChange', { email: 'new.address@example.com', code }, { token });
    expect(done.json<{ user: { primaryEmail: string } }>().user.primaryEmail).toBe('new.address@example.com');
    expect((await t.call('profile/confirmEmailChange', { email: 'new.address@example.com', code }, { token })).statusCode).toBe(400);
  });

  it('answers an address that has an account like any other, and never moves to it', async () => {
    const sent = await t.call('profile/requestEmailChange', { email: 'someone.else@example.com' }, { token });
    expect(sent.statusCode).toBe(200);
    const [message] = await outbox(t, 'someone.else@example.com');
    expect(message?.template).toBe('accountExists');
  });
});

async function upload(body: Buffer, filename: string, contentType: string, auth = token) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    headers: { authorization: `Bearer ${auth}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('profile photo', () => {
  it('resizes to 512 px at most, serves it with its type and points the user at it', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c04040' } })
      .jpeg()
      .toBuffer();
    const res = await upload(big, 'me.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json<{ donorThumbnailPath: string }>().donorThumbnailPath;
    expect(path).toMatch(/^\/api\/profile\/photo\/[\w-]{36}$/);

    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    const user = (await t.call('profile/getProfile', {}, { token })).json<{ user: { donorThumbnailPath: string } }>().user;
    expect(user.donorThumbnailPath).toBe(path);

    const png = await sharp({ create: { width: 100, height: 80, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const second = await upload(png, 'small.png', 'image/png');
    expect(
      (await t.app.inject({ method: 'GET', url: second.json<{ donorThumbnailPath: string }>().donorThumbnailPath })).headers,
    ).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, max-age=86400' });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/photo/not-a-photo' })).statusCode).toBe(404);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, whatever it claims to be', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'photoTypeInvalid' });
    const truncated = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'broken.jpg', 'image/jpeg');
    expect(truncated.statusCode).toBe(415);
  });

  it('refuses a photo over 5 MB', async () => {
    const header = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const res = await upload(Buffer.concat([header, Buffer.alloc(PHOTO_MAX_BYTES)]), 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'photoTooLarge', message: 'The photo is too large. The limit is 5 MB.' });
  });

  it('needs a signed-in donor', async () => {
    const res = await upload(Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg', 'image/jpeg', 'not-a-token');
    expect(res.statusCode).toBe(401);
  });
});
