import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

// Issue 34: each run has a donor of its own (her export and her closing change data).
test.describe('your data and your account', () => {
  test('a donor prepares and downloads her data, asks to close her account, and signing in cancels it', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const donor = await registerFreshDonor(request, 'records');
    await recordDonation(request, donor.donorNumber);
    await signIn(page, donor.email);
    await page.goto('/profile');
    await page.getByRole('link', { name: tr('profile:dataLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('records:account.title') })).toBeVisible();

    await page.getByRole('button', { name: tr('records:export.request') }).click();
    const download = page.getByRole('button', { name: tr('records:export.download') });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [zip] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(zip.suggestedFilename()).toMatch(/^my-data-.*\.zip$/);
    expect((await readFile(await zip.path())).subarray(0, 2).toString()).toBe('PK');
    // A second request the same day is refused, in her language.
    await page.getByRole('button', { name: tr('records:export.request') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('messages:exportAlreadyToday'));
    await expectAccessible(page);

    // A wrong password closes nothing; the right one starts the 14 days.
    await page.getByLabel(tr('records:closure.password')).fill('not-my-password');
    await page.getByRole('button', { name: tr('records:closure.submit') }).click();
    await expect(page.getByText(tr('messages:currentPasswordWrong'))).toBeVisible();
    await page.getByLabel(tr('records:closure.password')).fill('Plasma#2026');
    await page.getByRole('button', { name: tr('records:closure.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('records:closure.pending', { date: '' }).slice(0, 20) })).toBeVisible();
    await expectAccessible(page);

    // Signing in again cancels the closing: the form is back, and her inbox says why.
    await signIn(page, donor.email);
    await page.goto('/profile/data');
    await expect(page.getByRole('button', { name: tr('records:closure.submit') })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText(lang === 'es' ? 'Tu cuenta sigue abierta' : 'Your account stays open')).toBeVisible();

    // At phone width the screen fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/data');
    await expect(page.getByRole('button', { name: tr('records:closure.submit') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
