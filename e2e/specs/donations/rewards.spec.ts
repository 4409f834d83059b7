import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import type { APIRequestContext } from '@playwright/test';
import { text } from '../../support/catalogue';
import { DEMO_PASSWORD, demoDonor, expect, test } from '../../support/fixtures';

/** The English words a ledger line can be made of: kinds and reasons, without their placeholders. */
const englishLedgerWords = [
  ...['earned', 'bonus', 'redeemed', 'refunded', 'expired', 'adjusted'].map((kind) => text('en', `home:history.kinds.${kind}`)),
  ...['donation', 'wheel', 'referral', 'survey', 'adjustment', 'offPeakBonus', 'onTimeBonus'].map((reason) =>
    text('en', `home:history.reasons.${reason}`),
  ),
  ...['order', 'orderRefund', 'tierBonus'].map((reason) =>
    text('en', `home:history.reasons.${reason}`, { reference: '', tier: '', percent: '' }).replace(/[+%]/g, '').trim(),
  ),
];

async function demoDonorBalance(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/gateway', {
    data: { serviceName: 'authentication', serviceType: 'login', params: { username: demoDonor.email, password: DEMO_PASSWORD } },
  });
  const { token } = (await login.json()) as { token: string };
  const points = await request.post('/api/gateway', {
    headers: { authorization: `Bearer ${token}` },
    data: { serviceName: 'reward', serviceType: 'getPoints', params: {} },
  });
  return ((await points.json()) as { pointsBalance: number }).pointsBalance;
}

test.describe('rewards', () => {
  // Several engineers share two cores: these screens load a lot for a page each.
  test.describe.configure({ timeout: 60_000 });

  test('home shows points, level, last visit and a points history filtered by month', async ({
    page,
    request,
    signIn,
    tr,
    expectAccessible,
  }) => {
    await signIn(page);
    // Other specs credit Maria (wheel, surveys, referral) while this one runs: home must show the ledger's balance as the server has it.
    await expect(async () => {
      const balance = await demoDonorBalance(request);
      await page.reload();
      await expect(page.getByTestId('points-balance')).toHaveText(tr('home:points.value', { count: balance }), { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('tier-name')).toHaveText(tr('home:tier.names.bronze'));
    await expect(page.getByText(tr('home:tier.toNext', { count: 10, tier: tr('home:tier.names.silver') }))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: tr('home:tier.progress', { tier: tr('home:tier.names.silver') }) })).toBeVisible();
    await expect(page.getByTestId('last-visit-date')).toBeVisible();

    const history = page.getByRole('region', { name: tr('home:history.title') });
    await expect(history.getByRole('row')).not.toHaveCount(0);
    const twoMonthsAgo = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 2, 1));
    const monthLabel = new Intl.DateTimeFormat(tr('home:history.month') === 'Mes' ? 'es-US' : 'en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(twoMonthsAgo);
    await history.getByLabel(tr('home:history.month')).selectOption({ label: monthLabel });
    const rows = history.getByRole('row').filter({ hasText: tr('home:history.kinds.earned') });
    await expect(rows.first()).toBeVisible();
    const dateCells = await history.locator('tbody tr td:first-child').allTextContents();
    expect(dateCells.length).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test('the points history reads in the donor language, and its orders are the order history', async ({
    page,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    await signIn(page);
    const history = page.getByRole('region', { name: tr('home:history.title') });
    const entries = history.locator('tbody tr td:nth-child(2)');
    await expect(entries.first()).toBeVisible();
    const lines = await entries.allTextContents();
    // Maria is Bronze: her later donations earn the +25% bonus, booked beside the donation.
    expect(lines).toContain(
      tr('home:history.entryText', { kind: tr('home:history.kinds.earned'), reason: tr('home:history.reasons.donation') }),
    );
    const tierBonus = tr('home:history.reasons.tierBonus', { tier: tr('home:tier.names.bronze'), percent: 25 });
    expect(lines).toContain(tr('home:history.entryText', { kind: tr('home:history.kinds.bonus'), reason: tierBonus }));
    if (lang === 'es') {
      for (const line of lines) for (const word of englishLedgerWords) expect(line, line).not.toContain(word);
    }
    const orderLine = new RegExp(
      `^${tr('home:history.kinds.redeemed')}: ${tr('home:history.reasons.order', { reference: '([0-9A-F]{8})' })}$`,
    );
    const references = lines.flatMap((line) => orderLine.exec(line)?.[1] ?? []);
    expect(references.length).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.goto('/use-points/orders');
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:orders.title') })).toBeVisible();
    await expect(page.getByText(tr('rewards:orders.empty'))).toHaveCount(0);
    for (const reference of references) await expect(page.getByTestId('order').filter({ hasText: reference })).toHaveCount(1);
  });

  test('the cart says when a quantity is too high, shows unavailable cards, and warns when it costs more than the balance', async ({
    page,
    request,
    signIn,
    tr,
    expectAccessible,
  }) => {
    const donor = await registerFreshDonor(request);
    await recordDonation(request, donor.donorNumber);
    await signIn(page, donor.email);
    await page.goto('/use-points');
    await expect(page.getByTestId('store-balance')).toContainText(tr('rewards:points', { count: 100 }));

    const cinema = page.getByRole('article', { name: 'CineStar' });
    await expect(cinema.getByText(tr('rewards:store.outOfStock'), { exact: true })).toBeVisible();
    await expect(cinema.getByRole('button', { name: tr('rewards:store.unavailable') })).toBeDisabled();

    const card = page.getByRole('article', { name: 'FreshMart' });
    await card.getByLabel(tr('rewards:store.value'), { exact: true }).click();
    await page.getByRole('option', { name: tr('rewards:store.valueOption', { points: 500, dollars: 5 }) }).click();
    await card.getByLabel(tr('rewards:store.type'), { exact: true }).click();
    await page.getByRole('option').first().click();
    const qty = card.getByRole('textbox', { name: tr('rewards:store.qty') });
    await qty.fill('25');
    await qty.blur();
    await expect(qty).toHaveValue('25');
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    const warning = page.getByRole('dialog', { name: tr('messages:titleWarning') });
    await expect(warning).toContainText(tr('messages:cartQtyMax'));
    await warning.getByRole('button', { name: tr('messages:close') }).click();
    await expect(page.getByRole('dialog', { name: tr('messages:titleSuccess') })).toHaveCount(0);
    await expect(page.getByText(tr('rewards:cart.empty'))).toBeVisible();

    await qty.fill('20');
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await page
      .getByRole('dialog', { name: tr('messages:titleSuccess') })
      .getByRole('button', { name: tr('messages:close') })
      .click();
    // One more would make 21 of the line: the server refuses, and nothing says "added".
    await qty.fill('1');
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    const refused = page.getByRole('dialog', { name: tr('messages:titleDanger') });
    await expect(refused).toContainText(tr('messages:cartQtyMax'));
    await refused.getByRole('button', { name: tr('messages:close') }).click();
    await expect(page.getByTestId('cart-total')).toContainText(tr('rewards:points', { count: 10000 }));
    await expect(page.getByTestId('cart-balance')).toContainText(tr('rewards:points', { count: 100 }));
    await expect(page.getByRole('alert').filter({ hasText: tr('rewards:cart.overBalance', { missing: 9900 }) })).toBeVisible();
    await expectAccessible(page);
  });

  test('a visit recorded through the ops API shows on home after one refresh', async ({ page, request, signIn, tr }) => {
    const donor = await registerFreshDonor(request);
    await signIn(page, donor.email);
    await expect(page.getByTestId('points-balance')).toHaveText(tr('home:points.value', { count: 0 }));
    await expect(page.getByText(tr('home:lastVisit.none'))).toBeVisible();
    // A pre-donor's next step: the pre-screening card.
    await expect(page.locator(`main a[href="/takingsurvey/assessment"]`)).toBeVisible();

    const visit = await recordDonation(request, donor.donorNumber);
    expect(visit.pointsAwarded).toBe(100);
    await page.reload();
    await expect(page.getByTestId('points-balance')).toHaveText(tr('home:points.value', { count: 100 }));
    await expect(page.getByTestId('points-monthly')).toHaveText(tr('home:points.monthly', { count: 100 }));
    await expect(page.getByTestId('tier-donations')).toHaveText(tr('home:tier.donations', { count: 1 }));
    await expect(page.getByText(tr('home:lastVisit.donated'))).toBeVisible();
    const donation = tr('home:history.entryText', { kind: tr('home:history.kinds.earned'), reason: tr('home:history.reasons.donation') });
    await expect(page.getByRole('region', { name: tr('home:history.title') }).getByRole('cell', { name: donation })).toBeVisible();
    await expect(page.locator(`main a[href="/takingsurvey/assessment"]`)).toHaveCount(0);
  });

  test('redemption round trip: the four messages, cart, confirmation, order history', async ({
    page,
    request,
    signIn,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const donor = await registerFreshDonor(request);
    for (let i = 0; i < 6; i += 1) await recordDonation(request, donor.donorNumber, 3 + i * 24 * 8);
    await signIn(page, donor.email);
    await page.goto('/use-points');
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:store.title') })).toBeVisible();
    await expect(page.getByTestId('store-balance')).toContainText(tr('rewards:points', { count: 600 }));
    await expectAccessible(page);

    const card = page.getByRole('article', { name: 'FreshMart' });
    const expectWarning = async (key: string) => {
      const dialog = page.getByRole('dialog', { name: tr('messages:titleWarning') });
      await expect(dialog).toContainText(tr(`messages:${key}`));
      await dialog.getByRole('button', { name: tr('messages:close') }).click();
      await expect(dialog).toBeHidden();
    };
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await expectWarning('selectValue');
    await card.getByLabel(tr('rewards:store.value'), { exact: true }).click();
    await page.getByRole('option', { name: tr('rewards:store.valueOption', { points: 500, dollars: 5 }) }).click();
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await expectWarning('selectType');
    await card.getByLabel(tr('rewards:store.type'), { exact: true }).click();
    await page.getByRole('option').first().click();
    await card.getByRole('textbox', { name: tr('rewards:store.qty') }).fill('');
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await expectWarning('addQty');
    await card.getByRole('textbox', { name: tr('rewards:store.qty') }).fill('1');
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await page
      .getByRole('dialog', { name: tr('messages:titleSuccess') })
      .getByRole('button', { name: tr('messages:close') })
      .click();
    await expect(page.getByTestId('cart-total')).toContainText(tr('rewards:points', { count: 500 }));

    await page.getByRole('button', { name: tr('rewards:cart.checkout') }).click();
    const confirm = page.getByRole('dialog', { name: tr('rewards:cart.confirmTitle') });
    await expect(confirm).toContainText(tr('rewards:cart.confirm', { points: 500 }));
    await confirm.getByRole('button', { name: tr('messages:ok') }).click();
    const done = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(done).toContainText(tr('rewards:cart.done', { balance: 100 }));
    await done.getByRole('button', { name: tr('messages:close') }).click();
    await expect(page.getByTestId('store-balance')).toContainText(tr('rewards:points', { count: 100 }));
    await expect(page.getByText(tr('rewards:cart.empty'))).toBeVisible();

    await page.getByRole('link', { name: tr('rewards:store.ordersLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:orders.title') })).toBeVisible();
    await expect(page.getByTestId('order')).toHaveCount(1);
    await expect(page.getByTestId('order')).toContainText(tr('rewards:orders.states.fulfilled'));
    await expectAccessible(page);

    await page.goto('/use-points');
    await card.getByLabel(tr('rewards:store.value'), { exact: true }).click();
    await page.getByRole('option', { name: tr('rewards:store.valueOption', { points: 500, dollars: 5 }) }).click();
    await card.getByLabel(tr('rewards:store.type'), { exact: true }).click();
    await page.getByRole('option').first().click();
    await card.getByRole('button', { name: tr('rewards:store.add') }).click();
    await page
      .getByRole('dialog', { name: tr('messages:titleSuccess') })
      .getByRole('button', { name: tr('messages:close') })
      .click();
    await page.getByRole('button', { name: tr('rewards:cart.checkout') }).click();
    await expect(page.getByRole('dialog', { name: tr('messages:titleDanger') })).toContainText(tr('messages:pointNotEnough'));
  });

  test('rewards hub and membership levels', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    await page
      .getByRole('link', { name: tr('layout:menu.rewards') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:menu.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: tr('rewards:menu.membership') }).click();
    const levels = page.getByRole('table');
    await expect(levels.getByRole('row')).toHaveCount(5);
    await expect(levels.getByRole('rowheader', { name: tr('home:tier.names.platinum') })).toBeVisible();
    await expect(levels).toContainText(tr('rewards:membership.bonusValue', { percent: 100 }));
    await expectAccessible(page);
  });

  test('payout per visit in dollars', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    await page.goto('/rewards/payout');
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:payout.title') })).toBeVisible();
    await expect(page.getByTestId('payout')).toHaveCount(20);
    await expect(page.getByTestId('payout').first()).toContainText('$');
    await expectAccessible(page);
  });

  test('how rewards work and the fee guide slider', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    await page.goto('/rewards/works');
    await expect(page.getByRole('heading', { level: 3, name: tr('rewards:feeGuide.receive') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: tr('rewards:feeGuide.tips') })).toBeVisible();
    await expect(page.getByTestId('fee-total')).toHaveText(tr('rewards:feeGuide.total', { amount: '530' }));
    const slider = page.getByRole('slider', { name: tr('rewards:feeGuide.donationNumber') });
    const start = Number(await slider.getAttribute('aria-valuenow'));
    expect(start).toBeGreaterThanOrEqual(1);
    expect(start).toBeLessThanOrEqual(8);
    await slider.focus();
    await page.keyboard.press(start === 8 ? 'ArrowLeft' : 'ArrowRight');
    const moved = start === 8 ? 7 : start + 1;
    await expect(slider).toHaveAttribute('aria-valuenow', String(moved));
    await expect(page.getByTestId('fee-step')).toContainText(tr('rewards:feeGuide.donation', { number: moved }));
    await expectAccessible(page);
  });

  test('rewards balance: texts, partner phone 3-3-4, and the leave confirmation', async ({ page, signIn, tr, expectAccessible }) => {
    // The partner's page is not part of the test: answer it locally.
    await page
      .context()
      .route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }));
    await signIn(page);
    await page.goto('/checking-rewards/balance');
    await expect(page.getByRole('heading', { level: 1, name: tr('rewards:balance.title') })).toBeVisible();
    await expect(page.getByText(tr('rewards:balance.headline'), { exact: true })).toBeVisible();
    await expect(page.getByText(tr('rewards:balance.thirdLine'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '800-555-0142' })).toHaveAttribute('href', 'tel:800-555-0142');
    await expect(page.getByRole('link', { name: '888-555-0175' })).toBeVisible();
    await expectAccessible(page);

    const bank = page.getByRole('article').first();
    await bank.getByRole('button').click();
    const leave = page.getByRole('dialog', { name: tr('rewards:balance.leaveTitle') });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: tr('messages:cancel') }).click();
    await expect(leave).toBeHidden();

    await bank.getByRole('button').click();
    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('dialog', { name: tr('rewards:balance.leaveTitle') })
      .getByRole('button', { name: tr('messages:ok') })
      .click();
    const popup = await popupPromise;
    expect(popup.url()).toContain('example.com/community-bank');
    await popup.close();
  });
});
