import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

const PHONE = { width: 390, height: 844 };

/** The first day of the strip from `index` on with a window this donor may take, then that window. */
async function chooseFreeSlot(page: Page, daysLabel: string, fromDay: number) {
  const days = page.getByRole('group', { name: daysLabel }).getByRole('button');
  await expect(days.first()).toBeVisible({ timeout: 30_000 });
  const count = await days.count();
  for (let index = fromDay; index < count; index += 1) {
    await days.nth(index).click();
    await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
    const free = page.getByTestId('slot').and(page.locator(':enabled'));
    if ((await free.count()) > 0) {
      const slot = free.first();
      const label = await slot.locator('p').first().innerText();
      await slot.click();
      return { index, label };
    }
  }
  throw new Error('no free window in the strip');
}

test.describe('appointment booking', () => {
  test('a donor books, reschedules and cancels an appointment, in her language, with every screen accessible', async ({
    page,
    request,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    // A donor of her own who last donated ten days ago: every rule lets her book.
    const { email, donorNumber } = await registerFreshDonor(request);
    await recordDonation(request, donorNumber, 240);
    await signIn(page, email);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: tr('layout:menu.appointments') })
      .click();
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tr('booking:noUpcoming'))).toBeVisible();
    await expect(page.getByTestId('eligibility-banner')).toContainText(tr('booking:eligibility.eligible'));
    await expectAccessible(page);

    await page
      .getByRole('main')
      .getByRole('link', { name: tr('booking:bookCta'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:bookTitle') })).toBeVisible();
    await expect(page.getByLabel(tr('booking:center'))).toHaveValue('101');
    await expect(page.getByTestId('slot').first()).toBeVisible();
    await expectAccessible(page);
    const booked = await chooseFreeSlot(page, tr('booking:dates'), 1);
    const dialog = page.getByRole('dialog', { name: tr('booking:confirmTitle') });
    await expect(dialog).toContainText(booked.label);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tr('booking:confirmBook') }).click();

    await expect(page).toHaveURL(/\/appointments$/, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: tr('booking:booked') })).toBeVisible();
    const upcoming = page.getByRole('region', { name: tr('booking:upcoming') });
    await expect(upcoming.getByTestId('appointment')).toHaveCount(1);
    await expect(upcoming.getByTestId('appointment')).toContainText(booked.label);
    // One future appointment at a time: the banner now says why another cannot be booked.
    await expect(page.getByTestId('eligibility-banner')).toContainText(tr('booking:eligibility.notEligible'));
    await expectAccessible(page);

    await upcoming.getByRole('link', { name: tr('booking:reschedule') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:rescheduleTitle') })).toBeVisible();
    const moved = await chooseFreeSlot(page, tr('booking:dates'), booked.index + 2);
    await page.getByRole('button', { name: tr('booking:confirmReschedule') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('booking:rescheduled') })).toBeVisible();
    await expect(upcoming.getByTestId('appointment')).toHaveCount(1);
    await expect(upcoming.getByTestId('appointment')).toContainText(moved.label);

    await upcoming.getByRole('button', { name: tr('booking:cancel') }).click();
    const confirm = page.getByRole('dialog', { name: tr('booking:cancelConfirmTitle') });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: tr('booking:confirmCancel') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('booking:cancelled') })).toBeVisible();
    await expect(page.getByText(tr('booking:noUpcoming'))).toBeVisible();
    await expect(page.getByRole('region', { name: tr('booking:past') }).getByTestId('appointment')).toContainText(
      tr('booking:status.cancelled'),
    );
    await expect(page.getByTestId('eligibility-banner')).toContainText(tr('booking:eligibility.eligible'));
  });

  test('on a phone, a pre-donor is sent to finish pre-screening first', async ({ page, request, tr, signIn, expectAccessible }) => {
    await page.setViewportSize(PHONE);
    const { email } = await registerFreshDonor(request);
    await signIn(page, email);
    await page.goto('/appointments/book');
    // The screen and its texts load lazily: on a busy machine the first paint can take a while.
    test.setTimeout(90_000);
    const banner = page.getByTestId('eligibility-banner');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(tr('booking:eligibility.notEligible'));
    // Slots are shown with the reason, never hidden, and none can be taken.
    await expect(page.getByTestId('slot').first()).toBeDisabled();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await banner.getByRole('link', { name: tr('booking:eligibility.finishPrescreening') }).click();
    await expect(page).toHaveURL(/\/takingsurvey\/assessment$/);
  });

  test('a deferred donor sees why and from when she can book', async ({ page, tr, signIn, expectAccessible }) => {
    // Sam (demo data, read only) has a temporary low-iron deferral.
    await signIn(page, 'referral@example.com');
    await page.goto('/appointments/book');
    // The screen and its texts load lazily: on a busy machine the first paint can take a while.
    test.setTimeout(90_000);
    const banner = page.getByTestId('eligibility-banner');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(tr('booking:eligibility.notEligible'));
    await expect(banner.getByRole('listitem')).toHaveCount(1);
    await expect(banner).toContainText(tr('booking:eligibility.nextDate', { date: '' }).trim());
    await expect(page.getByTestId('slot').first()).toBeDisabled();
    await expectAccessible(page);
  });
});
