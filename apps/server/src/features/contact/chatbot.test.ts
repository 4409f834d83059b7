import { chatbotUrls, type ChatPreset } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatTree } from '../../db/factories/chatbot';
import { createDonor } from '../../db/factories/donors';
import { chatLogs, chatRecords, donorCareSubmissions } from '../../db/schema/index';
import { demoChatTree } from '../../db/seed/demo-chatbot';
import { solvedCaptcha } from '../../test/captcha';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  t = await createTestApp({ env: { CAPTCHA_COST: '20' } });
  ids = await createChatTree(t.database.db, demoChatTree);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

function post(url: string, body: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

async function donorToken() {
  const donor = await createDonor(t.database.db);
  return { donor, token: (await signIn(t, donor.email ?? '')).token };
}

describe('chatbot presets', () => {
  it('answers the root without parent and an option with its parent and children, in both languages', async () => {
    const { token } = await donorToken();
    const root = (await post(chatbotUrls.preset, { parentId: null }, token)).json<{ preset: ChatPreset }>().preset;
    expect(root.parent).toBeNull();
    expect(root.children.map((c) => c.text.en)).toEqual([
      'Rewards and points',
      'Card payments',
      'Appointments and hours',
      'Can I donate?',
      'Share feedback or a complaint',
    ]);
    const rewards = (await post(chatbotUrls.preset, { parentId: root.children[0]?._id }, token)).json<{ preset: ChatPreset }>().preset;
    expect(rewards.parent).toEqual({ _id: root._id, parent: null, description: root.description });
    expect(rewards.children.at(-1)).toMatchObject({ isFeedback: true, text: { es: 'Ninguna de estas respuestas resuelve mi duda' } });
  });

  it('answers 404 for an unknown preset and 401 without a token', async () => {
    const { token } = await donorToken();
    expect((await post(chatbotUrls.preset, { parentId: '00000000-0000-4000-8000-000000000000' }, token)).statusCode).toBe(404);
    expect((await post(chatbotUrls.preset, { parentId: null })).statusCode).toBe(401);
    expect((await post(chatbotUrls.preset, { parentId: 'nope' }, token)).statusCode).toBe(400);
  });
});

describe('chat log lifecycle', () => {
  it('starts a log for the token’s donor, records choices, and stops it; a stopped log records nothing more', async () => {
    const { donor, token } = await donorToken();
    const other = await createDonor(t.database.db);
    const started = await post(chatbotUrls.start, { donorID: other.id }, token);
    expect(started.statusCode, started.body).toBe(200);
    const { chatlogID } = started.json<{ chatlogID: string }>();
    const [log] = await t.database.db.select().from(chatLogs).where(eq(chatLogs.id, chatlogID));
    expect(log?.donorId).toBe(donor.id);

    for (const path of ['', '0', '0.0']) {
      expect(
        (await post(chatbotUrls.record, { chatlogID, chatPresetID: ids.get(path), donorID: donor.donorNumber }, token)).statusCode,
      ).toBe(200);
    }
    expect(await t.database.db.select().from(chatRecords).where(eq(chatRecords.chatlogId, chatlogID))).toHaveLength(3);

    expect((await post(chatbotUrls.stop, { chatlogID }, token)).statusCode).toBe(200);
    expect((await post(chatbotUrls.stop, { chatlogID }, token)).statusCode).toBe(200);
    expect((await post(chatbotUrls.record, { chatlogID, chatPresetID: ids.get('1') }, token)).json()).toMatchObject({
      code: 'chatNotFound',
    });
  });

  it('keeps donors out of each other’s chat logs', async () => {
    const owner = await donorToken();
    const intruder = await donorToken();
    const { chatlogID } = (await post(chatbotUrls.start, {}, owner.token)).json<{ chatlogID: string }>();
    expect((await post(chatbotUrls.record, { chatlogID, chatPresetID: ids.get('') }, intruder.token)).statusCode).toBe(404);
    expect((await post(chatbotUrls.stop, { chatlogID }, intruder.token)).statusCode).toBe(404);
    const [log] = await t.database.db.select().from(chatLogs).where(eq(chatLogs.id, chatlogID));
    expect(log?.stoppedAt).toBeNull();
  });

  it('turns a request from the chat into a donor-care submission and ends the chat', async () => {
    const { donor, token } = await donorToken();
    const { chatlogID } = (await post(chatbotUrls.start, {}, token)).json<{ chatlogID: string }>();
    const res = await post(
      '/api/donor-care/submission',
      {
        origin: 'Website',
        isVerified: true,
        isFollowUp: true,
        chatlogID,
        shareEmail: true,
        sharePhone: true,
        subject: 'My points are missing',
        description: 'Since last week.',
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      token,
    );
    expect(res.json(), res.body).toMatchObject({ status: 1 });
    const [row] = await t.database.db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.donorId, donor.id));
    expect(row).toMatchObject({ chatlogId: chatlogID, subject: 'My points are missing', eventDate: '2026-06-15', locationId: null });
    const [log] = await t.database.db.select().from(chatLogs).where(eq(chatLogs.id, chatlogID));
    expect(log?.stoppedAt).not.toBeNull();
  });
});
