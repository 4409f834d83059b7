import type { APIRequestContext, Page } from '@playwright/test';
import { testAddress } from '../../support/accounts';
import { bookToday, openAroundTheClock } from '../../support/booking-today';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';

/**
 * Issue 33, offline where it matters: the next appointment, today's check-in pass and the home center with its opening hours are kept on the
 * device while the donor is online, shown with the network off (a reload answered by the service worker), and deleted
 * when she signs out. The service worker is allowed here, as in the installable-app spec.
 */
test.use({ serviceWorkers: 'allow' });

async function call<T>(request: APIRequestContext, service: string, params: object, token: string): Promise<T> {
  const [serviceName, serviceType] = service.split('/');
  const res = await request.post('/api/gateway', {
    data: { serviceName, serviceType, params },
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': testAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The kinds of copies the app keeps on this device (`lib/offline/offline-store.ts`), none once the database is gone. */
async function storedKinds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'portal-offline')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('portal-offline');
      // Deleted (a sign-out) between the listing and this open: opening it would make an empty one, so it is not made.
      let deleted = false;
      open.onupgradeneeded = () => {
        deleted = true;
        open.transaction?.abort();
      };
      open.onerror = () => (deleted ? resolve([]) : reject(open.error ?? new Error('open failed')));
      open.onsuccess = () => {
        const database = open.result;
        const keys = database.transaction('copies').objectStore('copies').getAllKeys();
        keys.onerror = () => reject(keys.error ?? new Error('read failed'));
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.map(String).sort());
        };
      };
    });
  });
}

test('offline, the next appointment, the check-in pass and the home center with its hours show from the device; signing out deletes them', async ({
  page,
  context,
  request,
  tr,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const manager = await freshStaff(request, 'center_manager', 'Olly Offline', [106, 112]);
  const managerLogin = await request.post('/api/gateway', {
    data: { serviceName: 'staff', serviceType: 'login', params: { email: manager.email, password: manager.password } },
  });
  await openAroundTheClock(request, ((await managerLogin.json()) as { token: string }).token);

  // A returning donor (home center Austin North) with a window of today booked and the day's questionnaire answered.
  const donor = await registerFreshDonor(request, 'offline');
  await recordDonation(request, donor.donorNumber, 240);
  const donorLogin = await request.post('/api/gateway', {
    data: { serviceName: 'authentication', serviceType: 'login', params: { username: donor.email, password: FRESH_PASSWORD } },
    headers: { 'X-Forwarded-For': testAddress() },
  });
  const token = ((await donorLogin.json()) as { token: string }).token;
  const center = await bookToday(request, token);
  const { upcoming } = await call<{ upcoming: { id: string }[] }>(request, 'appointment/getAppointments', {}, token);
  const appointmentID = upcoming[0]?.id ?? '';
  const { docID } = await call<{ docID: string }>(request, 'appointment/getCheckInQuestionnaire', { appointmentID }, token);
  const pages = [
    { feelingWell: 'yes', ateAndDrank: 'yes' },
    { newMedication: 'no', tattooOrPiercing: 'no' },
  ];
  for (const [layoutIndex, answers] of pages.entries()) {
    await call(request, 'appointment/saveCheckInAnswers', { appointmentID, docID, layoutIndex, answers }, token);
  }

  // Online, on a phone: home, the appointments and the pass, each read once (and kept), with the worker installed.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, donor.email);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByTestId('next-appointment')).toContainText(center.name);
  // The home center's opening hours, beside its address: a time on each open day.
  const hours = page.getByTestId('home-center-hours');
  await expect(page.getByTestId('home-center').getByRole('heading', { name: tr('home:hours.title') })).toBeVisible();
  await expect(hours.locator('dd').first()).toHaveText(/\d{1,2}:\d{2}/);
  const hoursOnline = (await hours.textContent()) ?? '';
  await page.goto('/appointments');
  await expect(page.getByTestId('appointment').first()).toContainText(center.name);
  await page.goto(`/appointments/${appointmentID}/check-in`);
  const code = (await page.getByTestId('check-in-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect.poll(() => storedKinds(page)).toEqual(['checkInPass', 'homeCenter', 'homeCenterHours', 'nextAppointment']);

  // The network goes: a reload of the pass still signed in, from the device.
  await context.setOffline(true);
  await page.reload();
  const lastUpdated = new RegExp(tr('booking:offline.lastUpdated', { time: '' }).trim());
  await expect(page.getByRole('status').filter({ hasText: tr('booking:offline.title') })).toBeVisible();
  await expect(page.getByTestId('check-in-code')).toHaveText(code);
  await expect(page.getByTestId('check-in-pass').getByRole('img', { name: tr('booking:checkIn.qrLabel') })).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveText(lastUpdated);
  await expectAccessible(page);

  // The appointments: the next one, and booking disabled with the reason, never a spinner.
  await page.goto('/appointments');
  await expect(page.getByRole('status').filter({ hasText: tr('booking:offline.title') })).toBeVisible();
  await expect(page.getByTestId('appointment')).toContainText(center.name);
  await expect(page.getByTestId('last-updated')).toHaveText(lastUpdated);
  const book = page.getByRole('button', { name: tr('booking:bookCta') });
  await expect(book).toBeDisabled();
  await expect(book).toHaveAccessibleDescription(tr('booking:offline.bookNeedsConnection'));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  // Home: the next appointment and the home center, each with when it was fetched.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: tr('booking:offline.title') })).toBeVisible();
  await expect(page.getByTestId('next-appointment')).toContainText(center.name);
  await expect(page.getByTestId('next-appointment').getByTestId('last-updated')).toHaveText(lastUpdated);
  await expect(page.getByTestId('home-center')).toContainText('Demo Plasma Austin North');
  await expect(hours).toHaveText(hoursOnline);
  await expect(page.getByTestId('home-center').getByTestId('last-updated')).toHaveText(lastUpdated);
  await expectAccessible(page);

  // Back online, she signs out: nothing of hers stays on the device.
  await context.setOffline(false);
  await page.getByRole('button', { name: tr('layout:topBar.openMobileMenu') }).click();
  await page
    .getByRole('dialog', { name: tr('layout:mobileMenu.title') })
    .getByRole('button', { name: tr('layout:mobileMenu.logout') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedKinds(page)).toEqual([]);
});

test('a session the server refuses (401) deletes the copies on the device', async ({ page, request, tr, signIn, expectAccessible }) => {
  const donor = await registerFreshDonor(request, 'offline');
  await recordDonation(request, donor.donorNumber, 240);
  await signIn(page, donor.email);
  // On a desktop, online: the home center with its opening hours, kept on the device.
  await expect(page.getByTestId('home-center').getByRole('heading', { name: tr('home:hours.title') })).toBeVisible();
  await expect(page.getByTestId('home-center-hours').locator('dd').first()).toHaveText(/\d{1,2}:\d{2}/);
  await expectAccessible(page);
  await page.goto('/appointments');
  await expect.poll(() => storedKinds(page)).toEqual(['homeCenter', 'homeCenterHours', 'nextAppointment']);

  // The same session logged out by another client (as a password change ends every other session)…
  const authorization = page.waitForRequest((r) => r.url().endsWith('/api/gateway') && Boolean(r.headers().authorization));
  await page.reload();
  const header = (await authorization).headers().authorization ?? '';
  await page.waitForLoadState('networkidle');
  const res = await request.post('/api/gateway', {
    headers: { authorization: header },
    data: { serviceName: 'authentication', serviceType: 'logout', params: {} },
  });
  expect(res.status(), await res.text()).toBe(200);

  // …so the tab's next call is refused: she is at the login page, and nothing of hers is left on the device.
  await page.goto('/donation/history');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedKinds(page)).toEqual([]);
});
