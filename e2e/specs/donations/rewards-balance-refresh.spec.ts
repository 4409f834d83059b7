import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { expect, test } from '../../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 11: the writes that move points name the points read they change, so home shows the new balance as
 * soon as the donor goes back to it, without a reload. Home's read is cached (the default minute): the test
 * navigates inside the app only, so a write that refreshed nothing would leave the old balance on screen.
 */
test.describe('the home balance follows the rewards the donor wins', () => {
  // A donor of its own, a survey and a wheel on two shared cores.
  test.describe.configure({ timeout: 90_000 });

  test('after the after-donation survey and its wheel prize, home shows the new balance at once', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    const visit = await recordDonation(request, donor.donorNumber);
    await signIn(page, donor.email);
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText(tr('home:points.value', { count: visit.pointsAwarded }));

    const menuLink = (key: string) => page.getByRole('link', { name: tr(`layout:menu.${key}`), exact: true }).first();
    await menuLink('donationHistory').click();
    await expect(page.getByRole('heading', { level: 1, name: tr('history:title') })).toBeVisible();
    const item = page.locator('.mantine-Accordion-item').first();
    await item.getByRole('button').first().click();
    await item.getByRole('button', { name: tr('history:feedbackButton') }).click();

    const survey = page.getByRole('dialog', { name: lang === 'es' ? '¿Cómo fue tu donación de hoy?' : 'How was your donation today?' });
    await survey.getByRole('radio', { name: lang === 'es' ? 'Excelente' : 'Excellent' }).check();
    await survey.getByRole('radio', { name: lang === 'es' ? 'Adecuada' : 'About right' }).check();
    await survey.getByRole('checkbox', { name: lang === 'es' ? 'Personal amable' : 'Friendly staff' }).check();
    await survey.getByRole('button', { name: tr('history:survey.submit') }).click();
    const thanks = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(thanks).toContainText(tr('messages:feedbackSubmitted'));
    await thanks
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();

    const wheel = page.getByRole('dialog', { name: tr('history:wheel.title') });
    await wheel.getByRole('button', { name: tr('history:wheel.spin') }).click();
    const won = new RegExp(
      escape(tr('history:wheel.won', { points: 'POINTS', balance: 'BALANCE' }))
        .replace('POINTS', '(\\d+)')
        .replace('BALANCE', '(\\d+)'),
    );
    const result = wheel.getByText(won);
    await expect(result).toBeVisible();
    const [, prize, newBalance] = won.exec((await result.textContent()) ?? '') ?? [];
    expect(Number(newBalance)).toBe(visit.pointsAwarded + Number(prize));
    await expectAccessible(page);
    await wheel.getByRole('button', { name: tr('history:wheel.done') }).click();
    await expect(item.getByRole('button', { name: tr('history:feedbackButton') })).toHaveCount(0);

    await menuLink('home').click();
    await expect(balance).toHaveText(tr('home:points.value', { count: Number(newBalance) }));
    await expect(page.getByTestId('points-monthly')).toHaveText(tr('home:points.monthly', { count: Number(newBalance) }));
    await expectAccessible(page);
  });
});
