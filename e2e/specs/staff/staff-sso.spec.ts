import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const STAFF_PASSWORD = 'Plasma#2026';

/** A staff gateway call as the browser makes it. */
const staffCall = (request: APIRequestContext, serviceType: string, params: object, token?: string) =>
  request.post('/api/gateway', {
    data: { serviceName: 'staff', serviceType, params },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

test.describe('staff single sign-on', () => {
  test('a member of a mapped group signs in with the company provider and gets its role', async ({
    page,
    request,
    tr,
    expectAccessible,
  }) => {
    // The demo admin maps the provider's group (saving it again changes nothing, so both languages may).
    const admin = (await (await staffCall(request, 'login', { email: 'admin@example.com', password: STAFF_PASSWORD })).json()) as {
      token: string;
    };
    const mapped = await staffCall(
      request,
      'saveGroupMapping',
      { groupValue: 'e2e-portal-managers', role: 'center_manager', centerIds: [] },
      admin.token,
    );
    expect(mapped.status()).toBe(200);

    // The provider's development form imports a web font from the internet, which these machines cannot reach.
    await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    await page.goto('/staff/login');
    const button = page.getByRole('link', { name: tr('staff:login.withProvider', { provider: 'Acme ID' }) });
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await button.click();

    // The provider's own (development) sign-in form: the login names its user, any password.
    await page.locator('input[name="login"]').fill('sso-manager');
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();

    await expect(page.getByRole('heading', { name: tr('staff:home.title', { name: 'Sam Okafor' }) })).toBeVisible();
    await expect(page.getByRole('main').getByText(tr('staff:roles.center_manager'), { exact: true })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await expectAccessible(page);
  });

  test('a refusal comes back to the sign-in screen in the member’s language', async ({ page, tr, expectAccessible }) => {
    await page.goto('/staff/login?ssoError=ssoGroupsMissing&claim=groups');
    await expect(page.getByRole('alert')).toHaveText(tr('messages:ssoGroupsMissing', { claim: 'groups' }));
    await expectAccessible(page);
  });
});
