import { expect, test } from '../support/fixtures';

const STAFF_PASSWORD = 'Plasma#2026';

test.describe('staff sign-in', () => {
  test('a center manager signs in, sees her role and her one center, and signs out', async ({ page, tr, expectAccessible }) => {
    await page.goto('/staff/login');
    await expect(page.getByRole('heading', { name: tr('staff:login.title') })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(tr('staff:login.email')).fill('manager.austin@example.com');
    await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: tr('staff:login.submit') }).click();

    await expect(page.getByRole('heading', { name: tr('staff:home.title', { name: 'Morgan Reyes' }) })).toBeVisible();
    await expect(page.getByText(tr('staff:roles.center_manager'))).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['Demo Plasma Austin North']);
    await expectAccessible(page);

    await page.getByRole('button', { name: tr('staff:home.signOut') }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  test('answers wrong credentials with the server’s words', async ({ page, tr }) => {
    await page.goto('/staff/login');
    await page.getByLabel(tr('staff:login.email')).fill('care@example.com');
    await page.getByLabel(tr('staff:login.password'), { exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: tr('staff:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('messages:staffInvalidCredentials'));
  });

  test('the donor sign-in page never downloads the staff console', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('staff'))).toEqual([]);
  });
});
