import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

/** The demo wheel's prizes (apps/server/src/db/seed/demo-feedback-survey.ts), in slice order. */
const demoWheelPrizes = ['10', '25', '50', '25', '100', '10', '50', '25'];

test.describe('donation history', () => {
  test('Maria reads her visits with payouts, vitals and the 35-day count', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    await page
      .getByRole('link', { name: tr('layout:menu.donationHistory') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
    // Visits every ten days, the newest two days ago: 2, 12, 22 and 32 days are under 36 days.
    await expect(page.getByText(tr('history:recentCount_other', { count: 4 }))).toBeVisible();

    const items = page.locator('.mantine-Accordion-item');
    await expect(items).toHaveCount(20);
    const first = items.first();
    await expect(first.getByRole('button')).toContainText('Demo Plasma Austin North');
    await first.getByRole('button').first().click();
    await expect(first.getByRole('heading', { name: tr('history:payout.title') })).toBeVisible();
    await expect(first.getByRole('heading', { name: tr('history:snapshot.title') })).toBeVisible();
    await expect(first.getByText(/\$\d+\.\d{2}/)).toBeVisible();

    // The fourth visit (32 days ago) had no screening test: N/A, and no feedback button (out of the window).
    const noScreening = items.nth(3);
    await noScreening.getByRole('button').first().click();
    await expect(noScreening.getByRole('cell', { name: tr('history:notAvailable'), exact: true }).first()).toBeVisible();
    await expect(noScreening.getByRole('button', { name: tr('history:feedbackButton') })).toHaveCount(0);

    await expect(page.getByRole('heading', { name: tr('history:vitals.title') })).toBeVisible();
    await page.getByText(tr('history:vitals.showTable')).click();
    await expect(page.getByRole('columnheader', { name: new RegExp(tr('history:snapshot.pulse')) })).toBeVisible();
    await expectAccessible(page);
  });

  // Feedback is accepted once per visit: each run rates a donation of its own donor.
  test('a donor gives feedback on her recent visit and spins a wheel that shows the same prizes before and after', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber);
    await signIn(page, donor.email);
    await page.goto('/donation/history');
    const first = page.locator('.mantine-Accordion-item').first();
    await first.getByRole('button').first().click();
    await first.getByRole('button', { name: tr('history:feedbackButton') }).click();

    const survey = page.getByRole('dialog', { name: lang === 'es' ? '¿Cómo fue tu donación de hoy?' : 'How was your donation today?' });
    await expect(survey).toBeVisible();
    await expectAccessible(page);
    await survey.getByRole('button', { name: tr('history:survey.submit') }).click();
    const warning = page.getByRole('dialog', { name: tr('messages:titleWarning') });
    await expect(warning).toContainText(
      lang === 'es' ? 'Responde todas las preguntas obligatorias.' : 'Please answer all required questions.',
    );
    await warning
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();

    await survey.getByRole('radio', { name: lang === 'es' ? 'Excelente' : 'Excellent' }).check();
    await survey.getByRole('radio', { name: lang === 'es' ? 'Adecuada' : 'About right' }).check();
    await survey.getByRole('checkbox', { name: lang === 'es' ? 'Personal amable' : 'Friendly staff' }).check();
    await survey.getByRole('checkbox', { name: lang === 'es' ? 'Centro limpio' : 'Clean center' }).check();
    await survey.getByRole('button', { name: tr('history:survey.submit') }).click();

    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success).toContainText(tr('messages:feedbackSubmitted'));
    await success
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();

    const wheel = page.getByRole('dialog', { name: tr('history:wheel.title') });
    const slices = wheel.locator('svg text');
    await expect(slices).toHaveText(demoWheelPrizes);
    await wheel.getByRole('button', { name: tr('history:wheel.spin') }).click();
    const won = new RegExp(
      tr('history:wheel.won', { points: 'P', balance: 'B' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('P', '\\d+')
        .replace('B', '\\d+'),
    );
    await expect(wheel.getByText(won)).toBeVisible();
    await expect(slices).toHaveText(demoWheelPrizes);
    const prize = /\d+/.exec((await wheel.getByText(won).textContent()) ?? '')?.[0];
    expect(demoWheelPrizes).toContain(prize);
    await wheel.getByRole('button', { name: tr('history:wheel.done') }).click();
    await expect(first.getByRole('button', { name: tr('history:feedbackButton') })).toHaveCount(0);
  });
});
