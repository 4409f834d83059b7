import type { Page } from '@playwright/test';
import { demoNotifications, demoNotificationTotal, donationThanks } from '../../support/demo-notifications';
import { expect, test } from '../../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openNotifications(page: Page, tr: (key: string) => string) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: tr('notifications:title') })).toBeVisible();
}

/** The card's toggle: its name starts with the notification's title (then the relative time). */
const cardToggle = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${escape(title)}`) });

test.describe('notifications (spec 2.16, 4)', () => {
  test('shows the total, 10 newest cards, then everything with Load All Content; the menu dot follows the stored count', async ({
    page,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const sidebar = page.getByRole('complementary', { name: tr('layout:sidebar.label') });
    const menuLink = sidebar.getByRole('link', { name: new RegExp(tr('layout:menu.notifications')) });
    await expect(menuLink.getByTestId('notifications-dot')).toBeVisible();
    await expect(menuLink).toHaveAccessibleName(new RegExp(escape(tr('layout:menu.newNotifications'))));

    await menuLink.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText(String(demoNotificationTotal), { exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: tr('notifications:title') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(cardToggle(page, demoNotifications[0]!.title[lang])).toContainText(/\d|[a-z]/);
    await expect(menuLink.getByTestId('notifications-dot')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: tr('notifications:loadAll') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(demoNotificationTotal);
    await expect(page.getByRole('button', { name: tr('notifications:loadAll') })).toHaveCount(0);
    const titles = await list
      .getByRole('listitem')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
    expect(titles.filter((title) => title.startsWith(donationThanks.title[lang]))).toHaveLength(donationThanks.count);
    const written = titles.filter((title) => !title.startsWith(donationThanks.title[lang]));
    demoNotifications.forEach((notification, i) => expect(written[i]).toContain(notification.title[lang]));

    // A count stored below the total (as after new notifications arrive) brings the dot back.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('portal.notifications.seen.')) localStorage.setItem(key, '20');
    });
    await page.goto('/');
    await expect(menuLink.getByTestId('notifications-dot')).toBeVisible();
  });

  // The newest demo notification is sent seconds before the server starts: by now it reads 'just now' or some minutes ago.
  test('the newest card shows its relative time and opens to its message', async ({ page, signIn, tr, lang }) => {
    await signIn(page);
    await openNotifications(page, tr);
    const first = cardToggle(page, demoNotifications[0]!.title[lang]);
    const recent = [tr('notifications:time.justNow'), tr('notifications:time.minute_one'), tr('notifications:time.minute_other')].map(
      (text) => escape(text).replace('##', '\\d+'),
    );
    await expect(first).toContainText(new RegExp(`(${recent.join('|')})$`));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // inbox: Read More does nothing, so there is none.
    await expect(
      page
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: tr('notifications:readMore') }),
    ).toHaveCount(0);
  });

  test('Read More opens what spec 4 lists for every demo notification', async ({ page, signIn, tr, lang, expectAccessible }) => {
    test.setTimeout(180_000);
    await signIn(page);
    let onList = false;
    let checkedModal = false;
    for (const notification of demoNotifications) {
      const title = notification.title[lang];
      if (!onList) {
        await openNotifications(page, tr);
        await page.getByRole('button', { name: tr('notifications:loadAll') }).click();
        await expect(page.getByRole('button', { name: tr('notifications:loadAll') })).toHaveCount(0);
        onList = true;
      }
      const card = page.getByRole('listitem').filter({ has: cardToggle(page, title) });
      await cardToggle(page, title).click();
      const readMore = card.getByRole('button', { name: tr('notifications:readMore') });
      if (notification.opens.kind === 'none') {
        await expect(cardToggle(page, title)).toHaveAttribute('aria-expanded', 'true');
        await expect(readMore, title).toHaveCount(0);
        continue;
      }
      await readMore.click();
      if (notification.opens.kind === 'url') {
        await expect(page, title).toHaveURL(new RegExp(`${escape(notification.opens.path)}$`));
        onList = false;
        continue;
      }
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog, title).toBeVisible();
      if (notification.opens.kind === 'news') {
        await expect(dialog.getByRole('img').first()).toBeVisible();
      } else {
        await expect(dialog.locator('[data-promotion-type]')).toHaveAttribute('data-promotion-type', notification.type);
      }
      if (!checkedModal) {
        await expectAccessible(page);
        checkedModal = true;
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a news article shows its blocks and its expiry date', async ({ page, signIn, tr, lang, expectAccessible }) => {
    await signIn(page);
    await openNotifications(page, tr);
    const hydration = demoNotifications.find((n) => n.type === 'news_resources')!.title[lang];
    await page.getByRole('button', { name: tr('notifications:loadAll') }).click();
    await cardToggle(page, hydration).click();
    await page
      .getByRole('listitem')
      .filter({ has: cardToggle(page, hydration) })
      .getByRole('button', { name: tr('notifications:readMore') })
      .click();
    const dialog = page.getByRole('dialog', { name: hydration });
    await expect(dialog.getByText(tr('notifications:news.expiresOn'))).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    const accordion = dialog.getByRole('button', { name: lang === 'en' ? 'Do sports drinks count?' : '¿Cuentan las bebidas deportivas?' });
    await accordion.click();
    await expect(accordion).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: lang === 'en' ? 'Learn more' : 'Más información' })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  });

  // Each language answers a different survey: a donor answers a survey only once, and both projects share Maria.
  test('the survey promotion warns when a question is missing, then is answered once', async ({
    page,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    await signIn(page);
    await openNotifications(page, tr);
    await page.getByRole('button', { name: tr('notifications:loadAll') }).click();
    const surveys = demoNotifications.filter((n) => n.type === 'survey');
    const title = surveys[lang === 'en' ? 0 : 1]!.title[lang];
    await cardToggle(page, title).click();
    await page
      .getByRole('listitem')
      .filter({ has: cardToggle(page, title) })
      .getByRole('button', { name: tr('notifications:readMore') })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(tr('notifications:survey.singleChoice'), { exact: false })).toBeVisible();
    await expect(dialog.getByText(tr('notifications:survey.multipleChoice'), { exact: false })).toBeVisible();
    await expect(dialog.getByText(tr('notifications:survey.textAnswers'), { exact: false })).toBeVisible();
    // Issue 13: the type of a question is words, never the raw name 'TextAnswers'.
    await expect(dialog.getByText('TextAnswers')).toHaveCount(0);
    await expectAccessible(page);

    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: tr('notifications:survey.submit') }).click();
    const warning = page.getByRole('dialog', { name: tr('messages:titleWarning') });
    await expect(warning.getByText(tr('messages:answerAllQuestions'))).toBeVisible();
    await warning.getByRole('button', { name: tr('messages:close') }).click();

    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('textbox').fill(lang === 'en' ? 'More evening hours' : 'Más horario por la tarde');
    await dialog.getByRole('button', { name: tr('notifications:survey.submit') }).click();
    const success = page.getByRole('dialog', { name: tr('messages:titleSuccess') });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: tr('messages:close') }).click();

    await cardToggle(page, title).click();
    await cardToggle(page, title).click();
    await page
      .getByRole('listitem')
      .filter({ has: cardToggle(page, title) })
      .getByRole('button', { name: tr('notifications:readMore') })
      .click();
    await expect(page.getByRole('dialog', { name: title }).getByText(tr('notifications:promotion.answered'))).toBeVisible();
  });

  test('the B1B2 reminder asks for the position and shows title, message, time and the nearest center', async ({
    page,
    context,
    signIn,
    tr,
    lang,
    expectAccessible,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 30.3, longitude: -97.75 });
    await signIn(page);
    await openNotifications(page, tr);
    await page.getByRole('button', { name: tr('notifications:b1b2.open') }).click();
    const title = lang === 'en' ? 'Your next donation' : 'Tu próxima donación';
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(lang === 'en' ? /qualify you for this month/ : /elegible para el bono/)).toBeVisible();
    await expect(
      dialog.getByText(new RegExp(escape(tr('notifications:b1b2.received', { time: 'TIME' })).replace('TIME', '.+'))),
    ).toBeVisible();
    await expect(dialog.getByText(/Demo Plasma Austin North/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: tr('notifications:b1b2.submit') })).toBeDisabled();
    await expectAccessible(page);
  });
});

test.describe('red dot on a phone', () => {
  test('the overlay menu marks new notifications as the sidebar does', async ({ page, signIn, tr }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.getByRole('button', { name: tr('layout:topBar.openMobileMenu') }).click();
    const menu = page.getByRole('dialog', { name: tr('layout:mobileMenu.title') });
    const link = menu.getByRole('link', { name: new RegExp(escape(tr('layout:menu.notifications'))) });
    await expect(link.getByTestId('notifications-dot')).toBeVisible();
    await expect(link).toHaveAccessibleName(new RegExp(escape(tr('layout:menu.newNotifications'))));
  });
});
