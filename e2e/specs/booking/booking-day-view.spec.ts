import { readFileSync } from 'node:fs';
import { testAddress } from '../../support/accounts';
import { bookToday, openAroundTheClock, todayCenters } from '../../support/booking-today';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

test('a donor saves her appointment to her calendar; a center manager checks her in from the day view, and she sees it', async ({
  page,
  request,
  lang,
  tr,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const manager = await freshStaff(
    request,
    'center_manager',
    'Dana Day',
    todayCenters.map((c) => c.id),
  );
  const managerLogin = await request.post('/api/gateway', {
    data: { serviceName: 'staff', serviceType: 'login', params: { email: manager.email, password: manager.password } },
  });
  await openAroundTheClock(request, ((await managerLogin.json()) as { token: string }).token);

  // A returning donor (last donation ten days ago) books today through the API: the booking screens have their own spec.
  const donor = await registerFreshDonor(request);
  await recordDonation(request, donor.donorNumber, 240);
  const donorLogin = await request.post('/api/gateway', {
    data: { serviceName: 'authentication', serviceType: 'login', params: { username: donor.email, password: FRESH_PASSWORD } },
    headers: { 'X-Forwarded-For': testAddress() },
  });
  const center = await bookToday(request, ((await donorLogin.json()) as { token: string }).token);

  // The donor saves the appointment to her calendar.
  await signIn(page, donor.email);
  await page.goto('/appointments');
  const upcoming = page.getByRole('region', { name: tr('booking:upcoming') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    upcoming.getByRole('button', { name: tr('booking:addToCalendar') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^donation-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(center.name);

  // The day view at a phone's width: the menu behind its button, the whole row on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, lang, manager.email);
  await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
  await page.getByRole('link', { name: tr('staff:nav.appointments') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('booking:dayView.title') })).toBeVisible();
  await page.getByRole('combobox', { name: tr('booking:center') }).click();
  await page.getByRole('option', { name: center.name }).click();
  const row = page.getByTestId('day-appointment').filter({ hasText: donor.donorNumber });
  await expect(row).toContainText(tr('booking:dayView.status.booked'));
  await row.getByRole('button', { name: tr('booking:dayView.checkIn') }).click();
  // registerFreshDonor names every fresh donor Robin Rewards.
  await expect(page.getByRole('status')).toContainText(tr('booking:dayView.checkedIn', { name: 'Robin Rewards' }));
  await expect(row).toContainText(tr('booking:dayView.status.checked_in'));
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.goto('/appointments');
  await expect(upcoming.getByTestId('appointment')).toContainText(tr('booking:status.checked_in'));
});
