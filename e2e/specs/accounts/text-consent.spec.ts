import { freshDonor, registerThroughApi, signInAs, testAddress, useAddress } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('Consent to text offers', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of VIEWPORTS) {
    test(`a donor turns on text offers in her profile and sees the date she agreed (${viewport.name})`, async ({
      page,
      tr,
      expectAccessible,
      request,
    }) => {
      const address = testAddress();
      await useAddress(page, address);
      const donor = freshDonor(`texts-${viewport.name}`);
      await registerThroughApi(request, address, donor);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, tr, donor.email, donor.password);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: tr('profile:title') })).toBeVisible();

      const textOffers = page.getByRole('checkbox', {
        name: tr('profile:preferences.optIn', {
          channel: tr('profile:preferences.channels.sms'),
          topic: tr('profile:preferences.topics.promotions'),
        }),
      });
      // A new account has text offers off, and no consent date to show.
      await expect(textOffers).not.toBeChecked();
      const agreed = page.getByTestId('text-offers-agreed');
      await expect(agreed).toHaveCount(0);

      await textOffers.check();
      await page.getByRole('button', { name: tr('profile:preferences.save') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(tr('profile:preferences.saved'))).toBeVisible();
      await dialog
        .getByRole('button', { name: tr('messages:close') })
        .first()
        .click();

      const [before, after] = tr('profile:preferences.textOffersAgreed', { date: '\u0000' }).split('\u0000');
      await expect(agreed).toBeVisible();
      await expect(agreed).toHaveText(new RegExp(`^${escape(before ?? '')}.*\\d{4}${escape(after ?? '')}$`));
      await expectAccessible(page);
      // Recorded on the server: still there after a reload.
      await page.reload();
      await expect(agreed).toBeVisible();
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
