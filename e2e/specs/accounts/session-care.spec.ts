import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';

// Each test registers its own donor: ending sessions must not touch the demo donors the other specs use.
test.describe.configure({ timeout: 60_000 });

/** The bearer token the page sends: what another device holding the same session would use. */
async function tokenOf(page: Page): Promise<string> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/gateway') && Boolean(r.headers().authorization));
  await page.reload();
  return (await request).headers().authorization ?? '';
}

test.describe('session care', () => {
  test('a signed-out donor who asked for a page lands on it after signing in', async ({
    page,
    request,
    signInThroughForm,
    tr,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    await page.goto('/donation/history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel(tr('auth:login.username')).fill(donor.email);
    await page.getByLabel(tr('auth:login.password'), { exact: true }).fill('Plasma#2026');
    await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/donation\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();

    // A plain sign-in still lands on home.
    await page.getByRole('button', { name: tr('layout:topBar.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, donor.email);
  });

  test('a new tab keeps the session, and logging out in one tab logs out every tab', async ({
    context,
    page,
    request,
    signInThroughForm,
    tr,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    // Through the form: a session seeded into storage would still be there, for a second, when the next tab opens.
    await signInThroughForm(page, donor.email);

    const second = await context.newPage();
    await second.goto('/donation/history');
    await expect(second.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
    await expect(second).toHaveURL(/\/donation\/history$/);
    // The token is not left in storage for a third party to read: only the mark that a tab is signed in.
    expect(await second.evaluate(() => localStorage.getItem('portal.session.token'))).toBeNull();

    await second.getByRole('button', { name: tr('layout:topBar.logout') }).click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByTestId('session-ended')).toHaveCount(0);

    // The first tab was not touched, yet it is signed out and says why.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-ended')).toHaveText(tr('auth:login.ended.otherTab'));
    await expectAccessible(page);

    // And a third tab opened now asks the donor to sign in.
    const third = await context.newPage();
    await third.goto('/');
    await expect(third).toHaveURL(/\/login$/);
  });

  test('a session ended elsewhere sends the donor to the login page with the reason, then back to her page', async ({
    page,
    request,
    tr,
    signIn,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    await signIn(page, donor.email);
    await page.goto('/profile');
    // The same session logged out by another client (as a password change ends every other session).
    const authorization = await tokenOf(page);
    // The donor is away from the app while it happens (the tab on a page of the portal without it): no read of the page
    // can be answered after the logout and end the session before she comes back (waiting for the network to be idle
    // first still lost that race under load).
    await page.goto('/api/health');
    const res = await request.post('/api/gateway', {
      headers: { authorization },
      data: { serviceName: 'authentication', serviceType: 'logout', params: {} },
    });
    expect(res.status(), await res.text()).toBe(200);

    // The donor comes back to the tab later: its next call is refused (401), and the app says why.
    await page.goto('/donation/history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-ended')).toHaveText(tr('auth:login.ended.unauthorized'));
    await expectAccessible(page);

    await page.getByLabel(tr('auth:login.username')).fill(donor.email);
    await page.getByLabel(tr('auth:login.password'), { exact: true }).fill('Plasma#2026');
    await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/donation\/history$/);
  });

  test('an expired session says so on the login page', async ({ page, request, signIn, lang, tr }) => {
    const donor = await registerFreshDonor(request);
    await page.clock.install();
    await signIn(page, donor.email);
    // Home is drawn, so its texts are in: from here on, a request for Spanish texts can only come from the next page.
    await expect(page.getByRole('button', { name: tr('layout:topBar.logout') })).toBeVisible();
    // A Spanish page waits for its texts before its first render (an English one has them in its bundle): they are held
    // back so that the session ends in that moment, before the router exists, as on a slow phone.
    let releaseTexts: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseTexts = resolve));
    const textsAsked = lang === 'es' ? page.waitForRequest(/\/assets\/es-[\w-]+\.js$/) : null;
    await page.route(/\/assets\/es-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/profile$/);
    // Then the page's session has started: a Spanish page asks for its texts in the task that starts it (main.tsx), an
    // English one has drawn her own frame. The load event does not wait for the texts (a preload added by script):
    // racing the two signals read "loaded first" as "English" now and then, and the held texts were never released.
    // Nor does it wait for main.tsx on a page sent as the signed-in frame (issue 36), whose scripts start after its first
    // paint: the hour jumped before the session was restored, which then found an expired token and no reason to give.
    if (textsAsked) await textsAsked;
    else await expect(page.getByRole('complementary', { name: tr('layout:sidebar.label') })).toBeVisible();
    // Past the token's hour with no renewal (the browser slept): the next check ends the session.
    await page.route('**/api/gateway', (route) => route.abort());
    await page.clock.fastForward(61 * 60_000);
    releaseTexts();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-ended')).toHaveText(tr('auth:login.ended.expired'));
  });
});
