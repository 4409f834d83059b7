import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { text, type Lang } from './catalogue';

export const DEMO_PASSWORD = 'Plasma#2026';
export const demoDonor = { email: 'donor@example.com', donorNumber: 'D1000001', firstName: 'Maria', fullName: 'Maria Lopez' };

interface Fixtures {
  lang: Lang;
  /** The app's text for a catalogue key in this project's language. */
  tr: (key: string, values?: Record<string, string | number>) => string;
  /** Fails the test on any serious or critical accessibility violation on the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>;
  /** Signs the demo donor in through the login screen and waits for home. */
  signIn: (page: Page, username?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'es' ? 'es' : 'en');
  },
  tr: async ({ lang }, use) => {
    await use((key, values) => text(lang, key, values));
  },
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
  signIn: async ({ tr }, use) => {
    await use(async (page, username = demoDonor.email) => {
      await page.goto('/login');
      await page.getByLabel(tr('auth:login.username')).fill(username);
      await page.getByLabel(tr('auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: tr('auth:login.submit') }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  },
});

export { expect };
