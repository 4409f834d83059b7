import type { CDPSession, Page } from '@playwright/test';
import { newestMessage, testAddress, useAddress } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * Issue 32, donors' passkeys, with Chromium's virtual authenticator (CDP `WebAuthn`): add one in the profile, sign
 * out, sign in with it, remove it, and see it refused. WebAuthn refuses an IP address as the relying party id, so
 * this spec reaches the server as `localhost` (a secure context), which makes the rp id `localhost`.
 */
test.use({ baseURL: `http://localhost:${PORT}` });

/** Chromium's virtual authenticator on this page: a platform authenticator that holds passkeys and verifies its user. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe('passkeys', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const layout of layouts) {
    test(`on a ${layout.name}: add a passkey, sign in with it, remove it, and it is refused`, async ({
      page,
      request,
      signIn,
      tr,
      expectAccessible,
    }) => {
      await page.setViewportSize(layout.viewport);
      // Its own client address: the refused passkey at the end counts against the per-address sign-in limit, which the
      // rest of the suite's sign-ins from this machine would otherwise have used up.
      await useAddress(page, testAddress());
      // The consent script the e2e server names lives on 127.0.0.1: from this spec's origin it would be refused.
      await page.route('**/consent-banner-e2e.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      const donor = await registerFreshDonor(request);
      const { cdp, authenticatorId } = await virtualAuthenticator(page);
      const presence = (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
      const signOut = async () => {
        if (layout.name === 'phone') {
          await page.getByRole('button', { name: tr('layout:topBar.openMobileMenu') }).click();
          await page
            .getByRole('dialog', { name: tr('layout:mobileMenu.title') })
            .getByRole('button', { name: tr('layout:mobileMenu.logout') })
            .click();
        } else {
          await page.getByRole('button', { name: tr('layout:topBar.logout') }).click();
        }
      };
      /** Signs out and opens /login with the autofill off (as in a browser without it), so only the button signs in. */
      const toLoginWithoutAutofill = async () => {
        await presence(false);
        await signOut();
        await expect(page).toHaveURL(/\/login$/);
        await page.goto('/login');
        await presence(true);
      };
      await page.addInitScript(() => {
        if (sessionStorage.getItem('e2e.no-autofill')) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
      const autofillOff = () => page.evaluate(() => sessionStorage.setItem('e2e.no-autofill', '1'));

      // Add: the password first, then the device's prompt (the virtual authenticator answers it).
      await signIn(page, donor.email);
      await page.goto('/profile');
      const section = page.getByTestId('passkeys-section');
      await expect(section.getByText(tr('profile:passkeys.none'))).toBeVisible();
      await section.getByRole('button', { name: tr('profile:passkeys.add') }).click();
      const form = section.getByRole('form', { name: tr('profile:passkeys.addTitle') });
      await form.getByLabel(tr('profile:passkeys.name')).fill('Work laptop');
      await form.getByLabel(tr('profile:password.current'), { exact: true }).fill('Wrong#2026');
      await form.getByRole('button', { name: tr('profile:passkeys.create') }).click();
      await expect(form.getByText(tr('messages:currentPasswordWrong')).first()).toBeVisible();
      await form.getByLabel(tr('profile:password.current'), { exact: true }).fill(FRESH_PASSWORD);
      await form.getByRole('button', { name: tr('profile:passkeys.create') }).click();
      await expect(section.getByTestId('passkeys-progress')).toHaveText(tr('profile:passkeys.added', { name: 'Work laptop' }));
      await expect(section.getByTestId('passkey-row')).toHaveCount(1);
      await expect(section.getByTestId('passkey-row')).toContainText('Work laptop');
      await expect(section.getByTestId('passkey-row')).toContainText(tr('profile:passkeys.neverUsed'));
      await expectAccessible(page);

      // She renames it: an empty name is refused on its field, a new one is shown and said.
      await section.getByRole('button', { name: tr('profile:passkeys.renameLabel', { name: 'Work laptop' }) }).click();
      const renameForm = section.getByRole('form', { name: tr('profile:passkeys.renameLabel', { name: 'Work laptop' }) });
      await expect(renameForm.getByLabel(tr('profile:passkeys.name'))).toBeFocused();
      await renameForm.getByLabel(tr('profile:passkeys.name')).fill(' ');
      await renameForm.getByRole('button', { name: tr('profile:passkeys.saveName') }).click();
      await expect(renameForm.getByText(tr('messages:passkeyNameRequired'))).toBeVisible();
      await expectAccessible(page);
      await renameForm.getByLabel(tr('profile:passkeys.name')).fill('Office laptop');
      await renameForm.getByRole('button', { name: tr('profile:passkeys.saveName') }).click();
      await expect(section.getByTestId('passkeys-progress')).toHaveText(tr('profile:passkeys.renamed', { name: 'Office laptop' }));
      await expect(section.getByTestId('passkey-row')).toContainText('Office laptop');

      // She is told by e-mail, with a link to remove it.
      const notice = await newestMessage(request, donor.email, { template: 'passkeyAdded' });
      expect(notice.template).toBe('passkeyAdded');
      expect(notice.body).toMatch(/\/profile\?passkey=[0-9a-f-]{36}#passkeys/);

      // Sign out: the browser offers the passkey in the username field's autofill (the virtual authenticator picks it
      // at once), which signs her straight back in.
      await signOut();
      await expect(page).toHaveURL(/\/$/);

      // Without the autofill, "Sign in with a passkey" does it.
      await autofillOff();
      await toLoginWithoutAutofill();
      await expect(page.getByRole('button', { name: tr('auth:login.passkey.button') })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('auth:login.passkey.button') }).click();
      await expect(page).toHaveURL(/\/$/);

      // The profile shows when it was last used; remove it (the e-mail's link opens its removal).
      const link = /\/profile\?passkey=[0-9a-f-]{36}/.exec(notice.body)?.[0] ?? '/profile';
      await page.goto(link);
      const row = page.getByTestId('passkey-row');
      await expect(row).not.toContainText(tr('profile:passkeys.neverUsed'));
      await expect(row.getByText(tr('profile:passkeys.confirmRemove', { name: 'Office laptop' }))).toBeVisible();
      await expectAccessible(page);
      await row.getByRole('button', { name: tr('profile:passkeys.confirmYes') }).click();
      await expect(page.getByTestId('passkeys-progress')).toHaveText(tr('profile:passkeys.removed', { name: 'Office laptop' }));
      await expect(page.getByText(tr('profile:passkeys.none'))).toBeVisible();

      // The authenticator still holds it; the portal no longer knows it.
      await toLoginWithoutAutofill();
      await page.getByRole('button', { name: tr('auth:login.passkey.button') }).click();
      await expect(page.getByTestId('passkey-progress')).toHaveText(tr('messages:passkeyUnknown'));
      await expect(page).toHaveURL(/\/login$/);
      await expectAccessible(page);
    });
  }
});
