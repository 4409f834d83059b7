import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { testAddress } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../support/fresh-donor';
import { freshStaff } from '../support/fresh-staff';
import { signInStaff } from '../support/staff-console';

/**
 * Two centers only this spec books at, in zones two or three hours apart. Opened around the clock (below), a center
 * has no window left today only in the last 80 minutes of its day (a 75-minute donation ends by 23:59); at that hour
 * it is not the last 80 minutes at the other, so one of them always has a window today, whatever the hour the suite runs.
 */
const centers = [
  { id: 106, name: 'Demo Plasma Tucson Grant Road', timeZone: 'America/Phoenix' },
  { id: 112, name: 'Demo Plasma Atlanta Memorial Drive', timeZone: 'America/New_York' },
];

async function call<T>(request: APIRequestContext, service: string, params: object, token: string): Promise<T> {
  const [serviceName, serviceType] = service.split('/');
  const res = await request.post('/api/gateway', {
    data: { serviceName, serviceType, params },
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': testAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

interface Schedule {
  chairs: number;
  minNoticeMinutes: number;
  weeklyHours: unknown[];
  closures: unknown[];
}
interface Availability {
  days: { slots: { start: string; remaining: number; reason: unknown }[] }[];
}

/** The manager opens her two centers from midnight to 23:59 every day, bookable at once, with chairs to spare. */
async function openAroundTheClock(request: APIRequestContext, managerToken: string) {
  for (const center of centers) {
    const { schedule } = await call<{ schedule: Schedule }>(
      request,
      'appointment/getCenterSchedule',
      { locationID: center.id },
      managerToken,
    );
    const allDay = { open: '00:00', close: '23:59' };
    const open = { ...schedule, chairs: 20, minNoticeMinutes: 0, weeklyHours: schedule.weeklyHours.map(() => allDay), closures: [] };
    await call(request, 'appointment/saveCenterSchedule', { locationID: center.id, schedule: open }, managerToken);
  }
}

/** Books the donor's first free window of today at whichever of the centers has one. */
async function bookToday(request: APIRequestContext, donorToken: string) {
  for (const center of centers) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timeZone }).format(new Date());
    const { days } = await call<Availability>(
      request,
      'appointment/getAvailability',
      { locationID: center.id, from: today, days: 1 },
      donorToken,
    );
    const slot = days[0]?.slots.find((s) => s.reason === null && s.remaining > 0);
    if (!slot) continue;
    await call(request, 'appointment/book', { locationID: center.id, start: slot.start, requestId: crypto.randomUUID() }, donorToken);
    return center;
  }
  throw new Error('no window left today at either center');
}

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
    centers.map((c) => c.id),
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
