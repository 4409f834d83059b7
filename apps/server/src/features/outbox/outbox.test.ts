import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../../test/outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on the loopback address: what nodemailer delivers arrives here. */
async function startSmtpPeer(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
const smsSent: { to: string; text: string }[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, SMTP_FROM: 'portal@demo.example', BRAND_NAME: 'Acme Plasma' },
    sms: {
      send: async ({ messageId, to, text }) => {
        smsSent.push({ to, text });
        return { providerMessageId: `SM${messageId}` };
      },
    },
  });
  await createDonor(t.database.db, { email: 'mail@example.com', phoneCountryCode: '1', phoneNumber: '5125550999' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => peer.server.close(() => resolve()));
});

describe('message outbox', () => {
  it('delivers e-mail through SMTP, records it in the outbox and names the configured brand', async () => {
    const res = await t.call('passwordReset/sendCode', { username: 'mail@example.com' }, { lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]).toMatchObject({ from: 'portal@demo.example', to: ['mail@example.com'] });
    expect(peer.received[0]?.raw).toContain('Acme Plasma');

    const [message] = await outbox(t, 'mail@example.com');
    expect(message).toMatchObject({ channel: 'email', template: 'resetCode', language: 'es', error: null });
    expect(message?.sentAt).not.toBeNull();
    expect(message?.subject).toBe('Restablece tu contraseña de Acme Plasma');
    expect(message?.body).toMatch(/código de verificación es \d{6}/);
    expect(message?.body).toContain('/set-new-password?token=');
  });

  it('hands text messages to the SMS adapter', async () => {
    await t.call('passwordReset/sendCode', { username: '5125550999' });
    expect(smsSent).toHaveLength(1);
    expect(smsSent[0]?.to).toBe('+15125550999');
    expect(smsSent[0]?.text).toMatch(/^Acme Plasma: your password reset code is \d{6}\./);
    const [message] = await outbox(t, '+15125550999');
    expect(message?.sentAt).not.toBeNull();
  });

  it('records a failed delivery without the provider text', async () => {
    const broken = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      await createDonor(t.database.db, { email: 'broken@example.com' });
      expect((await broken.call('passwordReset/sendCode', { username: 'broken@example.com' })).statusCode).toBe(200);
      const [message] = await outbox(broken, 'broken@example.com');
      expect(message?.sentAt).toBeNull();
      expect(message?.error).toMatch(/^Error: E\w+$/);
    } finally {
      await broken.close();
    }
  });

  it('serves the developer outbox only in demo mode', async () => {
    const production = await createTestApp({ database: t.database, env: { DEMO_MODE: 'false' } });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox?to=mail%40example.com' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mail@example.com');
    } finally {
      await production.close();
    }
  });
});
