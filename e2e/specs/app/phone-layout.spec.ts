import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { demoNotifications } from '../../support/demo-notifications';
import { expect, test } from '../../support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Rules the fixture's serious-or-critical filter lets through (axe rates them moderate), checked here
 * on the screens where they failed: heading order and landmarks.
 */
async function expectStructure(page: Page) {
  const violations = await axeViolations(page, {
    runOnly: {
      type: 'rule',
      values: [
        'heading-order',
        'landmark-no-duplicate-banner',
        'landmark-unique',
        'landmark-banner-is-top-level',
        'aria-required-children',
      ],
    },
  });
  expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

/** The first matching element's computed colour (or another property) as `rgb(...)`. */
const cssOf = (locator: Locator, property: string) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

for (const [width, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`screens at ${width}`, () => {
    test.use({ viewport });

    test('balance page, news and promotion modals, adverse-event popup: heading order, landmarks, contrast', async ({
      page,
      signIn,
      tr,
      lang,
      expectAccessible,
    }) => {
      test.setTimeout(90_000);
      await signIn(page);
      await page.goto('/checking-rewards/balance');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectStructure(page);
      await expectAccessible(page);
      // Partner phone links in the theme's link colour, not the browser's blue.
      const phone = page.locator('a[href^="tel:"]').first();
      await expect(phone).toBeVisible();
      expect(await cssOf(phone, 'color')).toBe('rgb(17, 104, 118)');

      await page.goto('/notifications');
      await page.getByRole('button', { name: tr('notifications:loadAll') }).click();
      for (const type of ['news_resources', 'campaign']) {
        const title = demoNotifications.find((n) => n.type === type)!.title[lang];
        const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${title}`) }) });
        await card.getByRole('button', { name: new RegExp(`^${title}`) }).click();
        await card.getByRole('button', { name: tr('notifications:readMore') }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
        if (type === 'campaign') await expect(dialog.getByTestId('promotion-reward')).toBeVisible();
        await expectStructure(page);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto('/adverse-event');
      await page.locator('main button').first().click();
      const popup = page.getByRole('dialog');
      await expect(popup.locator('p').first()).toBeVisible();
      await expectStructure(page);
      await expectAccessible(page);
    });

    test('rewards cards and the chat header in the theme colours; the chat button covers nothing at rest', async ({ page, signIn, tr }) => {
      await signIn(page);
      await page.goto('/rewards');
      const card = page.getByRole('main').getByRole('listitem').first().getByRole('link');
      expect(await cssOf(card, 'color')).toBe('rgb(17, 104, 118)');

      await page.goto('/contact');
      const launcher = page.getByRole('button', { name: tr('contact:chat.launcher') });
      await expect(launcher).toBeVisible();
      // At the top and at the end of the page nothing else is under the button's corners or centre.
      for (const end of [false, true]) {
        await page.evaluate((bottom) => window.scrollTo(0, bottom ? document.scrollingElement!.scrollHeight : 0), end);
        const covered = await launcher.evaluate((button) => {
          const r = button.getBoundingClientRect();
          const points: [number, number][] = [
            [r.left + 2, r.top + 2],
            [r.right - 2, r.top + 2],
            [r.left + 2, r.bottom - 2],
            [r.right - 2, r.bottom - 2],
            [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
          ];
          return points.flatMap(([x, y]) =>
            document
              .elementsFromPoint(x, y)
              .filter((el) => !button.contains(el) && !el.contains(button) && (el.textContent ?? '').trim() !== '')
              .map((el) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
          );
        });
        expect(covered).toEqual([]);
      }
      await launcher.click();
      const header = page.getByRole('dialog', { name: tr('contact:chat.title') }).locator('h2');
      expect(await cssOf(header.locator('..'), 'background-color')).toBe('rgb(11, 85, 99)');
    });
  });
}

test.describe('top bar at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('shows the whole home center name, and its menu passes axe', async ({ page, signIn, tr, expectAccessible }) => {
    await signIn(page);
    const center = page.getByRole('banner').getByRole('link', { name: /Demo Plasma Austin North/ });
    await expect(center).toBeVisible();
    const text = center.locator('span');
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(text).toHaveText('Demo Plasma Austin North');

    await page.getByRole('button', { name: tr('layout:topBar.menu'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // The keyboard still walks the items.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await expectStructure(page);
    await expectAccessible(page);
  });
});

test.describe('phone shortcuts at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the store shows the cart near the top and the points history says it scrolls', async ({ page, signIn, tr }) => {
    await signIn(page);
    await expect(page.getByRole('group', { name: tr('home:history.title') }).getByRole('table')).toBeVisible();
    await expect(page.getByTestId('scroll-cue').first()).toBeVisible();
    await expect(page.getByTestId('scroll-cue').first()).toHaveText(tr('scrollCue'));

    await page.goto('/use-points');
    // The catalogue above the cart arriving after the jump would push the cart's heading back down the page.
    await expect(page.getByRole('heading', { name: tr('rewards:store.giftCards') })).toBeVisible();
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toBeInViewport();
    const template = tr('rewards:store.cartSummary', { items: 'ITEMS', points: 'POINTS' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(summary).toHaveText(new RegExp(`^${template.replace('ITEMS', '\\d+ \\S+').replace('POINTS', '\\d+ \\S+')}$`, 'u'));
    await summary.click();
    await expect(page.getByRole('heading', { name: tr('rewards:cart.title') })).toBeInViewport();
  });
});
