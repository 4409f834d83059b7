import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

// Issue 34: a donor of her own, paid $65.00 for one donation this year (recordDonation), downloads her statement.
test.describe('earnings statement', () => {
  test('a donor downloads her statement for this year as PDF and CSV and reads its total', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const donor = await registerFreshDonor(request, 'statement');
    await recordDonation(request, donor.donorNumber);
    await signIn(page, donor.email);
    // "Report a problem with this payment" opens a donor-care request about that visit, the payment named.
    await page.goto('/donation/history');
    const visit = page.locator('.mantine-Accordion-item').first();
    await visit.getByRole('button').first().click();
    await visit.getByRole('link', { name: tr('history:payout.report') }).click();
    await expect(page.getByRole('textbox', { name: tr('donor-care:fields.comment') })).toHaveValue(/65\.00/);
    await page.goto('/donation/history');
    await page.getByRole('link', { name: tr('history:statementLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('records:statement.title') })).toBeVisible();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: tr('records:statement.pdf') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(lang === 'es' ? /^resumen-de-ganancias-.*\.pdf$/ : /^earnings-statement-.*\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
    // The screen says what the file holds: one payment, $65.00 in all.
    await expect(page.getByRole('status').filter({ hasText: /65\.00/ })).toBeVisible();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: tr('records:statement.csv') }).click(),
    ]);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain('Total,,,,65.00');
    expect(text).toContain(lang === 'es' ? 'Compensación por donación' : 'Donation compensation');
    await expectAccessible(page);

    // A range ending in the future is refused in her language, nothing downloaded.
    await page.getByRole('radio', { name: tr('records:statement.byRange') }).check();
    await page.getByLabel(tr('records:statement.from')).fill('2026-01-01');
    await page.getByLabel(tr('records:statement.to')).fill('2099-12-31');
    await page.getByRole('button', { name: tr('records:statement.csv') }).click();
    await expect(page.getByRole('alert')).toContainText(tr('messages:statementRangeFuture'));
    await expectAccessible(page);

    // At phone width the screen fits and stays usable.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: tr('records:statement.pdf') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
