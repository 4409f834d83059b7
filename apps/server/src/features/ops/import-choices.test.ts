import type { CommunicationPreferences } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { consentRecords, donorFieldChanges, donors } from '../../db/schema/index';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';
import { signIn, signInStaff } from '../../test/sign-in';
import { importDonorFile } from '../../test/imports';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let secret: string;
let admin: string;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'choices.admin@staff.example.com' })).email);
  const created = await t.call('integrations/createApiClient', { name: 'DMS choices', operations: ['imports'] } as never, { token: admin });
  secret = created.json<{ secret: string }>().secret;
});
afterAll(() => t.close());

const hourBefore = new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString();
const hourAfter = new Date(new Date(TEST_NOW).getTime() + 3_600_000).toISOString();

const chosen: CommunicationPreferences = {
  email: { rewards: false, promotions: false, reminders: true },
  sms: { rewards: true, promotions: true, reminders: false },
  push: { rewards: false, promotions: true, reminders: true },
};
const allOff: CommunicationPreferences = {
  email: { rewards: false, promotions: false, reminders: false },
  sms: { rewards: false, promotions: false, reminders: false },
  push: { rewards: false, promotions: false, reminders: false },
};

const channels = ['email', 'sms', 'push'] as const;
const kinds = ['rewards', 'promotions', 'reminders'] as const;
const choiceColumns = channels.flatMap((channel) => kinds.map((kind) => `communicationPreferences.${channel}.${kind}`));

/** The choices that differ between two sets, as `channel.kind=granted`. */
const differences = (before: CommunicationPreferences, after: CommunicationPreferences): string[] =>
  channels.flatMap((channel) =>
    kinds.filter((kind) => before[channel][kind] !== after[channel][kind]).map((kind) => `${channel}.${kind}=${after[channel][kind]}`),
  );

const importFile = (body: string, type: string, lang = 'en') => importDonorFile(t, secret, body, type, lang);

const donorOf = async (donorNumber: string) => {
  const [row] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, donorNumber));
  if (!row) throw new Error(`no donor ${donorNumber}`);
  return row;
};

/** The center's consent rows of a donor, read one a choice through the staff's consent history (the gateway). */
async function centerHistory(donorId: string) {
  const res = await t.call('staff/getConsentHistory', { donorId }, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<{
    communicationPreferences: CommunicationPreferences;
    records: { channel: string; kind: string; granted: boolean; source: string }[];
  }>();
  return { preferences: reply.communicationPreferences, center: reply.records.filter((record) => record.source === 'center') };
}

const centerFieldChanges = async (donorId: string) =>
  (
    await t.database.db
      .select({ field: donorFieldChanges.field })
      .from(donorFieldChanges)
      .where(and(eq(donorFieldChanges.donorId, donorId), eq(donorFieldChanges.source, 'center')))
  ).map((row) => row.field);

describe('POST /api/ops/imports: donors with their communication choices', () => {
  it('takes the choices of a CSV line for a new and an existing donor, records them with the center as source, and the same file twice writes nothing', async () => {
    const existing = await createDonor(t.database.db, { email: 'choices.csv@example.com', homeLocationId: austin });
    // The nine choice columns of a line: a set's values (none: empty), some of them written otherwise.
    const cells = (choices: CommunicationPreferences | null, written: Record<string, string> = {}) =>
      channels
        .flatMap((channel) => kinds.map((kind) => written[`${channel}.${kind}`] ?? (choices ? String(choices[channel][kind]) : '')))
        .join(',');
    const details = (number: string, last: string, email = '') => `${number},Ana,,${last},1990-01-02,1,1234,${email},${austin}`;
    const csv = [
      `donorNumber,firstName,middleName,lastName,birthDate,identityTypeId,identityLast4,email,homeLocationID,${choiceColumns.join(',')}`,
      `${details('CHO0001', 'Lopez')},${cells(chosen)}`,
      `${details('CHO0002', 'Diaz')},${cells(null)}`,
      `${details(existing.donorNumber, existing.lastName, 'choices.csv@example.com')},${cells(chosen)}`,
      `${details('CHO0004', 'Bad')},${cells(chosen, { 'sms.rewards': 'yes' })}`,
      `${details('CHO0005', 'Half')},${cells(chosen, { 'push.reminders': '' })}`,
    ].join('\n');

    const first = await importFile(`${csv}\n`, 'text/csv');
    expect(first.counts).toEqual({ created: 2, updated: 1, unchanged: 0, refused: 2 });
    expect(first.refusedLines.map(({ line, field, code }) => ({ line, field, code }))).toEqual([
      { line: 5, field: 'communicationPreferences.sms.rewards', code: 'communicationChoiceInvalid' },
      { line: 6, field: 'communicationPreferences.push.reminders', code: 'communicationChoiceInvalid' },
    ]);
    expect(await t.database.db.select().from(donors).where(eq(donors.lastName, 'Bad'))).toHaveLength(0);

    // A new donor with choices: hers, recorded as the center's, nine choices read through the history.
    const ana = await donorOf('CHO0001');
    const anaHistory = await centerHistory(ana.id);
    expect(anaHistory.preferences).toEqual(chosen);
    expect(anaHistory.center).toHaveLength(9);
    for (const record of anaHistory.center) {
      expect(record.granted).toBe(chosen[record.channel as 'sms'][record.kind as 'rewards']);
    }
    // A new donor without choices: the defaults, as before.
    expect((await centerHistory((await donorOf('CHO0002')).id)).preferences).toEqual(defaultCommunicationPreferences);

    // An existing donor: the choices that changed, a consent row each with the center as source, and the group recorded.
    const history = await centerHistory(existing.id);
    expect(history.preferences).toEqual(chosen);
    expect(history.center.map((record) => `${record.channel}.${record.kind}=${record.granted}`).sort()).toEqual(
      differences(defaultCommunicationPreferences, chosen).sort(),
    );
    expect(await centerFieldChanges(existing.id)).toContain('communicationPreferences');
    const { token } = await signIn(t, 'choices.csv@example.com');
    const read = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(read.json<{ communicationPreferences: CommunicationPreferences }>().communicationPreferences).toEqual(chosen);

    // The same file again: every applied line unchanged, no consent or change row written.
    const consentsBefore = (await t.database.db.select().from(consentRecords)).length;
    const changesBefore = (await t.database.db.select().from(donorFieldChanges)).length;
    const again = await importFile(`${csv}\n`, 'text/csv');
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 2 });
    expect(await t.database.db.select().from(consentRecords)).toHaveLength(consentsBefore);
    expect(await t.database.db.select().from(donorFieldChanges)).toHaveLength(changesBefore);
  });

  it('keeps a newer portal choice and a closed account’s, applies a newer center line, and refuses a bad choice in NDJSON by name (en and es)', async () => {
    const paula = await createDonor(t.database.db, { email: 'choices.ndjson@example.com', homeLocationId: austin });
    const { token } = await signIn(t, 'choices.ndjson@example.com');
    // The donor's own edit in the portal, at TEST_NOW.
    const edit = await t.call('profile/updateCommunicationPreferences', { communicationPreferences: allOff }, { token });
    expect(edit.statusCode, edit.body).toBe(200);
    const closed = await createDonor(t.database.db, {
      homeLocationId: austin,
      closedAt: new Date(TEST_NOW),
      email: null,
      communicationPreferences: allOff,
    });
    const line = (donorNumber: string, changedAt: string, communicationPreferences: unknown) =>
      JSON.stringify({
        donorNumber,
        changedAt,
        firstName: 'Paula',
        lastName: 'Ruiz',
        birthDate: '1990-04-15',
        email: donorNumber === paula.donorNumber ? 'choices.ndjson@example.com' : null,
        identity: { typeId: 1, last4: '1234' },
        homeLocationID: austin,
        communicationPreferences,
      });
    const older = await importFile(
      [
        line(paula.donorNumber, hourBefore, chosen),
        line(closed.donorNumber, hourAfter, chosen),
        line('CHO0101', hourBefore, { ...chosen, email: { ...chosen.email, promotions: 'yes' } }),
        line('CHO0102', hourBefore, { email: chosen.email, push: chosen.push }),
        line('CHO0103', hourBefore, chosen),
      ].join('\n'),
      'application/x-ndjson',
      'es',
    );
    expect(older.counts).toEqual({ created: 1, updated: 2, unchanged: 0, refused: 2 });
    expect(older.refusedLines.map(({ line: n, field, code }) => ({ n, field, code }))).toEqual([
      { n: 3, field: 'communicationPreferences.email.promotions', code: 'communicationChoiceInvalid' },
      { n: 4, field: 'communicationPreferences.sms', code: 'communicationChoiceInvalid' },
    ]);
    expect(older.refusedLines[0]?.message).toMatch(/^Las preferencias de comunicación se envían completas/);
    // Only the bad lines are refused: the good one after them is applied with its choices.
    expect((await centerHistory((await donorOf('CHO0103')).id)).preferences).toEqual(chosen);

    // The donor's portal edit is newer than the center's line: her choices stay, nothing recorded for them.
    const kept = await centerHistory(paula.id);
    expect(kept.preferences).toEqual(allOff);
    expect(kept.center).toEqual([]);
    expect(await centerFieldChanges(paula.id)).not.toContain('communicationPreferences');
    // A closed account takes no choices, even from a newer line (its other details are applied).
    const closedHistory = await centerHistory(closed.id);
    expect(closedHistory.preferences).toEqual(allOff);
    expect(closedHistory.center).toEqual([]);

    // A center line newer than her edit wins: the changed choices recorded as the center's.
    const newer = await importFile(line(paula.donorNumber, hourAfter, chosen), 'application/x-ndjson');
    expect(newer.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const applied = await centerHistory(paula.id);
    expect(applied.preferences).toEqual(chosen);
    expect(applied.center.map((record) => `${record.channel}.${record.kind}=${record.granted}`).sort()).toEqual(
      differences(allOff, chosen).sort(),
    );
    expect(await centerFieldChanges(paula.id)).toContain('communicationPreferences');
    const read = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(read.json<{ communicationPreferences: CommunicationPreferences }>().communicationPreferences).toEqual(chosen);
  });
});
