import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { foreignTexts, foreignTo } from '../../support/language-probe';
import { signInStaff } from '../../support/staff-console';

/**
 * A center of each language's own that no other spec books at (both in Mountain time), found by the donor's search:
 * Denver Colfax by its ZIP code, Albuquerque Central by its city.
 */
const centers = {
  en: { id: 114, name: 'Demo Plasma Denver Colfax', state: 'CO', search: '80010' },
  es: { id: 119, name: 'Demo Plasma Albuquerque Central', state: 'NM', search: 'albuquerque' },
} as const;
const TIME_ZONE = 'America/Denver';
const locales = { en: 'en-US', es: 'es-US' } as const;

/** The calendar day `offset` days after today at the centers. */
function centerDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
}

const weekdayOf = (day: string, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(locales[lang], { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** Polled: the page may lay itself out again for a moment after the viewport shrinks. */
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe('center schedule and booking rules in the console', () => {
  test('a center manager changes a weekday’s hours and closes a day; a donor finds the center and sees both', async ({
    page,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    const center = centers[lang];
    const shortened = centerDay(3);
    const closed = centerDay(4);
    const reason = { en: `Staff training ${lang}`, es: 'Formación del personal' };
    const manager = await freshStaff(request, 'center_manager', 'Sam Schedule', [center.id]);

    await signInStaff(page, lang, manager.email);
    await page
      .getByRole('navigation', { name: tr('staff:nav.menu') })
      .getByRole('link', { name: tr('staff:nav.schedule') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:schedule.title') })).toBeVisible();
    const week = page.getByRole('table', { name: tr('booking:week.tableLabel') });
    await expect(week.getByRole('row')).toHaveCount(8);
    const editor = page.getByRole('form', { name: tr('booking:schedule.formLabel') });
    const day = editor.getByRole('group', { name: weekdayOf(shortened, lang) });

    // Closing before opening: the contract's error, in the language, on the field.
    await day.getByLabel(tr('booking:schedule.opensAt')).fill('10:00');
    await day.getByLabel(tr('booking:schedule.closesAt')).fill('09:00');
    await editor.getByRole('button', { name: tr('booking:schedule.save') }).click();
    await expect(day.getByText(tr('messages:openBeforeClose'))).toBeVisible();
    await expect(day.getByLabel(tr('booking:schedule.closesAt'))).toHaveAttribute('aria-invalid', 'true');
    await day.getByLabel(tr('booking:schedule.closesAt')).fill('13:00');

    await editor.getByRole('button', { name: tr('booking:schedule.addClosure') }).click();
    await expect(editor.getByLabel(tr('booking:schedule.closureDay', { n: 1 }))).toBeFocused();
    await editor.getByLabel(tr('booking:schedule.closureDay', { n: 1 })).fill(closed);
    await editor.getByLabel(tr('booking:schedule.closureReasonEn', { n: 1 })).fill(reason.en);
    await editor.getByLabel(tr('booking:schedule.closureReasonEs', { n: 1 })).fill(reason.es);
    await editor.getByRole('button', { name: tr('booking:schedule.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('booking:schedule.saved') })).toBeVisible();

    // The week shows the closure and the shortened day, which links to its day view.
    const closedRow = week.getByRole('row').filter({ hasText: tr('booking:closed', { reason: reason[lang] }) });
    await expect(closedRow).toHaveCount(1);
    await expect(week.getByRole('row').nth(5)).toContainText(tr('booking:closed', { reason: reason[lang] }));
    await expect(week.getByRole('row').nth(4)).toContainText(tr('booking:week.bookedOf', { booked: 0, capacity: 6 * 4 }));
    expect(await foreignTexts(page, foreignTo(lang), '/staff/schedule')).toEqual([]);
    await expectAccessible(page);

    // At a phone's width the page fits, the menu behind its button.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(editor.getByRole('button', { name: tr('booking:schedule.save') })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await week.getByRole('row').nth(4).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:dayView.title') })).toBeVisible();
    await expect(page.getByLabel(tr('booking:dayView.day'))).toHaveValue(shortened);

    // A returning donor (last donation ten days ago) finds the center by the search and sees the new schedule.
    await page.setViewportSize({ width: 1280, height: 900 });
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber, 240);
    await signIn(page, donor.email);
    await page.goto('/appointments/book');
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:bookTitle') })).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('group', { name: tr('booking:search.title') });
    await search.getByLabel(tr('booking:search.state')).selectOption(center.state);
    await search.getByLabel(tr('booking:search.query')).fill(center.search);
    await expect(search.getByRole('status')).toHaveText(tr('booking:search.found_one', { count: 1 }));
    await search.getByRole('button', { name: new RegExp(center.name) }).click();
    await expect(page.getByLabel(tr('booking:center'))).toHaveValue(String(center.id));
    await expect(page.getByLabel(tr('booking:center'))).toBeFocused();

    const days = page.getByRole('group', { name: tr('booking:dates') }).getByRole('button');
    await days.nth(4).click();
    await expect(page.getByText(tr('booking:closed', { reason: reason[lang] }))).toBeVisible();
    await expect(page.getByTestId('slot')).toHaveCount(0);
    await days.nth(3).click();
    // 10:00–13:00 for a 75-minute visit: arrivals from 10:00 to 11:40, every 20 minutes.
    await expect(page.getByTestId('slot')).toHaveCount(6);
    await expect(page.getByTestId('slot').first()).toContainText('10:00');
    expect(await foreignTexts(page, foreignTo(lang), '/appointments/book')).toEqual([]);
    await expectAccessible(page);
  });

  test('an admin changes a booking rule, with its range checked on the field', async ({ page, request, lang, tr, expectAccessible }) => {
    const admin = await freshStaff(request, 'admin', 'Rita Rules');
    await signInStaff(page, lang, admin.email);
    await page
      .getByRole('navigation', { name: tr('staff:nav.menu') })
      .getByRole('link', { name: tr('staff:nav.bookingRules') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('booking:rules.title') })).toBeVisible();
    const field = page.getByLabel(tr('booking:rules.fields.maxDonationsPer7Days'));
    await expect(field).toHaveValue('2');
    const save = page.getByRole('button', { name: tr('booking:rules.save') });

    await field.fill('3');
    await save.click();
    await expect(page.getByText(tr('messages:numberOutOfRange'))).toBeVisible();
    await expect(field).toBeFocused();
    expect(await foreignTexts(page, foreignTo(lang), '/staff/booking-rules')).toEqual([]);
    await expectAccessible(page);

    // One donation in any 7 days, saved and read back; then the default again (the rules are every donor's).
    await field.fill('1');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: tr('booking:rules.saved') })).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('1');
    await field.fill('2');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: tr('booking:rules.saved') })).toBeVisible();
  });
});
