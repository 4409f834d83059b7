import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { testAddress } from './accounts';
import { axeViolations } from './axe';
import { text, type Lang } from './catalogue';

export const DEMO_PASSWORD = 'Plasma#2026';
export const demoDonor = { email: 'donor@example.com', donorNumber: 'D1000001', firstName: 'Maria', fullName: 'Maria Lopez' };

/**
 * The line the browser itself logs for a reply of 400–499 ("Failed to load resource: the server responded with a status
 * of 401 (Unauthorized)"): the app expects those (a wrong password, an ended session) and shows them its own way.
 */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
/**
 * The line for a request the test itself failed (`route.abort()`, as a lost connection or a chunk that cannot be
 * downloaded): a real failure reads otherwise (`net::ERR_CONNECTION_REFUSED`, `net::ERR_EMPTY_RESPONSE`, …).
 */
const ABORTED_BY_THE_TEST = 'Failed to load resource: net::ERR_FAILED';

interface Fixtures {
  /** Fails the test when a page of its context logs an error (the app's `console.error`) or throws one uncaught. */
  pageErrors: void;
  lang: Lang;
  /** The app's text for a catalogue key in this project's language. */
  tr: (key: string, values?: Record<string, string | number>) => string;
  /** Fails the test on any serious or critical accessibility violation on the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>;
  /**
   * Signs a donor in (the demo donor unless named) as a reload of a signed-in tab does: the API's login reply in the
   * storage the app restores from, then home. The sign-in screen itself is under test in sign-in.spec.ts.
   */
  signIn: (page: Page, username?: string) => Promise<void>;
  /** Signs a donor in through the login screen and waits for home. */
  signInThroughForm: (page: Page, username?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // Each test sends its page's and its `request`'s calls from a client address of its own (the e2e server trusts
  // X-Forwarded-For): the per-address limits (sign-in failures, codes sent, visitors' requests) count one test's
  // attempts, not the whole run's, so no test spends another's budget and a test can run again in the same hour.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': testAddress() });
  },
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(text) && text !== ABORTED_BY_THE_TEST) {
          errors.push(`console.error on ${message.page()?.url() ?? 'a page'}: ${text}`);
        }
      });
      context.on('weberror', (webError) => {
        errors.push(`uncaught on ${webError.page()?.url() ?? 'a page'}: ${webError.error().stack ?? webError.error().message}`);
      });
      await use();
      expect(errors, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.use.locale?.startsWith('es') ? 'es' : 'en');
  },
  tr: async ({ lang }, use) => {
    await use((key, values) => text(lang, key, values));
  },
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // Colours at rest: the pointer off any control and no transition half-way (a button's label sampled mid-fade
      // or under the pointer read below 4.5:1 in some runs).
      await page.mouse.move(0, 0);
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      const violations = await axeViolations(page, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        // Only violations are read: axe then skips collecting the nodes of every passing rule.
        resultTypes: ['violations'],
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
    });
  },
  signIn: async ({ request }, use) => {
    await use(async (page, username = demoDonor.email) => {
      const reply = await request.post('/api/gateway', {
        data: { serviceName: 'authentication', serviceType: 'login', params: { username, password: DEMO_PASSWORD } },
        headers: { 'X-Forwarded-For': testAddress() },
      });
      expect(reply.status(), await reply.text()).toBe(200);
      const { token, user } = (await reply.json()) as { token: string; user: unknown };
      // Once per call: later loads of this tab keep (or end) the session as the app itself decides.
      const seeded = `e2e.signed-in.${randomUUID()}`;
      await page.addInitScript(
        ([key, storedToken, storedUser]) => {
          if (sessionStorage.getItem(key)) return;
          sessionStorage.setItem(key, '1');
          localStorage.setItem('portal.session.token', storedToken);
          localStorage.setItem('portal.session.user', storedUser);
        },
        [seeded, token, JSON.stringify(user)] as const,
      );
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
    });
  },
  signInThroughForm: async ({ tr }, use) => {
    await use(async (page, username = demoDonor.email) => {
      await page.goto('/login');
      await page.getByLabel(tr('auth:login.username')).fill(username);
      await page.getByLabel(tr('auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  },
});

export { expect };
