import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { solveCaptcha } from '../../support/captcha';
import { expect, test } from '../../support/fixtures';
import { DEMO_CENTER_ID, E2E_OPS_KEY, registerFreshDonor } from '../../support/fresh-donor';

/** Demo Plasma Austin North's zone (demo data). */
const CENTER_ZONE = 'America/Chicago';
const CENTER_NAME = 'Demo Plasma Austin North';

// The browser sits in Madrid, hours ahead of the center: a late-evening visit there is already tomorrow here.
test.use({ timezoneId: 'Europe/Madrid' });
// Registering, the captcha's proof of work and two screens share two cores with the server.
test.describe.configure({ timeout: 90_000 });

/** 04:40 UTC three days ago: 11:40 PM (CDT) or 10:40 PM (CST) the evening before at the center. */
function lateEveningCheckin(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 3, 4, 40));
}

async function recordLateVisit(request: APIRequestContext, donorNumber: string, checkin: Date): Promise<void> {
  const checkout = new Date(checkin.getTime() + 50 * 60_000);
  const res = await request.post('/api/ops/visits', {
    headers: { 'x-ops-key': E2E_OPS_KEY },
    data: {
      donorNumber,
      locationID: DEMO_CENTER_ID,
      visitNumber: `LATE-${randomBytes(4).toString('hex')}`,
      checkinTS: checkin.toISOString(),
      checkoutTS: checkout.toISOString(),
      donated: true,
      payments: [{ paymentDate: checkout.toISOString(), amount: 50 }],
      screeningTests: [{ type: 'weight', value: 150 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** What the center's calendar and clock said, written as the app writes them. */
function atCenter(checkin: Date, lang: 'en' | 'es') {
  const locale = lang === 'en' ? 'en-US' : 'es-US';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    new Intl.DateTimeFormat('en-US', { timeZone: CENTER_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(checkin)
      .find((p) => p.type === type)?.value ?? '';
  const [month, day, year] = [part('month'), part('day'), part('year')];
  const midnightUtc = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return {
    numeric: `${month} / ${day} / ${year}`,
    long: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(midnightUtc),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: CENTER_ZONE }).format(checkin),
    browserDay: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(checkin),
  };
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('a visit’s date is its date at the center, on every screen', () => {
  test('a late-evening visit shows the same day on home, in the history, the payouts and the donor-care list', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    const checkin = lateEveningCheckin();
    await recordLateVisit(request, donor.donorNumber, checkin);
    const expected = atCenter(checkin, lang);
    // The browser's own calendar is a day ahead: the bug showed this day on home.
    expect(expected.browserDay).not.toBe(expected.long);

    await signIn(page, donor.email);
    await expect(page.getByTestId('last-visit-date')).toHaveText(expected.long);
    await expectAccessible(page);

    await page.goto('/donation/history');
    const visit = page.locator('.mantine-Accordion-item').first();
    await expect(visit.getByRole('button').first()).toContainText(
      `${expected.numeric} · ${tr('history:checkIn', { time: expected.time })}`,
    );
    await visit.getByRole('button').first().click();
    await expect(visit.getByText(tr('history:payout.row', { date: expected.numeric }))).toBeVisible();
    await expectAccessible(page);

    await page.goto('/rewards/payout');
    await expect(
      page.getByRole('heading', { name: tr('rewards:payout.visit', { center: CENTER_NAME, date: expected.long }) }),
    ).toBeVisible();

    await page.goto('/donor-care-form');
    await page.getByRole('combobox', { name: tr('donor-care:fields.event'), exact: true }).click();
    await expect(page.getByRole('option', { name: `${expected.numeric} · ${CENTER_NAME}` })).toBeVisible();
  });

  test('the donor-care form takes a past event date typed like every date, and says why it refuses a future one', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    await signIn(page, donor.email);
    await page.goto('/donor-care-form');
    await solveCaptcha(page, lang);
    const submit = page.getByRole('button', { name: tr('donor-care:submit') });
    await page.getByRole('textbox', { name: tr('donor-care:fields.comment') }).fill(`Late evening ${lang}\nThe wait was long.`);
    await submit.click();
    const eventRequired = page.getByText(tr('messages:donorCareEventRequired'));
    await expect(eventRequired).toBeVisible();

    // Choosing a custom event answers the question: its message goes, the date and center are asked next.
    await pick(page, tr('donor-care:fields.event'), tr('donor-care:fields.customEvent'));
    await expect(eventRequired).toHaveCount(0);
    const date = page.getByRole('textbox', { name: tr('donor-care:fields.date') });
    await expect(date).toHaveAttribute('placeholder', tr('donor-care:fields.datePlaceholder'));
    await submit.click();
    await expect(page.getByText(tr('messages:donorCareDateRequired'))).toBeVisible();
    await expect(eventRequired).toHaveCount(0);

    await pick(page, tr('donor-care:fields.state'), 'Texas');
    await pick(page, tr('donor-care:fields.city'), 'Austin');
    await pick(page, tr('donor-care:fields.center'), CENTER_NAME);
    const nextYear = new Date().getUTCFullYear() + 1;
    await date.fill(`01-15-${nextYear}`);
    await submit.click();
    await expect(page.getByText(tr('messages:donorCareDateFuture'))).toBeVisible();
    await expectAccessible(page);

    const lastYear = nextYear - 2;
    await date.fill(`01-15-${lastYear}`);
    await submit.click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success).toContainText(tr('messages:donorCareReceived'));
    await success
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();
    // "My requests" lists the request with its event date as every screen writes dates.
    const requests = page.getByRole('region', { name: tr('donor-care:requests.title') });
    await expect(
      requests.getByText(tr('donor-care:requests.eventAt', { date: `01 / 15 / ${lastYear}`, center: CENTER_NAME })),
    ).toBeVisible();
  });

  test('the visitor form says the screenshots are optional', async ({ page, tr, expectAccessible }) => {
    await page.goto('/donorcare/form');
    await expect(page.getByText(tr('donor-care:visitorIntro'))).toBeVisible();
    const screenshots = page.getByLabel(tr('donor-care:fields.screenshots'));
    await expect(screenshots).toBeVisible();
    await expect(page.getByText(tr('donor-care:fields.screenshots'))).toContainText(/optional|opcional/);
    await expect(page.getByText(tr('donor-care:visitorIntro'))).toContainText(/screenshots|capturas/);
    await expectAccessible(page);
  });
});
