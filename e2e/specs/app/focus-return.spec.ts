import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

/** After a modal closes, the keyboard carries on from the control that opened it (WCAG 2.4.3). */
test.describe('focus returns to the opener', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the referral and QR modals give focus back to their sidebar buttons', async ({ page, request, signIn, tr, expectAccessible }) => {
    const donor = await registerFreshDonor(request);
    await signIn(page, donor.email);
    const sidebar = page.getByRole('complementary', { name: tr('layout:sidebar.label') });

    const referral = sidebar.getByRole('button', { name: tr('layout:sidebar.referral') });
    await referral.focus();
    await page.keyboard.press('Enter');
    const intro = page.getByRole('dialog', { name: tr('referral:introTitle') });
    await expect(intro).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(intro).toBeHidden();
    await expect(referral).toBeFocused();

    const qr = sidebar.getByRole('button', { name: tr('layout:sidebar.showQr') });
    await qr.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tr('qr.title') });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
    await expect(qr).toBeFocused();
  });

  test('after the wheel, focus is back on the rated visit', async ({ page, request, signIn, tr, lang, expectAccessible }) => {
    test.setTimeout(90_000);
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber, 3);
    await signIn(page, donor.email);
    await page.goto('/donation/history');
    const visit = page.locator('.mantine-Accordion-item').first();
    const control = visit.locator('.mantine-Accordion-control');
    await control.click();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await visit.getByRole('button', { name: tr('history:feedbackButton') }).click();

    const survey = page.getByRole('dialog', { name: lang === 'es' ? '¿Cómo fue tu donación de hoy?' : 'How was your donation today?' });
    await survey.getByRole('radio', { name: lang === 'es' ? 'Excelente' : 'Excellent' }).check();
    await survey.getByRole('radio', { name: lang === 'es' ? 'Adecuada' : 'About right' }).check();
    await survey.getByRole('checkbox', { name: lang === 'es' ? 'Personal amable' : 'Friendly staff' }).check();
    await survey.getByRole('button', { name: tr('history:survey.submit') }).click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await success
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();

    const wheel = page.getByRole('dialog', { name: tr('history:wheel.title') });
    await wheel.getByRole('button', { name: tr('history:wheel.spin') }).click();
    const done = wheel.getByRole('button', { name: tr('history:wheel.done') });
    await expect(done).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page);
    await done.click();
    await expect(wheel).toBeHidden();
    await expect(control).toBeFocused();
  });
});
