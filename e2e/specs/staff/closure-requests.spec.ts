import { expect, test } from '../../support/fixtures';
import { DEMO_CENTER_ID, E2E_OPS_KEY, FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, staffCall, STAFF_PASSWORD } from '../../support/fresh-staff';
import { testAddress } from '../../support/accounts';
import { signInStaff } from '../../support/staff-console';

test.describe('account closing requests in the staff console', () => {
  test('an admin sees a donor’s pending closing and closes another account at once on a written request', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    // Two donors of this test's own: one asks to close her account, the other asked in writing.
    const asking = await registerFreshDonor(request, 'closing');
    const address = { 'X-Forwarded-For': testAddress() };
    const login = await request.post('/api/gateway', {
      data: { serviceName: 'authentication', serviceType: 'login', params: { username: asking.email, password: FRESH_PASSWORD } },
      headers: address,
    });
    const { token } = (await login.json()) as { token: string };
    const asked = await request.post('/api/gateway', {
      data: { serviceName: 'account', serviceType: 'requestClosure', params: { currentPassword: FRESH_PASSWORD } },
      headers: { ...address, authorization: `Bearer ${token}` },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const writing = await registerFreshDonor(request, 'letter');

    await signInStaff(page, lang, 'admin@example.com');
    await page.getByRole('link', { name: tr('staff:nav.closures') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('records:console.title') })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: asking.donorNumber })).toBeVisible();
    await expectAccessible(page);

    const closeNow = page.getByRole('form', { name: tr('records:console.closeNow') });
    await closeNow.getByLabel(tr('records:console.donorNumber')).fill(writing.donorNumber);
    await closeNow.getByLabel(tr('records:console.writtenRequest')).fill('Letter of 2026-06-10');
    await closeNow.getByRole('button', { name: tr('records:console.closeNow') }).click();
    await expect(closeNow.getByRole('status')).toHaveText(tr('records:console.closed'));
    await expectAccessible(page);

    const refused = await request.post('/api/gateway', {
      data: { serviceName: 'authentication', serviceType: 'login', params: { username: writing.donorNumber, password: FRESH_PASSWORD } },
      headers: { ...address, 'accept-language': lang },
    });
    expect(refused.status()).toBe(403);
  });

  test('a returning donor: registration says to ask the desk; a member of her center checks her identity and reopens the account; she can register again', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    // A donor the center's system sent (so she can register as an existing donor), whose account an admin then closed.
    const donorNumber = `R${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
    const sent = await request.put(`/api/ops/donors/${donorNumber}`, {
      headers: { 'x-ops-key': E2E_OPS_KEY },
      data: {
        changedAt: new Date().toISOString(),
        firstName: 'Rita',
        lastName: 'Returning',
        birthDate: '1991-02-03',
        identity: { typeId: 1, last4: '5678' },
        email: null,
        phone: null,
        homeLocationID: DEMO_CENTER_ID,
        language: lang,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const adminLogin = await staffCall(request, 'login', { email: 'admin@example.com', password: STAFF_PASSWORD });
    const { token: adminToken } = (await adminLogin.json()) as { token: string };
    const closed = await staffCall(request, 'closeDonorAccount', { donorNumber, writtenRequest: 'Letter of 2026-06-10' }, adminToken);
    expect(closed.status(), await closed.text()).toBe(200);

    const lookup = () =>
      request.post('/api/gateway', {
        data: {
          serviceName: 'registration',
          serviceType: 'lookupDonor',
          params: { donorNumber, identValueLast4: '5678', dob: '02-03-1991' },
        },
        headers: { 'X-Forwarded-For': testAddress(), 'accept-language': lang },
      });
    const refused = await lookup();
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(tr('messages:accountClosedAskDesk'));

    const desk = await freshStaff(request, 'center_staff', `Desk ${lang}`, [DEMO_CENTER_ID]);
    await signInStaff(page, lang, desk.email);
    await page.getByRole('link', { name: tr('staff:nav.closures') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('records:console.title') })).toBeVisible();
    // The desk reopens; it neither lists pending closings nor closes accounts.
    await expect(page.getByRole('form', { name: tr('records:console.closeNow') })).toHaveCount(0);
    const reopen = page.getByRole('form', { name: tr('records:console.reopen') });
    const email = `returning-${donorNumber.toLowerCase()}@example.com`;
    await reopen.getByLabel(tr('records:console.donorNumber')).fill(donorNumber);
    await reopen.getByLabel(tr('records:console.email')).fill(email);
    await reopen.getByRole('button', { name: tr('records:console.reopen') }).click();
    await expect(reopen.getByText(tr('messages:identityCheckRequired'))).toBeVisible();
    await expectAccessible(page);
    await reopen.getByRole('checkbox', { name: tr('records:console.identityChecked') }).check();
    await reopen.getByRole('button', { name: tr('records:console.reopen') }).click();
    await expect(reopen.getByRole('status')).toHaveText(tr('records:console.reopened'));
    await expectAccessible(page);

    // She registers again: the code can go to the e-mail she gave at the desk.
    const found = await lookup();
    expect(found.status(), await found.text()).toBe(200);
    expect(((await found.json()) as { choices: { channel: string }[] }).choices.map((c) => c.channel)).toEqual(['email']);
  });
});
