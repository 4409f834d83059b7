import { expect, test } from '../../support/fixtures';

test.describe('referral (spec 2.7, 4, 5)', () => {
  test('intro, code and link with the copy toast, the four messages, then an e-mail invitation lands in the outbox', async ({
    page,
    context,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page
      .getByRole('complementary', { name: tr('layout:sidebar.label') })
      .getByRole('button', { name: tr('layout:sidebar.referral') })
      .click();

    const intro = page.getByRole('dialog', { name: tr('referral:introTitle') });
    await expect(intro).toBeVisible();
    await expectAccessible(page);
    await intro.getByRole('button', { name: tr('referral:gotIt') }).click();

    const dialog = page.getByRole('dialog');
    const code = (await dialog.getByTestId('referral-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = dialog.getByRole('textbox', { name: tr('referral:link') });
    await expect(link).toHaveValue(new RegExp(`/referral/referral-unique-code/${code}$`));

    await dialog.getByRole('button', { name: tr('referral:copy') }).click();
    const toast = page.getByText(tr('referral:copied'));
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(toast).toBeHidden({ timeout: 3_000 });

    const submit = dialog.getByRole('button', { name: tr('referral:submit') });
    const email = dialog.getByRole('textbox', { name: tr('referral:emailLabel') });
    await submit.click();
    await expect(dialog.getByText(tr('messages:enterFriendEmail'))).toBeVisible();
    await email.fill('not-an-email');
    await submit.click();
    await expect(dialog.getByText(tr('messages:emailInvalid'))).toBeVisible();

    await dialog.getByRole('tab', { name: tr('referral:tabPhone') }).click();
    await expect(dialog.getByRole('combobox', { name: tr('referral:countryLabel') })).toBeVisible();
    await submit.click();
    await expect(dialog.getByText(tr('messages:enterFriendPhone'))).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: tr('referral:phoneLabel') });
    await phone.fill('12ab3');
    await expect(phone).toHaveValue('123');
    await submit.click();
    await expect(dialog.getByText(tr('messages:phoneInvalid'))).toBeVisible();
    await expectAccessible(page);

    const friend = `friend-${lang}-${Date.now()}@example.com`;
    await dialog.getByRole('tab', { name: tr('referral:tabEmail') }).click();
    await email.fill(friend);
    await submit.click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success.getByText(tr('messages:referralSent'))).toBeVisible();

    const sent = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(friend)}`);
    const [message] = (await sent.json()).messages as { body: string; template: string }[];
    expect(message?.template).toBe('referralInvite');
    expect(message?.body).toContain(`/referral/referral-unique-code/${code}`);
  });

  test('the public landing explains the program and starts registration with the code', async ({ page, tr, expectAccessible }) => {
    const login = await page.request.post('/api/gateway', {
      data: { serviceName: 'authentication', serviceType: 'login', params: { username: 'donor@example.com', password: 'Plasma#2026' } },
    });
    const { token } = (await login.json()) as { token: string };
    const setting = await page.request.post('/api/gateway', {
      headers: { authorization: `Bearer ${token}` },
      data: { serviceName: 'referral', serviceType: 'referralSettingV2', params: {} },
    });
    const { uniqueCode } = ((await setting.json()) as { data: { uniqueCode: string } }).data;

    await page.goto(`/referral/referral-unique-code/${uniqueCode}`);
    await expect(page.getByText(tr('referral:landing.invitedBy', { name: 'Maria' }))).toBeVisible();
    // Issue 13: the friend reads what she gets, not the referrer's bonus.
    await expect(page.getByText(tr('referral:landing.gets.points', { count: 100 }))).toBeVisible();
    await expect(page.getByText(tr('referral:introSteps.step3'))).toHaveCount(0);
    await expect(page.getByText(/referral bonus|bono por referido/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: tr('referral:landing.start') })).toHaveAttribute(
      'href',
      `/register/new?referralCode=${uniqueCode}`,
    );
    await expectAccessible(page);

    await page.goto('/referral/referral-unique-code/NOSUCHCODE');
    await expect(page.getByText(tr('referral:landing.unknownCode'))).toBeVisible();
  });
});
