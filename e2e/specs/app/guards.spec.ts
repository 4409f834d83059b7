import { expect, test } from '../../support/fixtures';

test.describe('route guards and the not-found page', () => {
  test('a visitor on a signed-in route is sent to /login', async ({ page, tr }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: tr('auth:login.title') })).toBeVisible();
  });

  test('any other path shows "Page not found" with a way home', async ({ page, tr, expectAccessible }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: tr('notFound.title') })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: tr('notFound.back') })
      .or(page.getByRole('button', { name: tr('notFound.back') }))
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in donor on /login is sent to /', async ({ page, signIn, tr }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: tr('home:title', { name: 'Maria' }) })).toBeVisible();
  });

  test('the not-found page also shows for a signed-in donor, and its button goes home', async ({ page, signIn, tr }) => {
    await signIn(page);
    await page.goto('/nothing-here');
    await expect(page.getByRole('heading', { name: tr('notFound.title') })).toBeVisible();
    await page
      .getByRole('link', { name: tr('notFound.back') })
      .or(page.getByRole('button', { name: tr('notFound.back') }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});
