import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { signIn, signInStaff } from '../../test/sign-in';
import { logLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SecurityEvent } from './security-events';

/** ASVS V16: refused calls go to the log as security events, with who asked when known and nothing a person typed. */
const { logStream, lines } = logLines();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream });
});
afterAll(() => t.close());

/** The security events logged while `act` ran. */
async function eventsOf(act: () => Promise<unknown>): Promise<SecurityEvent[]> {
  const from = lines.length;
  await act();
  return lines
    .slice(from)
    .map((line) => JSON.parse(line) as { securityEvent?: SecurityEvent })
    .flatMap((entry) => (entry.securityEvent ? [entry.securityEvent] : []));
}

describe('the security-event log', () => {
  it('records a wrong password by the service, never the name or password typed', async () => {
    const events = await eventsOf(() =>
      t.call('authentication/login', { username: 'someone.typed@example.com', password: 'Wrong#Pass99' }),
    );
    expect(events).toEqual([{ code: 'invalidCredentials', status: 401, service: 'authentication/login' }]);
    const logged = lines.join('');
    for (const typed of ['someone.typed', 'Wrong#Pass99']) expect(logged).not.toContain(typed);
  });

  it('records a call without a live session, and a donor calling a staff service', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    expect(await eventsOf(() => t.call('reward/getPoints', {}, { token: 'not-a-token' }))).toEqual([
      { code: 'sessionExpired', status: 401, service: 'reward/getPoints' },
    ]);
    expect(await eventsOf(() => t.call('staff/listStaff', {}, { token }))).toEqual([
      { code: 'sessionExpired', status: 401, service: 'staff/listStaff' },
    ]);
  });

  it('names the staff member refused a service of another role, or a donor outside their centers', async () => {
    const member = await createStaff(t.database.db, 'center_staff', { centerIds: [] });
    const token = await signInStaff(t, member.email);
    expect(await eventsOf(() => t.call('staff/listStaff', {}, { token }))).toEqual([
      { code: 'staffRoleRefused', status: 403, service: 'staff/listStaff', actor: `staff:${member.id}` },
    ]);
    const donor = await createDonor(t.database.db);
    const events = await eventsOf(() => t.call('staff/findDonor', { donorNumber: donor.donorNumber }, { token }));
    expect(events).toEqual([expect.objectContaining({ status: 404, service: 'staff/findDonor', actor: `staff:${member.id}` })]);
  });

  it('leaves a donor’s ordinary mistakes out: a form refused for its fields is not a security event', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const refused = async () => expect((await t.call('reward/getPoints', { month: 'not a month' }, { token })).statusCode).toBe(400);
    expect(await eventsOf(refused)).toEqual([]);
  });
});
