import { supportStatus } from '@portal/contract';
import { solveCaptcha } from '../../support/captcha';
import { expect, test } from '../../support/fixtures';

// The captcha's proof of work runs in the browser, on cores shared with the server.
test.describe.configure({ timeout: 60_000 });

test.describe('contact us and the chatbot', () => {
  test('shows the options, the hours and whether the line is open, in Eastern time', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: tr('contact:title') })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(tr('contact:back')) })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: tr('contact:formLink') })).toHaveAttribute('href', '/donor-care-form');
    await expect(page.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    await expect(page.getByText(tr('contact:hours.eves'))).toBeVisible();
    // The holiday rules are unit-tested with fixed instants; here the page must agree with them now.
    // The page has other live regions (the donor's requests announce their loading), so the badge is found by its text.
    const open = supportStatus(new Date()).open;
    const badge = page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^(${tr('contact:hours.openNow')}|${tr('contact:hours.closedNow')})$`) });
    await expect(badge).toHaveText(tr(open ? 'contact:hours.openNow' : 'contact:hours.closedNow'));
    await expectAccessible(page);
  });

  test('walks the chatbot to a request that reaches Donor Care', async ({ page, signIn, tr, lang, expectAccessible }) => {
    await signIn(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: tr('contact:chat.launcher') }).click();
    const chat = page.getByRole('dialog', { name: tr('contact:chat.title') });
    await expect(chat.getByText(lang === 'es' ? /Soy el asistente/ : /I’m the Donor Care assistant/)).toBeVisible();

    await chat.getByRole('button', { name: lang === 'es' ? 'Recompensas y puntos' : 'Rewards and points' }).click();
    await chat.getByRole('button', { name: lang === 'es' ? '¿Cómo canjeo mis puntos?' : 'How do I redeem points?' }).click();
    const link = chat.getByRole('link', { name: /example\.org\/igive-rewards/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await chat.getByRole('button', { name: tr('contact:chat.startOver') }).click();

    await chat
      .getByRole('button', { name: lang === 'es' ? 'Dar una opinión o presentar una queja' : 'Share feedback or a complaint' })
      .click();
    await expect(chat.getByText(tr('contact:chat.needMoreHelp'))).toBeVisible();
    await chat.getByRole('button', { name: tr('contact:chat.yes'), exact: true }).click();
    await chat.getByLabel(tr('contact:chat.requestLabel')).fill('Card payment missing\nMy payment from Monday has not arrived.');
    await solveCaptcha(page, lang, chat);
    await expectAccessible(page);
    await chat.getByRole('button', { name: tr('contact:chat.sendRequest') }).click();
    await expect(chat.getByText(tr('messages:donorCareReceived'))).toBeVisible();
    await chat.getByRole('button', { name: tr('contact:chat.close') }).click();
    await expect(chat).toHaveCount(0);
  });
});
