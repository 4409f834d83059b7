import type { Page } from '@playwright/test';
import { freshDonor, newestCode, resendWait, testAddress, useAddress, type FreshDonor, type Tr } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

const REGISTRATION_STEP_KEY = 'portal.registration';

/** Solves the ALTCHA widget: the submit button is disabled until then. */
async function solveCaptcha(page: Page, tr: Tr) {
  // A donor clicks the label (the widget's check mark covers the box itself).
  await expect(page.getByRole('checkbox', { name: tr('forms:captcha.label') })).not.toBeChecked();
  await page.locator('altcha-widget').getByText(tr('forms:captcha.label')).click();
  await expect(page.getByText(tr('forms:captcha.verified'))).toBeVisible({ timeout: 15_000 });
}

/** Fills /register/new for a fresh pre-donor (Austin, TX center) and continues to the code choice. */
async function startPredonor(page: Page, tr: Tr, donor: FreshDonor) {
  await page.getByLabel(tr('forms:firstName')).fill(donor.firstName);
  await page.getByLabel(tr('forms:lastName')).fill(donor.lastName);
  await page.getByLabel(tr('forms:dob')).fill('03-14-1992');
  await page.getByLabel(tr('forms:gender')).selectOption('F');
  await page.getByLabel(tr('forms:email')).fill(donor.email);
  await page.getByLabel(tr('forms:phone'), { exact: true }).fill(donor.phone);
  await page.getByLabel(tr('forms:center.state')).selectOption('TX');
  await page.getByLabel(tr('forms:center.city')).selectOption('Austin');
  await page.getByLabel(tr('forms:center.center')).selectOption({ label: 'Demo Plasma Austin North' });
  if (!(await page.getByText(tr('forms:captcha.verified')).isVisible())) await solveCaptcha(page, tr);
  await page.getByRole('button', { name: tr('registration:continue') }).click();
  await expect(page).toHaveURL(/\/register\/users$/);
}

test.describe('registration', () => {
  // Whole flows with a captcha, codes and axe on each screen, on two shared cores.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await useAddress(page, testAddress());
  });

  test('a new pre-donor registers with the code from the outbox and lands signed in', async ({ page, tr, expectAccessible, request }) => {
    const donor = freshDonor('new');
    await page.goto('/login');
    await page.getByRole('link', { name: tr('auth:login.register') }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: tr('registration:choice.new') }).click();
    await expect(page).toHaveURL(/\/register\/new$/);

    // The button waits for the captcha; then the spec 5 messages show for empty fields.
    const submit = page.getByRole('button', { name: tr('registration:continue') });
    await expect(submit).toBeDisabled();
    await solveCaptcha(page, tr);
    await expect(submit).toBeEnabled();
    await submit.click();
    for (const key of ['firstNameRequired', 'lastNameRequired', 'dobRequired', 'genderRequired', 'phoneRequired']) {
      await expect(page.getByText(tr(`messages:${key}`), { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    // The phone accepts digits only; the country picker offers +1, +1 and +52.
    const phone = page.getByLabel(tr('forms:phone'), { exact: true });
    await phone.fill('(512) abc 555');
    await expect(phone).toHaveValue('512555');
    await expect(page.getByLabel(tr('forms:phoneCountry')).locator('option')).toHaveText([
      `${tr('forms:phoneCountries.US')} +1`,
      `${tr('forms:phoneCountries.CA')} +1`,
      `${tr('forms:phoneCountries.MX')} +52`,
    ]);

    await startPredonor(page, tr, donor);
    await expectAccessible(page);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: tr('registration:users.send') }).click();
    await expect(page).toHaveURL(/\/register\/verify$/);
    await expect(page.getByText(resendWait(tr))).toBeVisible();
    await expect(page.getByRole('button', { name: tr('forms:code.resend') })).toBeDisabled();
    await expectAccessible(page);

    const code = await newestCode(request, donor.email, { after: sentAt });
    await page.getByLabel(tr('forms:code.label')).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    await expect(page.getByText(tr('messages:invalidCode'))).toBeVisible();
    await page.getByLabel(tr('forms:code.label')).fill(code);
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    await expect(page).toHaveURL(/\/register\/set-password$/);
    await expectAccessible(page);

    await page.getByLabel(tr('forms:password.new')).fill(donor.password);
    await page.getByLabel(tr('forms:password.confirm')).fill(`${donor.password}x`);
    await page.getByRole('button', { name: tr('registration:password.submit') }).click();
    await expect(page.getByText(tr('messages:passwordNotMatch'))).toBeVisible();
    await page.getByLabel(tr('forms:password.confirm')).fill(donor.password);
    await page.getByRole('button', { name: tr('registration:password.submit') }).click();
    await expect(page).toHaveURL(/\/register\/success$/);
    await expectAccessible(page);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REGISTRATION_STEP_KEY)).toBeNull();

    await page.getByRole('button', { name: tr('registration:success.enter') }).click();
    await expect(page).toHaveURL(/\/$/);
    // Issue 13: a new pre-donor is welcomed, not thanked for donations she has not made.
    await expect(page.getByRole('heading', { name: tr('home:greeting.predonor.title', { name: donor.firstName }) })).toBeVisible();
    await expect(page.getByText(tr('home:greeting.predonor.intro'))).toBeVisible();
    await expect(page.getByText(tr('home:intro'))).toHaveCount(0);
  });

  test('the existing demo donor Jordan Lee registers once; a donor with an account is told to sign in', async ({
    page,
    tr,
    lang,
    expectAccessible,
    request,
  }) => {
    await page.goto('/register/existing');
    await expectAccessible(page);
    await page.getByRole('button', { name: tr('registration:continue') }).click();
    await expect(page.getByText(tr('messages:lookupDonorNumberRequired'))).toBeVisible();
    await expect(page.getByText(tr('messages:lookupFieldRequired'))).toBeVisible();
    await expect(page.getByText(tr('messages:lookupDobRequired'))).toBeVisible();
    await page.getByLabel(tr('forms:dob')).fill('13-45-1988');
    await page.getByRole('button', { name: tr('registration:continue') }).click();
    await expect(page.getByText(tr('messages:dateInvalid'))).toBeVisible();

    // Maria Lopez (D1000001) already has an account.
    await page.getByLabel(tr('registration:existing.donorNumber')).fill('D1000001');
    await page.getByLabel(tr('registration:existing.identLast4')).fill('1111');
    await page.getByLabel(tr('forms:dob')).fill('03-08-1991');
    await page.getByRole('button', { name: tr('registration:continue') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(tr('messages:donorAlreadyExists'))).toBeVisible();
    await dialog
      .getByRole('button', { name: tr('messages:close') })
      .first()
      .click();

    // Registering Jordan Lee is a one-time change per server run: only the Spanish project does it.
    test.skip(lang !== 'es', 'Jordan Lee is registered once per run, in the Spanish project');
    await page.getByLabel(tr('registration:existing.donorNumber')).fill('D1000004');
    await page.getByLabel(tr('registration:existing.identLast4')).fill('6789');
    await page.getByLabel(tr('forms:dob')).fill('07-22-1988');
    await page.getByRole('button', { name: tr('registration:continue') }).click();
    await expect(page).toHaveURL(/\/register\/users$/);
    await expect(page.getByRole('radio')).toHaveCount(2);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: tr('registration:users.send') }).click();
    await expect(page).toHaveURL(/\/register\/verify$/);
    await page.getByLabel(tr('forms:code.label')).fill(await newestCode(request, 'jordan.lee@example.com', { after: sentAt }));
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    await expect(page).toHaveURL(/\/register\/settingpassword$/);
    await page.getByLabel(tr('forms:password.new')).fill('Jordan#2026ok');
    await page.getByLabel(tr('forms:password.confirm')).fill('Jordan#2026ok');
    await page.getByRole('button', { name: tr('registration:password.submit') }).click();
    await page.getByRole('button', { name: tr('registration:success.enter') }).click();
    await expect(page.getByRole('heading', { name: tr('home:title', { name: 'Jordan' }) })).toBeVisible();
  });

  test('a registration in progress brings every other signed-out page back to its step until it is cancelled', async ({ page, tr }) => {
    await page.goto('/register/new');
    await startPredonor(page, tr, freshDonor('stored'));
    const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), REGISTRATION_STEP_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ path: '/register/users', kind: 'predonor' });

    for (const path of ['/login', '/forget-password', '/register/existing']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/register\/users$/);
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: tr('registration:users.title') })).toBeVisible();

    await page.getByRole('button', { name: tr('registration:cancel') }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REGISTRATION_STEP_KEY)).toBeNull();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    // A step after the first needs a registration in progress.
    await page.goto('/register/verify');
    await expect(page).toHaveURL(/\/register$/);
  });
});
