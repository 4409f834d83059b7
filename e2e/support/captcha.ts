import { expect, type Page } from '@playwright/test';
import { text, type Lang } from './catalogue';

/**
 * Solves the captcha in the browser as a keyboard user does: focus the box, press Space, wait for the
 * proof of work. (The widget draws its tick mark over the box, so a pointer check is refused by Playwright.)
 * The widget speaks the app's own words (`forms:captcha.*`).
 */
export async function solveCaptcha(page: Page, lang: Lang, scope: Page | ReturnType<Page['locator']> = page): Promise<void> {
  await scope.getByRole('checkbox', { name: text(lang, 'forms:captcha.label') }).focus();
  await page.keyboard.press('Space');
  await expect(scope.getByText(text(lang, 'forms:captcha.verified'), { exact: true })).toBeVisible({ timeout: 20_000 });
}
