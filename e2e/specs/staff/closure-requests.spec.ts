import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';
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

    await page.getByLabel(tr('records:console.donorNumber')).fill(writing.donorNumber);
    await page.getByLabel(tr('records:console.writtenRequest')).fill('Letter of 2026-06-10');
    await page.getByRole('button', { name: tr('records:console.closeNow') }).click();
    await expect(page.getByRole('status')).toHaveText(tr('records:console.closed'));
    await expectAccessible(page);

    const refused = await request.post('/api/gateway', {
      data: { serviceName: 'authentication', serviceType: 'login', params: { username: writing.donorNumber, password: FRESH_PASSWORD } },
      headers: { ...address, 'accept-language': lang },
    });
    expect(refused.status()).toBe(403);
  });
});
