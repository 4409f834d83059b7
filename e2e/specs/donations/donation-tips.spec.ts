import { expect, test } from '../../support/fixtures';
import {
  adverseCategories,
  afterDonation,
  beforeDonation,
  deferralCategories,
  duringDonation,
  e2eAccounts,
  educationTopics,
  generalTips,
  tipsMain,
} from '../../support/demo-content';

test.describe('donation education', () => {
  test('donating today shows before, during and after tips in tabs', async ({ page, lang, tr, signIn, expectAccessible }) => {
    await signIn(page);
    await page.getByRole('link', { name: tr('layout:menu.donatingToday') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('donation-tips:donatingTodayTitle') })).toBeVisible();
    await expect(page.getByRole('tab', { name: tr('donation-tips:tabs.before') })).toHaveAttribute('aria-selected', 'true');
    const firstBefore = beforeDonation[lang].sections[0];
    await expect(page.getByRole('button', { name: firstBefore?.header })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(firstBefore?.bullets[0]?.text ?? '')).toBeVisible();
    const food = beforeDonation[lang].sections[1];
    await page.getByRole('button', { name: food?.header }).click();
    await expect(page.getByText(food?.bullets[1]?.text ?? '')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: tr('donation-tips:tabs.during') }).click();
    for (const card of duringDonation[lang].cards) await expect(page.getByRole('heading', { name: card.header })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: tr('donation-tips:tabs.after') }).click();
    await expect(page.getByRole('button', { name: afterDonation[lang].sections[0]?.header })).toBeVisible();
    await expect(page.getByRole('heading', { name: duringDonation[lang].cards[0]?.header })).toHaveCount(0);
  });

  test('donation tips: general tips, deferral education popups and the adverse-event page', async ({
    page,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: tr('layout:menu.donationTips') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tipsMain[lang].title })).toBeVisible();
    const [general, deferral, adverse] = tipsMain[lang].buttons;

    await page.getByRole('button', { name: general?.name }).click();
    await expect(page.getByText(generalTips[lang].sections[0]?.bullets[0]?.text ?? '')).toBeVisible();

    await page.getByRole('button', { name: deferral?.name }).click();
    const travel = deferralCategories[lang].categories.find((c) => c.code === 'travel');
    await page.getByRole('button', { name: tr('donation-tips:learnMore', { name: travel?.name ?? '' }) }).click();
    const popup = page.getByRole('dialog', { name: educationTopics.travel?.[lang].title });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(educationTopics.travel?.[lang].bullets[0]?.text ?? '')).toBeVisible();
    await expectAccessible(page);
    await popup.getByRole('button', { name: tr('donation-tips:close') }).click();
    await expect(popup).toBeHidden();

    await page.getByRole('button', { name: adverse?.name }).click();
    await page.getByRole('link', { name: tr('donation-tips:openAdverse') }).click();
    await expect(page).toHaveURL(/\/adverse-event$/);
    await expect(page.getByRole('heading', { level: 1, name: adverseCategories[lang].title })).toBeVisible();
    await expect(page.getByText(adverseCategories[lang].body)).toBeVisible();
    await expectAccessible(page);
    const citrate = adverseCategories[lang].categories.find((c) => c.code === 'citrate');
    await page.getByRole('button', { name: tr('donation-tips:learnMore', { name: citrate?.name ?? '' }) }).click();
    const citratePopup = page.getByRole('dialog', { name: educationTopics.citrate?.[lang].title });
    await expect(citratePopup.getByText(educationTopics.citrate?.[lang].body ?? '')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(citratePopup).toBeHidden();
  });

  test('Sam sees his deferral with the reason and the date he can donate again', async ({ page, tr, signIn, expectAccessible }) => {
    await signIn(page, 'referral@example.com');
    const card = page.getByRole('region', { name: tr('deferral:label') });
    await expect(card).toBeVisible();
    await expect(card).toContainText(tr('messages:deferralTemporary'));
    await expect(
      card.getByText(
        new RegExp(
          tr('deferral:until', { date: 'DATE' })
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace('DATE', '.+\\d{4}'),
          'u',
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a deferred donor dismisses the notice for good, and its link opens the topic', async ({ page, lang, tr, signIn }) => {
    await signIn(page, e2eAccounts.deferred(lang));
    const card = page.getByRole('region', { name: tr('deferral:label') });
    await card.getByRole('link', { name: tr('deferral:learnMore') }).click();
    await expect(page.getByRole('dialog', { name: educationTopics.iron?.[lang].title })).toBeVisible();
    await page.goto('/');
    await card.getByRole('button', { name: tr('deferral:dismiss') }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
