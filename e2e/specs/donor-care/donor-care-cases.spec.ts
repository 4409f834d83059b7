import type { Page } from '@playwright/test';
import { solveCaptcha } from '../../support/captcha';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';

const STAFF_PASSWORD = 'Plasma#2026';

async function staffSignIn(page: Page, tr: (key: string) => string, email: string) {
  await page.goto('/staff/login');
  await page.getByLabel(tr('staff:login.email')).fill(email);
  await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: tr('staff:login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// The captcha's proof of work runs in the browser, on cores shared with the server.
test.describe.configure({ timeout: 120_000 });

test.describe('donor-care cases', () => {
  test('a donor’s request reaches the queue, the agent replies, the donor reads it on Contact Us and answers, the agent sees it', async ({
    page,
    request,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber, 26);

    // The donor sends a request about the visit and gets its case number.
    await signIn(page, donor.email);
    await page.goto('/contacts');
    await page.getByRole('link', { name: tr('contact:formLink') }).click();
    await page.getByRole('combobox', { name: tr('donor-care:fields.event'), exact: true }).click();
    await page
      .getByRole('option', { name: /Demo Plasma Austin North/ })
      .first()
      .click();
    const subject = `Case flow ${lang} ${Date.now()}`;
    await page.getByRole('textbox', { name: tr('donor-care:fields.comment') }).fill(`${subject}\nMy payment card was not loaded.`);
    await solveCaptcha(page, lang);
    await page.getByRole('button', { name: tr('donor-care:submit') }).click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success).toContainText(tr('messages:donorCareReceived'));
    const number = /DC-\d{5,}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    await success
      .getByRole('button', { name: tr('messages:close') })
      .last()
      .click();

    // The donor-care agent finds it in the queue and replies.
    await staffSignIn(page, tr, 'care@example.com');
    await expect(page.getByRole('heading', { name: tr('cases:dashboard.title') })).toBeVisible();
    await expect(page.getByText(tr('cases:dashboard.open'))).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: tr('staff:nav.cases'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('cases:queue.title') })).toBeVisible();
    const link = page.getByRole('link', { name: number, exact: true });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: tr('cases:case.title', { number }) })).toBeVisible();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();
    await expectAccessible(page);
    const caseUrl = page.url();
    const reply = `We loaded your card (${lang}).`;
    await page.getByRole('textbox', { name: tr('cases:case.replyLabel') }).fill(reply);
    await page.getByRole('button', { name: tr('cases:case.sendReply') }).click();
    const conversation = page.getByRole('list', { name: tr('cases:case.conversation') });
    await expect(conversation).toContainText(reply);

    // The donor reads the reply in My requests on Contact Us and answers.
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { name: tr('donor-care:requests.title') })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(number) }).click();
    const mine = page.getByRole('list', { name: tr('donor-care:requests.conversation') });
    await expect(mine).toContainText(reply);
    await expect(page.getByText(tr('donor-care:requests.statuses.waiting_on_donor'))).toBeVisible();
    await expectAccessible(page);
    const answer = `Thank you, it works (${lang}).`;
    await page.getByRole('textbox', { name: tr('donor-care:requests.replyLabel', { number }) }).fill(answer);
    await page.getByRole('button', { name: tr('donor-care:requests.send') }).click();
    await expect(mine).toContainText(answer);
    await expect(page.getByText(tr('donor-care:requests.statuses.in_progress'))).toBeVisible();

    // The agent sees the answer, at phone width too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(caseUrl);
    await expect(page.getByRole('list', { name: tr('cases:case.conversation') })).toContainText(answer);
    await expect(page.getByText(tr('cases:statuses.in_progress')).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/staff/cases');
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor gets the case number, and the e-mailed link shows the case without signing in', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const email = `visitor.${lang}.${Date.now()}@example.com`;
    await page.goto('/donorcare/form');
    await page.getByLabel(tr('donor-care:fields.date')).fill('01-15-2026');
    for (const [label, option] of [
      [tr('donor-care:fields.state'), 'Texas'],
      [tr('donor-care:fields.city'), 'Austin'],
      [tr('donor-care:fields.center'), 'Demo Plasma Austin North'],
      [tr('donor-care:fields.birthYear'), '1990'],
      [tr('donor-care:fields.birthMonth'), '02'],
      [tr('donor-care:fields.birthDay'), '03'],
      [tr('donor-care:fields.donorType'), tr('donor-care:donorTypes.new')],
    ] as const) {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('textbox', { name: tr('donor-care:fields.firstName') }).fill('Vera');
    await page.getByRole('textbox', { name: tr('donor-care:fields.lastName') }).fill('Visitor');
    await page.getByRole('textbox', { name: tr('donor-care:fields.emailAddress'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: tr('donor-care:fields.confirmEmail') }).fill(email);
    await page.getByRole('textbox', { name: tr('donor-care:fields.phoneNumber') }).fill('5125550177');
    await page.getByRole('textbox', { name: tr('donor-care:fields.comment') }).fill('Opening hours\nAre you open on Sunday?');
    await solveCaptcha(page, lang);
    await page.getByRole('button', { name: tr('donor-care:submit') }).click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    const number = /DC-\d{5,}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');

    const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { body: string }[];
    };
    const link = /\/donorcare\/case\?token=[\w%-]+/.exec(outbox.messages[0]?.body ?? '')?.[0];
    expect(link).toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(number) })).toBeVisible();
    await expect(page.getByText(tr('donor-care:requests.statuses.new'))).toBeVisible();
    await expectAccessible(page);
    await page.goto('/donorcare/case?token=not-the-right-one');
    await expect(page.getByRole('alert')).toHaveText(tr('donor-care:visitorCase.notFound'));
  });
});
