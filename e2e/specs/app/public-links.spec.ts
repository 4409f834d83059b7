import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** External sites are not reachable from the test machine: answer them with a stub page and record the visit. */
async function stubExternal(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>stub</title><main><h1>stub</h1></main></html>',
    }),
  );
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('/qrcode on Android', () => {
  test.use({ userAgent: ANDROID });
  test('posts the scan and goes to Google Play', async ({ page }) => {
    await stubExternal(page, 'https://play.google.com/**');
    const scan = page.waitForRequest((request) => request.url().endsWith('/api/scan-qr'));
    await page.goto('/qrcode');
    expect((await scan).postDataJSON()).toMatchObject({ type: 'Android', deviceID: expect.any(String) });
    await expect(page).toHaveURL(/^https:\/\/play\.google\.com\//);
  });
});

test.describe('/qrcode on an iPhone', () => {
  test.use({ userAgent: IPHONE });
  test('goes to the App Store', async ({ page }) => {
    await stubExternal(page, 'https://apps.apple.com/**');
    await page.goto('/qrcode');
    await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//);
  });
});

test.describe('public links', () => {
  test('/qrcode on a computer offers both stores', async ({ page, tr, expectAccessible }) => {
    await page.goto('/qrcode');
    await expect(page.getByRole('heading', { level: 1, name: tr('links:qrTitle') })).toBeVisible();
    await expectAccessible(page);
  });

  test('/donorApp360Redirect needs an id, refuses unknown ones and follows stored targets', async ({ page, tr, expectAccessible }) => {
    await page.goto('/donorApp360Redirect');
    await expect(page.getByRole('heading', { name: tr('links:missingId') })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/donorApp360Redirect?id=https://evil.example');
    await expect(page.getByRole('heading', { name: tr('links:redirectFailed') })).toBeVisible();
    await stubExternal(page, 'https://www.example.org/**');
    await page.goto('/donorApp360Redirect?id=rewards');
    await expect(page).toHaveURL('https://www.example.org/igive-rewards');
  });

  test('review links go to the center’s review page, or to a friendly page', async ({ page, tr, expectAccessible }) => {
    await stubExternal(page, 'https://search.google.com/**');
    await page.goto('/googlereview/redirectlink/101');
    await expect(page).toHaveURL(/search\.google\.com\/local\/writereview\?placeid=demo-center-101/);
    await page.goto('/locationreview/google/locationid/102');
    await expect(page).toHaveURL(/placeid=demo-center-102/);
    for (const path of [
      '/googlereview/redirectlink',
      '/locationreview/google/locationid',
      '/locationreview/google/locationid/120',
      '/googlereview/redirectlink/abc',
    ]) {
      await page.goto(path);
      await expect(page.getByText(tr('links:reviewMissing')), path).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('/online-screening-app opens the screening app', async ({ page }) => {
    await stubExternal(page, 'https://www.example.org/**');
    await page.goto('/online-screening-app');
    await expect(page).toHaveURL('https://www.example.org/online-screening-webapp');
  });
});
