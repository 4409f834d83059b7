import type { APIRequestContext } from '@playwright/test';
import { testAddress } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

/** A center of each language's own (the two projects may run at once): this spec fills one of its days. */
const centerOf = { en: { id: 113, timeZone: 'America/New_York' }, es: { id: 114, timeZone: 'America/Denver' } } as const;
/** The day filled: three days ahead at the center, always inside the booking horizon and clear of the donors' last donation. */
const DAYS_AHEAD = 3;

async function call<T>(request: APIRequestContext, service: string, params: object, token: string): Promise<T> {
  const [serviceName, serviceType] = service.split('/');
  const res = await request.post('/api/gateway', {
    data: { serviceName, serviceType, params },
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': testAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

async function login(request: APIRequestContext, serviceName: 'authentication' | 'staff', params: object): Promise<string> {
  const res = await request.post('/api/gateway', {
    data: { serviceName, serviceType: 'login', params },
    headers: { 'X-Forwarded-For': testAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A returning donor (last donation ten days ago) whose saved center is the spec's. */
async function returningDonorAt(request: APIRequestContext, locationId: number) {
  const donor = await registerFreshDonor(request);
  const token = await login(request, 'authentication', { username: donor.email, password: FRESH_PASSWORD });
  await call(request, 'location/saveLocation', { locationId }, token);
  await recordDonation(request, donor.donorNumber, 240);
  return { ...donor, token };
}

test('a donor joins the waitlist of a full day; when another cancels, she is offered the chair and accepts it; the console shows the line', async ({
  page,
  request,
  lang,
  tr,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const center = centerOf[lang];
  // The manager opens the center 9:00–10:20 with one chair: a 75-minute donation fits only the 9:00 window.
  const manager = await freshStaff(request, 'center_manager', 'Wren Waitlist', [center.id]);
  const managerToken = await login(request, 'staff', { email: manager.email, password: manager.password });
  const { schedule } = await call<{ schedule: { weeklyHours: unknown[] } }>(
    request,
    'appointment/getCenterSchedule',
    { locationID: center.id },
    managerToken,
  );
  const short = { open: '09:00', close: '10:20' };
  await call(
    request,
    'appointment/saveCenterSchedule',
    {
      locationID: center.id,
      schedule: { ...schedule, chairs: 1, minNoticeMinutes: 0, weeklyHours: schedule.weeklyHours.map(() => short), closures: [] },
    },
    managerToken,
  );

  // One donor takes the day's only chair, through the API; the day is full.
  const first = await returningDonorAt(request, center.id);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timeZone }).format(new Date());
  const { days } = await call<{ days: { slots: { start: string }[] }[] }>(
    request,
    'appointment/getAvailability',
    { locationID: center.id, from: today, days: DAYS_AHEAD + 1 },
    first.token,
  );
  const nine = days[DAYS_AHEAD]?.slots[0];
  if (!nine) throw new Error('the day has no window');
  const booked = await call<{ appointment: { id: string } }>(
    request,
    'appointment/book',
    { locationID: center.id, start: nine.start, requestId: crypto.randomUUID() },
    first.token,
  );

  // The waiting donor finds the day full on the booking screen and joins its waitlist.
  const waiting = await returningDonorAt(request, center.id);
  await signIn(page, waiting.email);
  await page.goto('/appointments/book');
  await expect(page.getByRole('heading', { level: 1, name: tr('booking:bookTitle') })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(tr('booking:center')).selectOption(String(center.id));
  await page
    .getByRole('group', { name: tr('booking:dates') })
    .getByRole('button')
    .nth(DAYS_AHEAD)
    .click();
  await expect(page.getByTestId('slot').first()).toContainText(tr('booking:full'));
  await page.getByRole('button', { name: tr('booking:waitlist.join') }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('booking:waitlist.see') })).toBeVisible();
  await expectAccessible(page);

  // The first donor cancels: the freed chair is offered to the waiting donor (the job engine runs it at once).
  await call(request, 'appointment/cancel', { appointmentID: booked.appointment.id }, first.token);

  // At a phone's width, the offer on her appointments page: Accept books it.
  await page.setViewportSize({ width: 390, height: 844 });
  const offer = page
    .getByRole('region', { name: tr('booking:waitlist.title') })
    .getByRole('heading', { name: tr('booking:waitlist.offerTitle') });
  await expect(async () => {
    await page.goto('/appointments');
    await expect(offer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(tr('booking:waitlist.timeLeft_other', { count: 15 }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: tr('booking:waitlist.accept') }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('booking:booked') })).toBeVisible();
  const upcoming = page.getByRole('region', { name: tr('booking:upcoming') });
  await expect(upcoming.getByTestId('appointment')).toHaveCount(1);
  await expect(page.getByRole('region', { name: tr('booking:waitlist.title') })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The center's manager sees the day's waitlist under its appointments in the console.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, lang, manager.email);
  await page.getByRole('link', { name: tr('staff:nav.appointments') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('booking:dayView.title') })).toBeVisible();
  await page.getByLabel(tr('booking:dayView.day'), { exact: true }).fill(nine.start.slice(0, 10));
  const line = page.getByRole('region', { name: tr('booking:dayView.waitlist.title') });
  await expect(line.getByRole('row').filter({ hasText: waiting.donorNumber })).toContainText(tr('booking:dayView.waitlist.status.booked'));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});
