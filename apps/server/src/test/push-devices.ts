import type { PushPayload } from '@portal/contract/entities/push-messages';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { expect } from 'vitest';
import { pushSubscriptions } from '../db/schema/index';
import { createMessenger, type Messenger } from '../domain/messaging/messenger';
import { webPushAdapter } from '../domain/messaging/web-push';
import { newRequestId } from './booking';
import { browserKeys, startPushService, type TestBrowserKeys } from './push-service';
import type { TestApp } from './test-app';

const SUBJECT = 'mailto:ops@portal.test';

/** A VAPID key pair and the server's settings for it: a test app given `env` sends push messages signed with it. */
export function testVapid() {
  const keys = webpush.generateVAPIDKeys();
  return {
    ...keys,
    env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: SUBJECT },
  };
}

/**
 * Push in a test (issue 33): a local push service that checks the VAPID signature and keeps what it gets, a messenger
 * that sends to it, and devices added through the profile's API and then pointed at it.
 */
export async function startPushKit(vapid: ReturnType<typeof testVapid>) {
  const service = await startPushService(vapid.publicKey);
  const adapter = webPushAdapter({ ...vapid, subject: SUBJECT, timeoutMs: 5_000 });
  return {
    service,
    /** A messenger for a job's deps (the app's own messenger sends push too when the app was given `vapid.env`). */
    messenger: (t: TestApp): Messenger => createMessenger({ db: t.database.db, clock: t.clock, brandName: 'Demo Plasma', push: adapter }),
    /** Turns push on for a signed-in donor's device, as the profile does; answers the device and its browser keys. */
    async addDevice(t: TestApp, token: string, deviceName = 'Chrome on Android') {
      const keys = browserKeys();
      const path = `/push/${newRequestId()}`;
      const added = await t.call(
        'profile/addPushDevice',
        { endpoint: `https://push.example.net${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth }, deviceName },
        { token },
      );
      expect(added.statusCode, added.body).toBe(200);
      const deviceId = added.json<{ id: string }>().id;
      // Push services are https; the test's local one is plain http, so the row is pointed at it after the API kept it.
      await t.database.db
        .update(pushSubscriptions)
        .set({ endpoint: `${service.url}${path}` })
        .where(eq(pushSubscriptions.id, deviceId));
      return { keys, path, deviceId };
    },
    /** What reached one device, decrypted with its keys. */
    payloadsTo(device: { keys: TestBrowserKeys; path: string }): PushPayload[] {
      return service.received
        .filter((push) => push.path === device.path)
        .map((push) => JSON.parse(device.keys.decrypt(push.body)) as PushPayload);
    },
    close: () => service.close(),
  };
}

export type PushKit = Awaited<ReturnType<typeof startPushKit>>;

/**
 * A notification shows on a locked screen: its payload holds a title, a text, a page of the portal and a tag, and none
 * of `secrets` (a code, a link, an address, the text of an answer).
 */
export function expectLockScreenSafe(payload: PushPayload | undefined, secrets: readonly string[]) {
  expect(Object.keys(payload ?? {}).sort()).toEqual(['body', 'tag', 'title', 'url']);
  expect(payload?.url).toMatch(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*$/);
  const shown = `${payload?.title ?? ''} ${payload?.body ?? ''}`;
  expect(shown).not.toMatch(/https?:|\b\d{6}\b|@/);
  for (const secret of secrets) expect(shown).not.toContain(secret);
}
