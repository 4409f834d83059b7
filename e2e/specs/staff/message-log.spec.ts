import { randomInt } from 'node:crypto';
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

    // Beside her messages, her consent history: the choices she made at registration.
    const consent = page.getByRole('region', { name: tr('outbox:consent.title') });
    await expect(
      consent
        .getByRole('row')
        .filter({ hasText: tr('outbox:consent.sources.registration') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // At phone width the tables scroll inside their boxes; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(failed).toContainText('550');
    await expect(consent).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('a text Twilio refused shows its reason; a delivered one shows the status Twilio called back', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    // The e2e server's Twilio stand-in refuses +1512555… numbers (21211) and calls back "delivered" for the others.
    const refused = await registerFreshDonor(request, 'text-refused', {
      phone: `512555${String(randomInt(1000, 9999))}`,
      codeByText: true,
    });
    const delivered = await registerFreshDonor(request, 'text-delivered', {
      phone: `737${String(randomInt(2_000_000, 9_999_999))}`,
      codeByText: true,
    });
    await signInStaff(page, lang, MANAGER);
    await page.getByRole('link', { name: tr('staff:nav.messages') }).click();
    const textCode = () =>
      page
        .getByRole('row')
        .filter({ hasText: tr('outbox:channels.sms') })
        .filter({ hasText: tr('outbox:templates.registrationCode') });
    await page.getByLabel(tr('outbox:log.donorNumber')).fill(refused.donorNumber);
    await page.getByRole('button', { name: tr('outbox:log.show') }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(refused.donorNumber) })).toBeVisible();
    await expect(textCode()).toContainText(tr('outbox:states.undeliverable'));
    await expect(textCode()).toContainText('21211');
    await expectAccessible(page);

    await page.getByLabel(tr('outbox:log.donorNumber')).fill(delivered.donorNumber);
    await page.getByRole('button', { name: tr('outbox:log.show') }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(delivered.donorNumber) })).toBeVisible();
    // The delivery receipt arrives by webhook a moment after the send: the log shows it once read again.
    await expect(async () => {
      await page.getByRole('button', { name: tr('outbox:log.show') }).click();
      await expect(textCode()).toContainText(tr('outbox:states.delivered'), { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expectAccessible(page);
  });
});
