import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';

/**
 * Issue 36 (decision 052): the signed-out pages arrive prerendered in the donor's language, paint before any script and
 * are hydrated by the app without a mismatch and without moving.
 */

/** React's hydration errors as a production build reports them (minified #418, #423, #425) or in words. */
const HYDRATION_ERROR = /hydrat|Minified React error #4(18|23|25)\b/i;

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message} ${error.stack ?? ''}`)) errors.push(error.message);
  });
  return errors;
}

/** The layout shifts of the page so far (the CLS figure without its windows: every shift counted). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

const signedOutPages = ['/login', '/register', '/register/existing', '/register/new', '/forget-password', '/donorcare', '/donorcare/form'];

test.describe('first paint before JavaScript', () => {
  test('with JavaScript off, the sign-in form is there with its labels, in the browser language', async ({ browser, lang, tr }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: lang === 'es' ? 'es-US' : 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(tr('common:appName'));
      await expect(page.getByRole('heading', { name: tr('auth:login.title') })).toBeVisible();
      await expect(page.getByLabel(tr('auth:login.username'))).toBeVisible();
      await expect(page.getByLabel(tr('auth:login.password'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('auth:login.submit'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('layout:topBar.findCenter') })).toBeVisible();
      // Until the app takes the page over, nothing typed or pressed would be kept: fields read-only, buttons disabled.
      await expect(page.getByLabel(tr('auth:login.username'))).not.toBeEditable();
      await expect(page.getByRole('button', { name: tr('auth:login.submit'), exact: true })).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  test('the sign-in page hydrates without a mismatch or a shift, and then works', async ({ page, tr, expectAccessible }) => {
    const errors = hydrationErrors(page);
    const response = await page.goto('/login');
    // The server's own HTML already holds the form: it was prerendered, not drawn by the script.
    expect(await response?.text()).toContain(tr('auth:login.username'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel(tr('auth:login.username'))).toBeEditable();
    await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
    // Only the hydrated app checks the form.
    await expect(page.getByText(tr('messages:enterEmailOrDonorId'))).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await expectAccessible(page);
  });

  test("the app's scripts start after the prerendered page's first paint (decision 061)", async ({ page, tr }) => {
    const errors = hydrationErrors(page);
    await page.goto('/login');
    await expect(page.getByLabel(tr('auth:login.username'))).toBeEditable();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
    expect(errors).toEqual([]);
  });

  test('a part of the page whose code comes later stays locked until it is hydrated, so a press on it is not lost', async ({
    page,
    lang,
    tr,
  }) => {
    // The passkey button is prerendered but its code is fetched after the page's (decision 040): hold that code back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/passkey-sign-in-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const passkeyButton = page.getByRole('button', { name: tr('auth:login.passkey.button') });
    // The screen is the app's (its fields are released) while the button still waits for its code.
    await expect(page.getByLabel(tr('auth:login.username'))).toBeEditable();
    await expect(passkeyButton).toBeDisabled();
    // The language switch waits for it too: the button's prerendered text must still match when it is hydrated.
    const other = page.getByRole('group', { name: tr('common:language.label') }).locator(`button[lang="${lang === 'en' ? 'es' : 'en'}"]`);
    await expect(other).toBeDisabled();
    release();
    await passkeyButton.click();
    await expect(page.getByTestId('passkey-progress')).not.toHaveText('');
    await expect(other).toBeEnabled();
  });

  test('every prerendered signed-out page hydrates without a mismatch, on a phone too', async ({ page }) => {
    const errors = hydrationErrors(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of signedOutPages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page), `${path} at ${width} px`).toBeLessThan(0.05);
      }
    }
    expect(errors).toEqual([]);
  });

  test('a stored language choice gets the page prerendered in that language, not the browser one', async ({ page, lang, tr }) => {
    const other = lang === 'en' ? 'es' : 'en';
    await page.goto('/login');
    await page.getByRole('group').locator(`button[lang="${other}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const errors = hydrationErrors(page);
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${other}"`);
    expect(html).toContain(`data-prerendered="${other}"`);
    expect(html).not.toContain(`>${tr('auth:login.title')}<`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test.describe('the signed-in frame before JavaScript (issue 36)', () => {
  test("a signed-in donor's page load paints the frame in her language before any script, then her own without a shift", async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request, 'frame');
    await signIn(page, donor.email);
    // The cookie is written once her frame is drawn.
    await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toContainText('Robin Rewards');
    const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'portal.signed-in');
    expect(hint?.value).toBe('1');
    // No token in the cookie, and it ends with the token (an hour), not with the browser.
    expect(hint?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 50 * 60);

    // With JavaScript off, the frame alone: the top bar in her language, the sidebar's place, the page's loader.
    const off = await browser.newContext({
      javaScriptEnabled: false,
      locale: lang === 'es' ? 'es-US' : 'en-US',
      storageState: await page.context().storageState(),
    });
    try {
      const framePage = await off.newPage();
      await framePage.goto('/donation/history');
      await expect(framePage.locator('html')).toHaveAttribute('lang', lang);
      await expect(framePage).toHaveTitle(tr('common:appName'));
      await expect(framePage.getByRole('button', { name: tr('layout:topBar.logout') })).toBeVisible();
      await expect(framePage.getByRole('link', { name: tr('layout:topBar.findCenter') })).toBeVisible();
      await expect(framePage.getByRole('status')).toContainText(tr('common:loading'));
      await expect(framePage.getByText('Robin Rewards')).toHaveCount(0);
    } finally {
      await off.close();
    }

    // With JavaScript, the app draws her frame in its place: no error, no shift, and the page's screen.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const response = await page.goto('/donation/history');
    expect(await response?.text()).toContain(`data-shell="${lang}"`);
    await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
    await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toContainText('Robin Rewards');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    await expectAccessible(page);

    // Signed out, the hint goes with the session: the next load is the visitor's page.
    await page.getByRole('button', { name: tr('layout:topBar.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'portal.signed-in')).toBeUndefined();
    const visitor = await page.goto('/donation/history');
    expect(await visitor?.text()).not.toContain('data-shell');
    await expect(page).toHaveURL(/\/login$/);
  });

  // Decision 073: the greeting is the home's largest text; the frame drew it only once the whole app had run.
  test("the home's frame greets her by name before the app's scripts, and the home keeps its greeting where it was", async ({
    page,
    request,
    lang,
    tr,
    signIn,
  }) => {
    const donor = await registerFreshDonor(request, 'frame');
    await signIn(page, donor.email);
    await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toContainText('Robin Rewards');

    // The app's scripts held back: the frame alone, and the page's own inline script writes her greeting into it.
    const scripts = /\/assets\/.+\.js$/;
    await page.route(scripts, (route) => route.abort());
    const response = await page.goto('/');
    expect(await response?.text()).toContain(`data-shell="${lang}"`);
    // Her status as the app stored it on leaving (read here: a running app clears the stored session a second after its
    // start, and no app runs on this load).
    const status = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('portal.session.user') ?? '{}') as { status: string }).status,
    );
    expect(status).toBeTruthy();
    const greeting = tr(status === 'donor' ? 'home:title' : `home:greeting.${status}.title`, { name: 'Robin' });
    const intro = tr(status === 'donor' ? 'home:intro' : `home:greeting.${status}.intro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(tr('common:loading'));
    // Its spinner is still and hidden for the wait's first 800 ms (no animation frames while a quick page draws), then
    // shows, turning.
    const spinner = page.getByRole('status').locator('.mantine-Loader-root');
    expect(await spinner.evaluate((element) => getComputedStyle(element, '::after').animationDelay)).toBe('0.8s');
    await expect(spinner).toBeVisible();
    const framed = await page.getByRole('heading', { level: 1 }).boundingBox();
    // Any other page: the loader alone.
    await page.goto('/donation/history');
    await expect(page.getByRole('status')).toContainText(tr('common:loading'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    // With its scripts, the home draws the same greeting in the same place, and nothing moves.
    await page.unroute(scripts);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toContainText('Robin Rewards');
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(framed);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('the frame and her own page match on a phone: no shift as the app takes over', async ({ page, request, tr, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const donor = await registerFreshDonor(request, 'frame');
    await signIn(page, donor.email);
    await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toBeVisible();
    const response = await page.goto('/donation/history');
    expect(await response?.text()).toContain('data-shell=');
    await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});
