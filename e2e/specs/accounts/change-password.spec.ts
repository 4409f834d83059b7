import type { APIRequestContext } from '@playwright/test';
import { FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';
import { expect, test } from '../../support/fixtures';

const NEW_PASSWORD = 'Cambio#2027';

async function login(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/gateway', { data: { serviceName: 'authentication', serviceType: 'login', params: { username, password } } });
}

/** Issue 13: "Change password" on /profile, with a donor of its own and a second device signed in beside the page. */
test.describe('change password from the profile', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a wrong current password is refused on its field; the right one changes it and signs the other device out', async ({
    page,
    request,
    signIn,
    tr,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    const other = await login(request, donor.email, FRESH_PASSWORD);
    expect(other.status()).toBe(200);
    const otherToken = ((await other.json()) as { token: string }).token;

    await signIn(page, donor.email);
    await page.goto('/profile');
    const section = page.getByRole('form', { name: tr('profile:password.title') });
    await expect(section).toBeVisible();
    const current = section.getByLabel(tr('profile:password.current'), { exact: true });
    const fresh = section.getByLabel(tr('forms:password.new'), { exact: true });
    const confirm = section.getByLabel(tr('forms:password.confirm'), { exact: true });
    const submit = section.getByRole('button', { name: tr('profile:password.submit') });

    // The contract's rule, checked in the browser before anything is sent.
    await current.fill(FRESH_PASSWORD);
    await fresh.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(section.getByText(tr('messages:passwordInvalid'))).toBeVisible();

    await current.fill('Wrong#2026');
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(section.getByText(tr('messages:currentPasswordWrong'))).toBeVisible();
    await expectAccessible(page);

    await current.fill(FRESH_PASSWORD);
    await submit.click();
    const done = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(done).toContainText(tr('profile:password.changed'));
    await expectAccessible(page);
    await done
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();
    await expect(current).toHaveValue('');

    // The other device is signed out; this page is not.
    const fromOther = await request.post('/api/gateway', {
      headers: { authorization: `Bearer ${otherToken}` },
      data: { serviceName: 'profile', serviceType: 'getProfile', params: {} },
    });
    expect(fromOther.status()).toBe(401);
    await page
      .getByRole('link', { name: tr('layout:menu.notifications'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/notifications$/);

    expect((await login(request, donor.email, FRESH_PASSWORD)).status()).toBe(401);
    expect((await login(request, donor.email, NEW_PASSWORD)).status()).toBe(200);
  });
});
