import { expect, type Page } from '@playwright/test';
import type { Lang } from './catalogue';

/** The ALTCHA widget's own texts (its built-in English and the es-419 file the app loads). */
const widgetText = {
  en: { label: "I'm not a robot", verified: 'Verified' },
  es: { label: 'No soy un robot', verified: 'Verificado' },
} as const;

/**
 * Solves the captcha in the browser as a keyboard user does: focus the box, press Space, wait for the
 * proof of work. (The widget draws its tick mark over the box, so a pointer check is refused by Playwright.)
 */
export async function solveCaptcha(page: Page, lang: Lang, scope: Page | ReturnType<Page['locator']> = page): Promise<void> {
  await scope.getByRole('checkbox', { name: widgetText[lang].label }).focus();
  await page.keyboard.press('Space');
  await expect(scope.getByText(widgetText[lang].verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}
