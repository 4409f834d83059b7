import { chatbotUrls, type ChatPreset } from '@portal/contract';
import { CHAT_MAX_DEPTH, CHAT_MAX_OPTIONS, type ChatbotFields, type ChatNodeFields } from '@portal/contract/entities/chatbot-tree';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, chatPresets, chatRecords } from '../../../db/schema/index';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let editor: string;
let donor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
  await createDonor(t.database.db, { email: 'chat-reader@example.com' });
  donor = (await signIn(t, 'chat-reader@example.com')).token;
});
afterAll(() => t.close());

type Item = { version: number; state: string; publishedVersion: number | null; fields: ChatbotFields };

const as = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const node = (en: string, es: string, children: ChatNodeFields[] = [], isFeedback = false): ChatNodeFields => ({
  text: { en, es },
  description: { en: `About ${en}`, es: `Sobre ${es}` },
  isFeedback,
  children,
});
const draft = async () => as<{ item: Item }>(await t.call('content/getChatbot', {}, { token: editor })).item;
const save = (fields: ChatbotFields, expectedVersion?: number) =>
  t.call('content/saveChatbot', { fields, ...(expectedVersion ? { expectedVersion } : {}) }, { token: editor });
const publish = (expectedVersion: number, extra: { publishAt?: string; expireAt?: string | null } = {}) =>
  t.call('content/publishContent', { kind: 'chatbot', id: 'chatbot', expectedVersion, expireAt: null, ...extra }, { token: editor });
const restore = (version: number, expectedVersion: number) =>
  t.call('content/restoreRevision', { kind: 'chatbot', id: 'chatbot', version, expectedVersion }, { token: editor });
const donorPost = (url: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${donor}` },
    payload: JSON.stringify(body),
  });
const preset = async (parentId: string | null) => {
  const res = await donorPost(chatbotUrls.preset, { parentId });
  return res.statusCode === 200 ? res.json<{ preset: ChatPreset }>().preset : res.statusCode;
};
const optionsOf = async (parentId: string | null) => {
  const answer = await preset(parentId);
  return typeof answer === 'number' ? answer : answer.children.map((child) => child.text.en);
};
const fieldPaths = (res: { json<U>(): U }) => res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);

describe('the chatbot tree in the console', () => {
  it('is saved as a draft donors do not see, published complete in both languages, then edited without reaching donors until published again', async () => {
    expect(await draft()).toBeNull();
    expect(await preset(null)).toBe(404);

    const first = { root: node('Donor Care', 'Atención', [node('Points', ''), node('Cards', 'Tarjetas')]) };
    const created = as<{ id: string; version: number }>(await save(first));
    expect(created).toEqual({ status: 200, id: 'chatbot', version: 1 });
    expect(await preset(null)).toBe(404);

    const incomplete = await publish(1);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'contentIncomplete' });
    expect(fieldPaths(incomplete)).toEqual(['fields.root.children.0.text.es']);

    const loaded = await draft();
    expect(loaded.fields.root.children.every((child) => /^[0-9a-f-]{36}$/.test(child.id ?? ''))).toBe(true);
    loaded.fields.root.children[0]!.text.es = 'Puntos';
    as(await save(loaded.fields, 1));
    expect(as<{ state: string; version: number }>(await publish(2))).toMatchObject({ state: 'published', version: 3 });
    expect(await draft()).toMatchObject({ version: 3, publishedVersion: 3, state: 'published' });
    expect(await optionsOf(null)).toEqual(['Points', 'Cards']);

    // A draft edit of the live tree: added option and a new order, unseen by donors until published.
    const edited = await draft();
    edited.fields.root.children = [edited.fields.root.children[1]!, edited.fields.root.children[0]!, node('Hours', '')];
    expect(as<{ version: number }>(await save(edited.fields, 3)).version).toBe(4);
    expect(await draft()).toMatchObject({ version: 4, publishedVersion: 3 });
    expect(await optionsOf(null)).toEqual(['Points', 'Cards']);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'chatbot'), eq(auditLog.action, 'content/publishContent')));
    expect(audit).toMatchObject({ objectId: 'chatbot', after: expect.objectContaining({ state: 'published', version: 3 }) });
  });

  it('retires a removed option at publish, keeping the donor’s chat history, and brings it back by restoring a revision', async () => {
    const current = await draft();
    current.fields.root.children[2]!.text.es = 'Horario';
    const { version } = as<{ version: number }>(await save(current.fields, current.version));
    as(await publish(version));
    const root = await preset(null);
    if (typeof root === 'number') throw new Error('no root');
    expect(root.children.map((c) => c.text.es)).toEqual(['Tarjetas', 'Puntos', 'Horario']);

    // The donor picks "Hours" in a chat.
    const hours = root.children[2]!._id;
    const { chatlogID } = (await donorPost(chatbotUrls.start, {})).json<{ chatlogID: string }>();
    expect((await donorPost(chatbotUrls.record, { chatlogID, chatPresetID: hours })).statusCode).toBe(200);

    // The editor removes it and publishes: donors no longer see it; the chat record and the node's row stay.
    const withHours = await draft();
    const withoutHours = { root: { ...withHours.fields.root, children: withHours.fields.root.children.slice(0, 2) } };
    const removed = as<{ version: number }>(await save(withoutHours, withHours.version));
    as(await publish(removed.version));
    expect(await optionsOf(null)).toEqual(['Cards', 'Points']);
    expect(await preset(hours)).toBe(404);
    expect((await donorPost(chatbotUrls.record, { chatlogID, chatPresetID: hours })).statusCode).toBe(404);
    expect(await t.database.db.select().from(chatRecords).where(eq(chatRecords.chatPresetId, hours))).toHaveLength(1);
    const [row] = await t.database.db.select().from(chatPresets).where(eq(chatPresets.id, hours));
    expect(row?.retiredAt).toEqual(t.clock.now());

    // Restoring the revision that had it changes the draft only; publishing brings back the same node.
    const restored = as<{ version: number }>(await restore(withHours.version, removed.version + 1));
    expect(await optionsOf(null)).toEqual(['Cards', 'Points']);
    as(await publish(restored.version));
    const back = await preset(null);
    if (typeof back === 'number') throw new Error('no root');
    expect(back.children.map((c) => c._id)).toContain(hours);
    expect(await t.database.db.select().from(chatRecords).where(eq(chatRecords.chatPresetId, hours))).toHaveLength(1);
    const revisions = as<{ revisions: { action: string }[] }>(
      await t.call('content/listRevisions', { kind: 'chatbot', id: 'chatbot' }, { token: editor }),
    ).revisions;
    expect(revisions[0]?.action).toBe('publish');
    expect(revisions[1]?.action).toBe('restore');
  });

  it('refuses, naming the fields, a tree too deep, too wide, too long a text, a schedule, an expiry and a retire', async () => {
    const { version, fields } = await draft();
    let deep = node('Leaf', 'Hoja');
    for (let i = 0; i < CHAT_MAX_DEPTH; i += 1) deep = node(`Level ${i}`, `Nivel ${i}`, [deep]);
    const tooDeep = await save({ root: { ...fields.root, children: [deep] } }, version);
    expect(tooDeep.statusCode).toBe(400);
    expect(fieldPaths(tooDeep)[0]).toMatch(/^params\.fields\.root(\.children\.0){7}$/);

    const wide = Array.from({ length: CHAT_MAX_OPTIONS + 1 }, (_, i) => node(`Option ${i}`, `Opción ${i}`));
    expect(fieldPaths(await save({ root: { ...fields.root, children: wide } }, version))).toEqual(['params.fields.root.children']);
    const long = node('x'.repeat(121), 'x');
    expect(fieldPaths(await save({ root: { ...fields.root, children: [long] } }, version))).toEqual([
      'params.fields.root.children.0.text.en',
    ]);

    const ahead = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await publish(version, { publishAt: ahead, expireAt: ahead });
    expect(scheduled.statusCode).toBe(400);
    expect(fieldPaths(scheduled)).toEqual(['params.publishAt', 'params.expireAt']);
    const retire = await t.call('content/retireContent', { kind: 'chatbot', id: 'chatbot', expectedVersion: version }, { token: editor });
    expect(fieldPaths(retire)).toEqual(['params.kind']);
    expect((await draft()).version).toBe(version);

    const clerk = await signInStaff(t, (await createStaff(t.database.db, 'center_staff')).email);
    expect((await t.call('content/saveChatbot', { expectedVersion: version, fields }, { token: clerk })).statusCode).toBe(403);
    expect((await t.call('content/getChatbot', {}, { token: clerk })).statusCode).toBe(403);
  });
});
