import { randomInt } from 'node:crypto';
import {
  appLoginToken,
  freshDonor,
  newestCode,
  newestMessage,
  registerThroughApi,
  resendWait,
  signInAs,
  testAddress,
  useAddress,
} from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

test.describe('password reset and app sign-in', () => {
  test.describe.configure({ timeout: 90_000 });
  let address: string;

  test.beforeEach(async ({ page }) => {
    address = testAddress();
    await useAddress(page, address);
  });

  test('resets a forgotten password with the code, ends the old sessions and signs in with the new one', async ({
    page,
    tr,
    expectAccessible,
    request,
  }) => {
    const donor = freshDonor('reset');
    const oldToken = await registerThroughApi(request, address, donor);

    await page.goto('/login');
    await page.getByRole('link', { name: tr('auth:login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: tr('password-reset:start.submit') }).click();
    await expect(page.getByText(tr('messages:phoneOrEmailRequired'))).toBeVisible();

    const sentAt = Date.now() - 1000;
    await page.getByLabel(tr('password-reset:start.username')).fill(donor.email);
    await page.getByRole('button', { name: tr('password-reset:start.submit') }).click();
    await expect(page).toHaveURL(/\/forget-password\/verify$/);
    await expect(page.getByText(resendWait(tr))).toBeVisible();
    await expect(page.getByRole('button', { name: tr('forms:code.resend') })).toBeDisabled();
    await expectAccessible(page);
    await page.getByLabel(tr('forms:code.label')).fill(await newestCode(request, donor.email, { after: sentAt, template: 'resetCode' }));
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    await expect(page).toHaveURL(/\/forget-password\/setpassword$/);
    await expectAccessible(page);

    const newPassword = `${donor.password}N3w`;
    await page.getByLabel(tr('forms:password.new')).fill('short');
    await page.getByLabel(tr('forms:password.confirm')).fill('short');
    await page.getByRole('button', { name: tr('password-reset:set.submit') }).click();
    await expect(page.getByText(tr('messages:passwordInvalid'))).toBeVisible();
    await page.getByLabel(tr('forms:password.new')).fill(newPassword);
    await page.getByLabel(tr('forms:password.confirm')).fill(newPassword);
    await page.getByRole('button', { name: tr('password-reset:set.submit') }).click();
    await expect(page).toHaveURL(/\/set-password-success$/);
    await expectAccessible(page);

    // Every session of the donor ended with the reset.
    const old = await request.post('/api/gateway', {
      headers: { Authorization: `Bearer ${oldToken}` },
      data: { serviceName: 'profile', serviceType: 'getProfile', params: {} },
    });
    expect(old.status()).toBe(401);

    await page.getByRole('link', { name: tr('password-reset:success.signIn') }).click();
    await signInAs(page, tr, donor.email, newPassword);
    await expect(page.getByRole('heading', { name: tr('home:greeting.predonor.title', { name: donor.firstName }) })).toBeVisible();
  });

  test('a code a text could not carry comes by e-mail, and the screen says where to look', async ({
    page,
    tr,
    expectAccessible,
    request,
  }) => {
    // The e2e server's Twilio stand-in refuses +1512555… numbers as invalid (21211).
    const donor = { ...freshDonor('text-refused'), phone: `512555${String(randomInt(1000, 9999))}` };
    await registerThroughApi(request, address, donor);
    await page.goto('/forget-password');
    const sentAt = Date.now() - 1000;
    await page.getByLabel(tr('password-reset:start.username')).fill(donor.phone);
    await page.getByRole('button', { name: tr('password-reset:start.submit') }).click();
    await expect(page).toHaveURL(/\/forget-password\/verify$/);
    await expect(page.getByText(tr('password-reset:verify.textFallback'))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(tr('forms:code.label')).fill(await newestCode(request, donor.email, { after: sentAt, template: 'resetCode' }));
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    await expect(page).toHaveURL(/\/forget-password\/setpassword$/);
  });

  test('the e-mailed link sets a new password once; used again it says so', async ({ page, tr, expectAccessible, request }) => {
    const donor = freshDonor('link');
    await registerThroughApi(request, address, donor);
    const sentAt = Date.now() - 1000;
    await page.goto('/forget-password');
    await page.getByLabel(tr('password-reset:start.username')).fill(donor.email);
    await page.getByRole('button', { name: tr('password-reset:start.submit') }).click();
    await expect(page).toHaveURL(/\/forget-password\/verify$/);

    const message = await newestMessage(request, donor.email, { after: sentAt, template: 'resetCode' });
    const link = /\/set-new-password\?token=[\w-]+/.exec(message.body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await expectAccessible(page);
    await page.getByLabel(tr('forms:password.new')).fill('Linked#Pass9');
    await page.getByLabel(tr('forms:password.confirm')).fill('Linked#Pass9');
    await page.getByRole('button', { name: tr('password-reset:set.submit') }).click();
    await expect(page).toHaveURL(/\/set-password-success$/);

    await page.goto(link ?? '');
    await expect(page.getByRole('alert')).toHaveText(tr('messages:linkInvalid'));
    await expect(page.getByRole('link', { name: tr('password-reset:set.newLink') })).toBeVisible();
    await expectAccessible(page);
  });

  test('/Applogin exchanges the mobile app token once and lands signed in on /', async ({
    page,
    tr,
    lang,
    expectAccessible,
    request,
    browser,
    baseURL,
  }) => {
    const donor = freshDonor('app');
    const sessionToken = await registerThroughApi(request, address, donor);
    const oneTime = await appLoginToken(request, address, sessionToken);

    await page.goto(`/Applogin?token=${encodeURIComponent(oneTime)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: tr('home:greeting.predonor.title', { name: donor.firstName }) })).toBeVisible();

    // The same token again, in another browser: single use.
    const other = await browser.newContext({
      baseURL,
      locale: lang === 'es' ? 'es-US' : 'en-US',
      extraHTTPHeaders: { 'X-Forwarded-For': address },
    });
    const second = await other.newPage();
    await second.goto(`/Applogin?token=${encodeURIComponent(oneTime)}`);
    await expect(second.getByRole('alert')).toHaveText(tr('messages:linkInvalid'));
    await expect(second.getByRole('link', { name: tr('auth:appLogin.toLogin') })).toBeVisible();
    await expectAccessible(second);
    await other.close();
  });

  test('a link that lost its token says it is not valid, never "Network Error!"', async ({ page, tr, expectAccessible }) => {
    for (const path of ['/set-new-password', '/Applogin']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText(tr('messages:linkInvalid'));
      await expect(page.getByText(tr('messages:networkError'))).toHaveCount(0);
      await expectAccessible(page);
    }
  });
});
