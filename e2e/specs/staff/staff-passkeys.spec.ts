import type { Page } from '@playwright/test';
import { testAddress, useAddress } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { freshStaff } from '../../support/fresh-staff';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * Issue 32, a staff member's passkey as their second factor, with Chromium's virtual authenticator (CDP `WebAuthn`):
 * add one in the console's security settings, sign out, sign in with the password and then the passkey, remove it,
 * and the password alone signs in again. WebAuthn refuses an IP address as the relying party id, so this spec reaches
 * the server as `localhost` (a secure context), as the donors' passkey spec does.
 */
test.use({ baseURL: `http://localhost:${PORT}` });

/** Chromium's virtual authenticator on this page: a platform authenticator that holds passkeys and verifies its user. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe('staff passkeys', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const layout of layouts) {
    test(`on a ${layout.name}: a member adds a passkey, signs in with it as the second step, and removes it`, async ({
      page,
      request,
      tr,
      expectAccessible,
    }) => {
      await page.setViewportSize(layout.viewport);
      // Its own client address, so this spec's sign-ins spend no other spec's per-address budget.
      await useAddress(page, testAddress());
      const member = await freshStaff(request, 'donor_care', 'Robin Passkey');
      await virtualAuthenticator(page);

      const passwordStep = async () => {
        await page.goto('/staff/login');
        await page.getByLabel(tr('staff:login.email')).fill(member.email);
        await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(member.password);
        await page.getByRole('button', { name: tr('staff:login.submit') }).click();
      };
      const home = page.getByRole('heading', { name: tr('staff:home.title', { name: 'Robin Passkey' }) });
      const signOut = async () => {
        await page.getByRole('button', { name: tr('staff:home.signOut') }).click();
        await expect(page).toHaveURL(/\/staff\/login$/);
      };

      // No second factor yet: the password alone signs in.
      await passwordStep();
      await expect(home).toBeVisible();
      const section = page.getByTestId('staff-passkeys');
      await expect(section.getByText(tr('staff:passkeys.none'))).toBeVisible();
      await expectAccessible(page);

      // A name is required; then the device's prompt (the virtual authenticator answers it) adds the passkey.
      const form = section.getByRole('form', { name: tr('staff:passkeys.addLabel') });
      await form.getByRole('button', { name: tr('staff:passkeys.add') }).click();
      await expect(form.getByText(tr('messages:passkeyNameRequired'))).toBeVisible();
      await form.getByLabel(tr('staff:passkeys.name')).fill('Work laptop');
      await form.getByRole('button', { name: tr('staff:passkeys.add') }).click();
      await expect(section.getByTestId('staff-passkeys-progress')).toHaveText(tr('staff:passkeys.added', { name: 'Work laptop' }));
      await expect(section.getByTestId('staff-passkey-row')).toHaveCount(1);
      await expect(section.getByTestId('staff-passkey-row')).toContainText('Work laptop');
      await expect(section.getByTestId('staff-passkey-row')).toContainText(tr('staff:passkeys.neverUsed'));
      // Nothing is wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(layout.viewport.width);
      await expectAccessible(page);

      // The password is no longer enough: the server asks for the passkey, which finishes the sign-in.
      await signOut();
      await passwordStep();
      await expect(page.getByRole('alert').filter({ hasText: tr('messages:staffPasskeyRequired') })).toBeVisible();
      await expect(page.getByLabel(tr('staff:login.totpCode'))).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('staff:login.usePasskey') }).click();
      await expect(home).toBeVisible();

      // The row says it was used; remove it after confirming.
      const row = section.getByTestId('staff-passkey-row');
      await expect(row).not.toContainText(tr('staff:passkeys.neverUsed'));
      await row.getByRole('button', { name: tr('staff:passkeys.removeLabel', { name: 'Work laptop' }) }).click();
      await expect(row.getByText(tr('staff:passkeys.confirmRemove', { name: 'Work laptop' }))).toBeVisible();
      await expectAccessible(page);
      await row.getByRole('button', { name: tr('staff:passkeys.confirmYes') }).click();
      await expect(section.getByTestId('staff-passkeys-progress')).toHaveText(tr('staff:passkeys.removed', { name: 'Work laptop' }));
      await expect(section.getByText(tr('staff:passkeys.none'))).toBeVisible();

      // Without a second factor left, the password alone signs in again.
      await signOut();
      await passwordStep();
      await expect(home).toBeVisible();
    });
  }
});
