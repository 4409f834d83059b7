import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { recordDonation, registerFreshDonor } from '../support/fresh-donor';
import { layoutProblems } from '../support/layout-probe';

const PHONE = { width: 390, height: 844 };

/** Every screen a visitor can open. `/online-screening-app` is left out: it only forwards to the marketing site. */
const signedOutRoutes = [
  '/login',
  '/register',
  '/register/existing',
  '/register/new',
  '/register/users',
  '/register/verify',
  '/register/settingpassword',
  '/register/success',
  '/forget-password',
  '/forget-password/verify',
  '/forget-password/setpassword',
  '/donorcare',
  '/donorcare/form',
  '/set-new-password',
  '/set-password-success',
  '/Applogin',
  '/find-center',
  '/referral/referral-unique-code/NOSUCHCODE',
  '/qrcode',
  '/donorApp360Redirect',
  '/googlereview/redirectlink/',
  '/no/such/page',
];

/** Every screen of the signed-in donor. */
const signedInRoutes = [
  '/',
  '/donation/history',
  '/contact',
  '/donor-care-form',
  '/profile',
  '/notifications',
  '/takingsurvey/assessment',
  '/takingsurvey/assessment/predonorsurvey',
  '/donating-today/ask',
  '/donation-tips',
  '/adverse-event',
  '/use-points',
  '/use-points/orders',
  '/rewards',
  '/rewards/membership',
  '/rewards/payout',
  '/rewards/works',
  '/checking-rewards/balance',
  '/no/such/page',
];

/** Opens each route at phone width and lists what is wider than the screen, cut short or inaccessible. */
async function walk(page: Page, routes: string[], expectAccessible: (page: Page) => Promise<void>) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main').first(), route).toBeVisible();
    // Lazy screens and their data settle before measuring.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.mantine-Loader-root:visible'), route).toHaveCount(0);
    const found = await layoutProblems(page);
    if (found.scrollWidth > PHONE.width) problems.push(`${route}: page scrolls sideways (${found.scrollWidth}px)`);
    for (const wide of found.wide) problems.push(`${route}: wider than the screen ${wide}`);
    for (const cut of found.cut) problems.push(`${route}: text cut ${cut}`);
    await expectAccessible(page).catch((error: unknown) => problems.push(`${route}: axe ${String(error).slice(0, 600)}`));
  }
  expect(problems).toEqual([]);
}

test.describe('every route at 390 px', () => {
  test.use({ viewport: PHONE });

  test('signed out: nothing wider than the screen, nothing cut, no axe violation', async ({ page, expectAccessible }) => {
    test.setTimeout(240_000);
    await walk(page, signedOutRoutes, expectAccessible);
  });

  test('signed in as a new donor with donations: nothing wider than the screen, nothing cut, no axe violation', async ({
    page,
    request,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(300_000);
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber, 72);
    await recordDonation(request, donor.donorNumber, 3);
    await signIn(page, donor.email);
    await walk(page, signedInRoutes, expectAccessible);
  });
});
