import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { solveCaptcha } from '../../support/captcha';
import { expect, test } from '../../support/fixtures';

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

// The captcha's proof of work runs in the browser, on cores shared with the server.
test.describe.configure({ timeout: 60_000 });

test.describe('donor-care form', () => {
  test('a signed-in donor sends a request about a visit', async ({ page, signIn, tr, lang, expectAccessible }) => {
    await signIn(page);
    await page.goto('/contacts');
    await page.getByRole('link', { name: tr('contact:formLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('donor-care:title') })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /donor@example\.com/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /5125550111/ })).toBeChecked();
    const submit = page.getByRole('button', { name: tr('donor-care:submit') });
    await expect(submit).toBeDisabled();

    await solveCaptcha(page, lang);
    await submit.click();
    await expect(page.getByText(tr('messages:donorCareEventRequired'))).toBeVisible();
    await expect(page.getByText(tr('messages:donorCareCommentRequired'))).toBeVisible();
    await expectAccessible(page);

    // The custom event reveals state, city and center, each enabled after the one before.
    await pick(page, tr('donor-care:fields.event'), tr('donor-care:fields.customEvent'));
    await expect(page.getByRole('combobox', { name: tr('donor-care:fields.city'), exact: true })).toBeDisabled();
    await pick(page, tr('donor-care:fields.event'), /Demo Plasma Austin North/);

    const subject = `Payment question ${lang} ${randomUUID().slice(0, 8)}`;
    await page.getByRole('textbox', { name: tr('donor-care:fields.comment') }).fill(`\n${subject}\nMy last payment looks short.`);
    // While the request is on its way the page is blocked and says so: the loading modal, whose code (a chunk of its own
    // since issue 36, off the first page) comes when it is first shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/donor-care/submission', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const busy = page.locator('[role="status"][aria-busy="true"]');
    await expect(busy).toContainText(tr('common:loading'));
    await expectAccessible(page);
    release();
    await expect(busy).toHaveCount(0);
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success).toContainText(tr('messages:donorCareReceived'));
    await success
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();
    await expect(page.getByRole('textbox', { name: tr('donor-care:fields.comment') })).toHaveValue('');
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });

  test('a visitor sees every required field, then sends a request', async ({ page, tr, lang, expectAccessible }) => {
    await page.goto('/donorcare');
    await page.getByRole('link', { name: tr('donor-care:landing.open') }).click();
    await expect(page).toHaveURL(/\/donorcare\/form$/);
    await solveCaptcha(page, lang);
    await page.getByRole('button', { name: tr('donor-care:submit') }).click();
    expect(await page.getByText(tr('messages:requiredStar'), { exact: true }).count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByText(tr('messages:donorTypeRequired'))).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(tr('donor-care:fields.date')).fill('01-15-2026');
    await pick(page, tr('donor-care:fields.state'), 'Texas');
    await pick(page, tr('donor-care:fields.city'), 'Austin');
    await pick(page, tr('donor-care:fields.center'), 'Demo Plasma Austin North');
    await page.getByRole('textbox', { name: tr('donor-care:fields.firstName') }).fill('Ana');
    await page.getByRole('textbox', { name: tr('donor-care:fields.lastName') }).fill('Ruiz');
    await pick(page, tr('donor-care:fields.birthYear'), '1990');
    await pick(page, tr('donor-care:fields.birthMonth'), '02');
    await pick(page, tr('donor-care:fields.birthDay'), '03');
    await pick(page, tr('donor-care:fields.donorType'), tr('donor-care:donorTypes.former'));
    await page.getByRole('textbox', { name: tr('donor-care:fields.emailAddress'), exact: true }).fill(`ana.${lang}@example.com`);
    await page.getByRole('textbox', { name: tr('donor-care:fields.confirmEmail') }).fill(`ana.${lang}@example.com`);
    await page.getByRole('textbox', { name: tr('donor-care:fields.phoneNumber') }).fill('512-555-0199');
    await expect(page.getByRole('textbox', { name: tr('donor-care:fields.phoneNumber') })).toHaveValue('5125550199');
    await page
      .getByRole('textbox', { name: tr('donor-care:fields.comment') })
      .fill('Former donor question\nCan I donate again after two years?');
    // The browser's own check stopped the first try: the solved captcha was not spent.
    await page.getByRole('button', { name: tr('donor-care:submit') }).click();
    await expect(page.getByRole('dialog', { name: tr('messages:titleSuccess') })).toContainText(tr('messages:donorCareReceived'));
  });
});
