import { expect, test } from '../support/fixtures';

/**
 * Feedback is accepted once per visit and the browser tests share one server: the English run rates
 * Maria's visit of two days ago, the Spanish run Lucía's visit of yesterday (a demo donor kept for it).
 */
const raterByLanguage = { en: 'donor@example.com', es: 'donante@example.com' } as const;

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

  test('a donor gives feedback on her recent visit and spins the wheel', async ({ page, signIn, tr, lang, expectAccessible }) => {
    test.setTimeout(60_000);
    await signIn(page, raterByLanguage[lang]);
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
    await wheel.getByRole('button', { name: tr('history:wheel.spin') }).click();
    const won = new RegExp(
      tr('history:wheel.won', { points: 'P', balance: 'B' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('P', '\\d+')
        .replace('B', '\\d+'),
    );
    await expect(wheel.getByText(won)).toBeVisible();
    await wheel.getByRole('button', { name: tr('history:wheel.done') }).click();
    await expect(first.getByRole('button', { name: tr('history:feedbackButton') })).toHaveCount(0);
  });
});
