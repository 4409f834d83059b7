import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * Issue 33: the portal as an installable app. Installability and push need a persistent profile (an incognito context is
 * never installable) and the full browser, so this spec launches Debian's `chromium` in headless mode itself.
 */
test.use({ serviceWorkers: 'allow' });

/** The worker the e2e server serves (start-server.sh copies the build there): a test changes it, as a deploy would. */
const servedWorker = fileURLToPath(new URL('../../.web-dist/sw.js', import.meta.url));

const chromiumArgs = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'];

async function persistentPortal(locale: string, viewport: { width: number; height: number }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    locale,
    viewport,
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the page and waits until the service worker controls it (registered after the first paint, then installed). */
async function openControlled(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  // `ready` resolves once the worker is activating: wait until it is activated, when it takes push events at once.
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
  return page;
}

test.describe('installable app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Chromium finds no installability error, and the manifest names the brand with its icons', async ({ lang }) => {
    const portal = await persistentPortal(lang === 'es' ? 'es-US' : 'en-US', { width: 390, height: 844 });
    try {
      const page = await openControlled(portal.context, '/login');
      const cdp = await portal.context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        name: string;
        display: string;
        start_url: string;
        icons: { sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Demo Plasma', display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      // The app shell is precached; no API reply and no staff page is in any cache, even after a signed-out call.
      await page.goto('/staff/login');
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
        return lists.flat().map((url) => new URL(url).pathname);
      });
      expect(cached).toContain('/index.html');
      expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/staff'))).toEqual([]);
    } finally {
      await portal.close();
    }
  });

  test('with a session, the worker answers a page load with the signed-in frame in her language (issue 36)', async ({
    lang,
    tr,
    request,
  }) => {
    const donor = await registerFreshDonor(request, 'frame');
    const portal = await persistentPortal(lang === 'es' ? 'es-US' : 'en-US', { width: 390, height: 844 });
    try {
      const page = await openControlled(portal.context, '/login');
      await page.reload();
      await page.getByLabel(tr('auth:login.username')).fill(donor.email);
      await page.getByLabel(tr('auth:login.password'), { exact: true }).fill(FRESH_PASSWORD);
      await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      // The cookie the worker reads is written once her frame is drawn.
      await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toBeVisible();
      const response = await page.goto('/donation/history');
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await response?.text()).toContain(`data-shell="${lang}"`);
      await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
      // Signed out, the worker answers with the visitor's page again.
      await page.getByRole('button', { name: tr('layout:topBar.openMobileMenu') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr('layout:mobileMenu.logout') })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      const visitor = await page.goto('/donation/history');
      expect(visitor?.fromServiceWorker()).toBe(true);
      expect(await visitor?.text()).not.toContain('data-shell');
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await portal.close();
    }
  });

  test('after a deploy, a new version is announced and Reload takes it up', async ({ lang, tr }) => {
    const portal = await persistentPortal(lang === 'es' ? 'es-US' : 'en-US', { width: 390, height: 844 });
    try {
      const page = await openControlled(portal.context, '/login');
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // The page's worker client (loaded after the first paint) is listening before the deploy is looked for.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/(?:register-)?service-worker-[\w-]+\.js$/.test(entry.name)),
      );
      // A deploy: the server now serves another worker (only appended to: a parallel run of this test never undoes it).
      appendFileSync(servedWorker, `\n// deployed ${randomUUID()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const notice = page.getByTestId('update-notice');
      await expect(notice).toContainText(tr('common:update.ready'));
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: tr('common:update.reload') }).click()]);
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      await portal.close();
    }
  });

  test('a push message shows a notification in her language that opens her appointments', async ({ lang }) => {
    const portal = await persistentPortal(lang === 'es' ? 'es-US' : 'en-US', { width: 390, height: 844 });
    try {
      await portal.context.grantPermissions(['notifications'], { origin: `http://localhost:${PORT}` });
      const page = await openControlled(portal.context, '/login');
      // Reloaded, the page is controlled by the worker, so a newer one (the deploy test changes the served file) waits.
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await portal.context.newCDPSession(page);
      const registrations = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
          const ours = list.find((one) => one.scopeURL === `http://localhost:${PORT}/` && !one.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registrations;
      // What the server sends for a 24-hour reminder (apps/server push-reminders.test.ts decrypts the real thing).
      const payload =
        lang === 'es'
          ? { title: 'Tu cita de mañana', body: 'el jueves, 18 de junio, 9:00 a. m. en Demo Center. Toca para verla o cambiarla.' }
          : { title: 'Your appointment tomorrow', body: 'Thursday, June 18, 9:00 AM at Demo Center. Tap to see or change it.' };
      // Reading the notifications while Chromium is still showing one drops it (a read keeps only what the platform
      // already displays): polled from the page at once, half the runs with two test workers saw none. So the test
      // waits for the worker's own `showNotification` to settle, then reads once.
      const worker = portal.context.serviceWorkers()[0] ?? (await portal.context.waitForEvent('serviceworker'));
      await worker.evaluate(() => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration; shown?: Promise<void> };
        const show = scope.registration.showNotification.bind(scope.registration);
        scope.shown = new Promise<void>((resolve) => {
          scope.registration.showNotification = async (...args: Parameters<typeof show>) => {
            await show(...args);
            resolve();
          };
        });
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: `http://localhost:${PORT}`,
        registrationId,
        data: JSON.stringify({ ...payload, url: '/appointments', tag: 'appointmentReminder' }),
      });
      await worker.evaluate(() => {
        const { shown } = self as unknown as { shown?: Promise<void> };
        if (!shown) throw new Error('The service worker restarted before the push arrived.');
        return shown;
      });
      // Chromium shows a notification only once it has its icon and badge: they come from the precache as data URLs,
      // so a slow or unreachable portal (the server stopped for 25 s held it back before) never delays it.
      const shown = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
          icon: n.icon.slice(0, 22),
          badge: n.badge.slice(0, 22),
        }));
      });
      expect(shown).toEqual([
        { ...payload, data: { url: '/appointments' }, icon: 'data:image/png;base64,', badge: 'data:image/png;base64,' },
      ]);
    } finally {
      await portal.close();
    }
  });
});

test.describe('push in the profile', () => {
  for (const layout of [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ] as const) {
    test(`on a ${layout.name}: the push section offers this device, in her language, accessibly`, async ({
      page,
      request,
      signIn,
      tr,
      expectAccessible,
    }) => {
      await page.setViewportSize(layout.viewport);
      const donor = await registerFreshDonor(request, 'push');
      await signIn(page, donor.email);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: tr('profile:push.title') });
      await expect(section).toBeVisible();
      await expect(section.getByText(tr('profile:push.none'))).toBeVisible();
      await expect(section.getByRole('button', { name: tr('profile:push.turnOn') })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
