import { testAddress } from '../../support/accounts';
import { bookToday, openAroundTheClock } from '../../support/booking-today';
import { checkInQuestionnaire } from '../../support/demo-content';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

test('a donor checks in online on her appointment day; center staff type her pass and record her visit', async ({
  page,
  request,
  lang,
  tr,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const manager = await freshStaff(request, 'center_manager', 'Dana Day', [106, 112]);
  const managerLogin = await request.post('/api/gateway', {
    data: { serviceName: 'staff', serviceType: 'login', params: { email: manager.email, password: manager.password } },
  });
  await openAroundTheClock(request, ((await managerLogin.json()) as { token: string }).token);

  // A returning donor books a window of today through the API (the booking screens have their own spec).
  const donor = await registerFreshDonor(request);
  await recordDonation(request, donor.donorNumber, 240);
  const donorLogin = await request.post('/api/gateway', {
    data: { serviceName: 'authentication', serviceType: 'login', params: { username: donor.email, password: FRESH_PASSWORD } },
    headers: { 'X-Forwarded-For': testAddress() },
  });
  const center = await bookToday(request, ((await donorLogin.json()) as { token: string }).token);
  const staff = await freshStaff(request, 'center_staff', 'Sol Desk', [center.id]);

  // On a phone: from the appointment card to the questionnaire, page by page, then the pass.
  const intro = checkInQuestionnaire.intro[lang];
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, donor.email);
  await page.goto('/appointments');
  await page.getByRole('link', { name: tr('booking:checkIn.cta') }).click();
  await expect(page.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
  await expect(page.getByText(intro.description)).toBeVisible();
  await expectAccessible(page);
  const [first, second] = checkInQuestionnaire.pages;
  for (const question of first?.questions ?? []) {
    await page
      .getByRole('radiogroup', { name: question.text[lang] })
      .getByRole('radio', { name: lang === 'es' ? 'Sí' : 'Yes' })
      .check();
  }
  await page.getByRole('button', { name: intro.nextButtonText }).click();
  await expect(page.getByRole('heading', { level: 2, name: second?.title?.[lang] })).toBeVisible();

  // Left and resumed: the first page is kept, the second page shows.
  await page.goto('/appointments');
  await page.getByRole('link', { name: tr('booking:checkIn.cta') }).click();
  await expect(page.getByRole('heading', { level: 2, name: second?.title?.[lang] })).toBeVisible();
  for (const question of second?.questions ?? []) {
    await page.getByRole('radiogroup', { name: question.text[lang] }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('button', { name: intro.submitButtonText }).click();

  const pass = page.getByTestId('check-in-pass');
  await expect(pass.getByRole('img', { name: tr('booking:checkIn.qrLabel') })).toBeVisible();
  const code = (await pass.getByTestId('check-in-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // A staff member of the center types the code in the day view; the visit form opens for that donor.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, lang, staff.email);
  await page.getByRole('link', { name: tr('staff:nav.appointments') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('booking:dayView.title') })).toBeVisible();
  // As a scanner would: the text, then Enter.
  const passField = page.getByRole('textbox', { name: tr('booking:dayView.pass.label') });
  await passField.fill(code.toLowerCase());
  await passField.press('Enter');
  await expect(page).toHaveURL(/\/staff\/visits\/new\?/);
  await expect(page.getByRole('status')).toContainText(tr('staff-visits:record.checkedIn', { name: 'Robin Rewards' }));
  await expect(page.getByRole('textbox', { name: tr('staff-visits:fields.donorNumber') })).toHaveValue(donor.donorNumber);
  await expectAccessible(page);

  // The day view shows her checked in, and the same pass is refused.
  await page.goBack();
  const row = page.getByTestId('day-appointment').filter({ hasText: donor.donorNumber });
  await expect(row).toContainText(tr('booking:dayView.status.checked_in'));
  await page.getByRole('textbox', { name: tr('booking:dayView.pass.label') }).fill(code);
  await page.getByRole('button', { name: tr('booking:dayView.pass.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(tr('messages:checkInPassUsed'));
});
