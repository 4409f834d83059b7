import { expect, test } from '../../support/fixtures';

test.describe('languages', () => {
  test('the browser language chooses the interface language and <html lang>', async ({ page, lang, tr }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: tr('auth:login.title') })).toBeVisible();
  });

  test('the toggle switches language, and the choice survives a reload', async ({ page, lang }) => {
    const other = lang === 'en' ? 'es' : 'en';
    await page.goto('/login');
    const toggle = page.getByRole('group').locator(`button[lang="${other}"]`);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });
});
