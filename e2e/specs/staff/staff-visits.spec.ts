import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { freshAustinDonor, signInStaff } from '../../support/staff-console';
import { layoutProblems } from '../../support/layout-probe';

const MANAGER = 'manager.austin@example.com';

/** A second browser for the donor, in the same language: the staff tab keeps its own session. */
async function donorPage(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US' });
  return context.newPage();
}

test.describe('visits in the staff console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a center manager records a visit, the donor sees it with its points, and a correction shows as a compensating entry', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    const donor = await freshAustinDonor(request);
    await signInStaff(page, lang, MANAGER);
    await expect(page.getByRole('heading', { name: tr('staff-visits:today.title') })).toBeVisible();
    await expect(page.getByTestId('visits-today-total')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: tr('staff:nav.recordVisit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('staff-visits:record.title') })).toBeVisible();
    // The contract's own rules, in the browser: no donor number yet.
    await page.getByRole('button', { name: tr('staff-visits:record.submit') }).click();
    await expect(page.getByText(tr('messages:donorNumberInvalid'))).toBeVisible();
    await page.getByLabel(tr('staff-visits:fields.donorNumber')).fill(donor.donorNumber);
    // Two payments: adding a row moves the focus to its amount, so the keyboard alone fills the list.
    for (const [n, amount] of [
      [1, '65'],
      [2, '20'],
    ] as const) {
      await page.getByRole('button', { name: tr('staff-visits:fields.addPayment') }).click();
      await expect(page.getByLabel(tr('staff-visits:fields.paymentAmount', { n }))).toBeFocused();
      await page.keyboard.type(amount);
    }
    await page.getByLabel(tr('staff-visits:fields.weight')).fill('160');
    await expectAccessible(page);
    await page.getByRole('button', { name: tr('staff-visits:record.submit') }).click();

    await expect(page.getByRole('status')).toHaveText(tr('staff-visits:record.recorded', { points: 100 }));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr('staff-visits:visit.title', { number: 'C' })) })).toBeVisible();
    await expect(page.getByRole('cell', { name: tr('staff-visits:kinds.earned') })).toBeVisible();
    await expectAccessible(page);
    const visitUrl = page.url();

    // The donor, signed in, reads the visit in the donation history and its points on home.
    const donorTab = await donorPage(browser, lang);
    await signIn(donorTab, donor.email);
    const history = donorTab.getByRole('region', { name: tr('home:history.title') });
    const earned = tr('home:history.entryText', { kind: tr('home:history.kinds.earned'), reason: tr('home:history.reasons.donation') });
    // A fresh tab loads the donor's screens and catalogues first: more time than the default on two shared cores.
    await expect(history.getByRole('row', { name: new RegExp(`${earned}.*\\+100`) })).toBeVisible({ timeout: 30_000 });
    await donorTab.goto('/donation/history');
    const visitItem = donorTab.locator('.mantine-Accordion-item').first();
    await expect(visitItem.getByRole('button').first()).toContainText('Demo Plasma Austin North', { timeout: 30_000 });
    await visitItem.getByRole('button').first().click();
    // Both payments, whatever the language's currency format.
    await expect(visitItem.getByRole('row').filter({ hasText: /65[.,]00/ })).toBeVisible();
    await expect(visitItem.getByRole('row').filter({ hasText: /20[.,]00/ })).toBeVisible();

    // The donation was not completed after all: the correction books a compensating entry, the earned one stays.
    await page.goto(visitUrl);
    await page.getByRole('switch', { name: tr('staff-visits:fields.donated') }).click({ force: true });
    await page.getByLabel(tr('staff-visits:fields.note')).fill('The donation was stopped before the end.');
    await page.getByRole('button', { name: tr('staff-visits:correct.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('staff-visits:correct.done', { points: -100 }) })).toBeVisible();
    await expect(page.getByText('The donation was stopped before the end.')).toBeVisible();
    await expect(page.getByRole('cell', { name: tr('staff-visits:kinds.corrected') })).toBeVisible();
    await expectAccessible(page);

    await donorTab.goto('/');
    const corrected = tr('home:history.entryText', {
      kind: tr('home:history.kinds.corrected'),
      reason: tr('home:history.reasons.visitCorrection'),
    });
    await expect(history.getByRole('row', { name: new RegExp(`${corrected}.*-100`) })).toBeVisible({ timeout: 30_000 });
    await expect(history.getByRole('row', { name: new RegExp(`${earned}.*\\+100`) })).toBeVisible();
    await expectAccessible(donorTab);
    await donorTab.context().close();
  });

  test('the visits table pages, sorts and filters on the server, and fits a 390 px phone', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const donor = await freshAustinDonor(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, lang, MANAGER);
    await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
    await page.getByRole('link', { name: tr('staff:nav.recordVisit') }).click();
    await page.getByLabel(tr('staff-visits:fields.donorNumber')).fill(donor.donorNumber);
    await page.getByRole('button', { name: tr('staff-visits:fields.addPayment') }).click();
    await page.getByLabel(tr('staff-visits:fields.paymentAmount', { n: 1 })).fill('40');
    await expect.poll(async () => (await layoutProblems(page)).wide).toEqual([]);
    await expectAccessible(page);
    await page.getByRole('button', { name: tr('staff-visits:record.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(tr('staff-visits:record.recorded', { points: 100 }));

    await page.getByRole('link', { name: tr('staff-visits:visit.back') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('staff-visits:list.title') })).toBeVisible();
    await page.getByLabel(tr('staff-visits:fields.donorNumber')).fill(donor.donorNumber);
    await page.getByRole('button', { name: tr('staff-visits:list.apply') }).click();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(donor.donorNumber);
    await expect(page.getByText(tr('staff-visits:list.total_one', { count: 1 }))).toBeVisible();
    // The filter is in the address: a reload shows the same list with the field filled, and so does the back button.
    await expect(page).toHaveURL(new RegExp(`donorNumber=${donor.donorNumber}`));
    await page.reload();
    await expect(page.getByLabel(tr('staff-visits:fields.donorNumber'))).toHaveValue(donor.donorNumber);
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: tr('staff-visits:list.clear') }).click();
    await expect(page.getByLabel(tr('staff-visits:fields.donorNumber'))).toHaveValue('');
    // The field follows the address: it empties when the router commits the cleared list; go back from there.
    await expect(page).not.toHaveURL(/donorNumber=/);
    await page.goBack();
    await expect(page.getByLabel(tr('staff-visits:fields.donorNumber'))).toHaveValue(donor.donorNumber);
    await expect(rows).toHaveCount(1);
    await page.goForward();
    await expect(page.getByLabel(tr('staff-visits:fields.donorNumber'))).toHaveValue('');
    await page.getByRole('button', { name: tr('staff-visits:list.sortBy', { column: tr('staff-visits:list.columns.points') }) }).click();
    await expect(page.getByRole('columnheader', { name: new RegExp(tr('staff-visits:list.columns.points')) })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rows).not.toHaveCount(0);
    await expect.poll(async () => (await layoutProblems(page)).wide).toEqual([]);
    await expectAccessible(page);
  });
});
