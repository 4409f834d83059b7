import type { Page } from '@playwright/test';
import {
  freshDonor,
  newestCode,
  registerThroughApi,
  signInAs,
  testAddress,
  useAddress,
  type FreshDonor,
  type Tr,
} from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

// A 1×1 PNG: the server decodes, resizes and re-encodes it.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('My Profile', () => {
  test.describe.configure({ timeout: 90_000 });
  let donor: FreshDonor;

  /** A fresh pre-donor (home center Demo Plasma Austin North), signed in, on /profile through the sidebar. */
  async function openProfile(page: Page, tr: Tr, request: Parameters<typeof registerThroughApi>[0], tag: string) {
    const address = testAddress();
    await useAddress(page, address);
    donor = freshDonor(tag);
    await registerThroughApi(request, address, donor);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, tr, donor.email, donor.password);
    await page
      .getByRole('complementary')
      .getByRole('link', { name: tr('layout:menu.profile') })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('profile:title') })).toBeVisible();
  }

  test('edits the details with the spec messages, and the sidebar follows the new name', async ({
    page,
    tr,
    expectAccessible,
    request,
  }) => {
    await openProfile(page, tr, request, 'details');
    await expectAccessible(page);
    const details = page.getByRole('form', { name: tr('profile:details.title') });
    const save = details.getByRole('button', { name: tr('profile:details.save') });

    await details.getByLabel(tr('forms:firstName'), { exact: true }).fill('');
    await details.getByLabel(tr('forms:dob'), { exact: true }).fill('02-30-1990');
    await details.getByLabel(tr('forms:phone'), { exact: true }).fill('12');
    await save.click();
    await expect(page.getByText(tr('messages:firstNameRequired'), { exact: true })).toBeVisible();
    await expect(page.getByText(tr('messages:dateInvalid'))).toBeVisible();
    await expect(page.getByText(tr('messages:phoneInvalid'))).toBeVisible();
    await expect(page.getByText(tr('messages:addressRequired'))).toBeVisible();
    await expectAccessible(page);

    await details.getByLabel(tr('forms:firstName'), { exact: true }).fill('Robin');
    await details.getByLabel(tr('forms:dob'), { exact: true }).fill('02-28-1990');
    await details.getByLabel(tr('forms:gender'), { exact: true }).selectOption('X');
    await details.getByLabel(tr('forms:phoneCountry'), { exact: true }).selectOption('MX');
    await details.getByLabel(tr('forms:phone'), { exact: true }).fill('5512345678');
    await details.getByLabel(tr('forms:addressLine1'), { exact: true }).fill('100 Congress Ave');
    await details.getByLabel(tr('forms:city'), { exact: true }).fill('Austin');
    await details.getByLabel(tr('forms:state'), { exact: true }).selectOption('TX');
    await details.getByLabel(tr('forms:zipCode'), { exact: true }).fill('78701');
    await save.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(tr('profile:details.saved'))).toBeVisible();
    await dialog
      .getByRole('button', { name: tr('messages:close') })
      .first()
      .click();
    await expect(page.getByRole('complementary').getByText(`Robin ${donor.lastName}`)).toBeVisible();

    await page.reload();
    await expect(details.getByLabel(tr('forms:firstName'), { exact: true })).toHaveValue('Robin');
    await expect(details.getByLabel(tr('forms:dob'), { exact: true })).toHaveValue('02-28-1990');
    await expect(details.getByLabel(tr('forms:phoneCountry'), { exact: true })).toHaveValue('MX');
    await expect(details.getByLabel(tr('forms:state'), { exact: true })).toHaveValue('TX');
  });

  test('uploads a photo with a preview; the server refuses what is not an image', async ({ page, tr, request }) => {
    await openProfile(page, tr, request, 'photo');
    const input = page.getByLabel(tr('profile:photo.choose'));
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.getByRole('button', { name: tr('profile:photo.upload') }).click();
    await expect(page.getByRole('alert').filter({ hasText: tr('messages:photoTypeInvalid') })).toBeVisible();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('img', { name: tr('profile:photo.previewAlt') })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: tr('profile:photo.upload') }).click();
    await expect(page.getByText(tr('profile:photo.saved'))).toBeVisible();
    await expect(page.getByRole('img', { name: tr('profile:photo.currentAlt') })).toHaveAttribute(
      'src',
      /^\/api\/profile\/photo\/[0-9a-f-]+$/,
    );
    await expect(page.getByRole('complementary').locator('img')).toHaveAttribute('src', /^\/api\/profile\/photo\//);
  });

  test('changes the e-mail with a code sent to the new address, and saves the communication preferences', async ({ page, tr, request }) => {
    await openProfile(page, tr, request, 'email');
    const newEmail = donor.email.replace('@', '.new@');
    await page.getByLabel(tr('profile:email.new')).fill('not-an-email');
    await page.getByRole('button', { name: tr('profile:email.send') }).click();
    await expect(page.getByText(tr('messages:emailInvalid'))).toBeVisible();
    const sentAt = Date.now() - 1000;
    await page.getByLabel(tr('profile:email.new')).fill(newEmail);
    await page.getByRole('button', { name: tr('profile:email.send') }).click();
    await page.getByLabel(tr('forms:code.label')).fill(await newestCode(request, newEmail, { after: sentAt }));
    await page.getByRole('button', { name: tr('forms:code.verify') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(tr('profile:email.changed'))).toBeVisible();
    await dialog
      .getByRole('button', { name: tr('messages:close') })
      .first()
      .click();
    await expect(page.getByText(tr('profile:email.current', { email: newEmail }))).toBeVisible();

    const optIn = (channel: string, topic: string) =>
      page.getByRole('checkbox', {
        name: tr('profile:preferences.optIn', {
          channel: tr(`profile:preferences.channels.${channel}`),
          topic: tr(`profile:preferences.topics.${topic}`),
        }),
      });
    const before = await optIn('sms', 'promotions').isChecked();
    await optIn('sms', 'promotions').setChecked(!before);
    await page.getByRole('button', { name: tr('profile:preferences.save') }).click();
    await expect(page.getByRole('dialog').getByText(tr('profile:preferences.saved'))).toBeVisible();
    await page.reload();
    await expect(optIn('sms', 'promotions')).toBeChecked({ checked: !before });
    // The new e-mail signs in.
    await page.getByRole('button', { name: tr('layout:topBar.logout') }).click();
    await signInAs(page, tr, newEmail, donor.password);
  });

  test('a pre-donor saves and removes centers; the home center follows, in the top bar too', async ({
    page,
    tr,
    expectAccessible,
    request,
  }) => {
    await openProfile(page, tr, request, 'centers');
    const section = page.getByRole('region', { name: tr('profile:centers.title') });
    const saved = section.getByRole('list', { name: tr('profile:centers.listLabel') });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(
      saved.getByRole('listitem').filter({ hasText: 'Demo Plasma Austin North' }).getByText(tr('profile:centers.home')),
    ).toBeVisible();

    await section.getByLabel(tr('forms:center.state'), { exact: true }).selectOption('TX');
    await section.getByLabel(tr('forms:center.city'), { exact: true }).selectOption('Houston');
    await section.getByLabel(tr('forms:center.center'), { exact: true }).selectOption({ label: 'Demo Plasma Houston 2' });
    await section.getByRole('button', { name: tr('profile:centers.save') }).click();
    await expect(saved.getByRole('listitem')).toHaveCount(2);
    await expect(
      saved.getByRole('listitem').filter({ hasText: 'Demo Plasma Houston 2' }).getByText(tr('profile:centers.home')),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Demo Plasma Houston 2/ })).toBeVisible();
    await expectAccessible(page);

    await saved.getByRole('button', { name: tr('profile:centers.removeNamed', { name: 'Demo Plasma Houston 2' }) }).click();
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(
      saved.getByRole('listitem').filter({ hasText: 'Demo Plasma Austin North' }).getByText(tr('profile:centers.home')),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Demo Plasma Austin North/ })).toBeVisible();
  });
});

test.describe('Find Nearest Center', () => {
  test.describe.configure({ timeout: 60_000 });

  test('lists centers by state and city, each linking to its marketing page in a new tab', async ({
    page,
    tr,
    signIn,
    expectAccessible,
  }) => {
    await page.goto('/login');
    await page
      .getByRole('banner')
      .getByRole('link', { name: tr('layout:topBar.findCenter') })
      .click();
    await expect(page).toHaveURL(/\/find-center$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('centers:title') })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Demo Plasma Austin North/ })
      .click();
    await expect(page).toHaveURL(/\/find-center$/);
    await expect(page.getByRole('link', { name: /Demo Plasma Austin North/ }).last()).toHaveAttribute('href', /center\/101$/);
    const results = page.getByRole('region', { name: tr('centers:results') });
    await page.getByLabel(tr('forms:center.state')).selectOption('TX');
    await expect(results.getByRole('listitem')).toHaveCount(4);
    await page.getByLabel(tr('forms:center.city')).selectOption('Houston');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    const link = results.getByRole('listitem').getByRole('link', { name: /Demo Plasma Houston 2/ });
    await expect(link).toHaveAttribute('href', /center\/102$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page);
  });
});
