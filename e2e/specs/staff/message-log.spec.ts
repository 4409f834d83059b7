import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { signInStaff } from '../../support/staff-console';

const MANAGER = 'manager.austin@example.com';

test.describe('the message log in the staff console', () => {
  test('a center manager opens a donor’s messages and sees a failed one with the provider’s reason', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    // A donor of this test's own whose mail server refuses her mail for good: her registration code failed (550).
    const donor = await registerFreshDonor(request, 'refused');
    await signInStaff(page, lang, MANAGER);
    await page.getByRole('link', { name: tr('staff:nav.messages') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('outbox:log.title') })).toBeVisible();
    await page.getByLabel(tr('outbox:log.donorNumber')).fill(donor.donorNumber);
    await page.getByRole('button', { name: tr('outbox:log.show') }).click();
    const failed = page.getByRole('row').filter({ hasText: tr('outbox:templates.registrationCode') });
    await expect(failed).toContainText(tr('outbox:states.failed'));
    await expect(failed).toContainText('550');
    // The address masked, the code never shown.
    await expect(failed).toContainText('r***@example.com');
    await expect(page.getByText(donor.email)).toHaveCount(0);
    await expectAccessible(page);

    // At phone width the table scrolls inside its box; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(failed).toContainText('550');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
