import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

const DAY_HOURS = 24;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fresh donor whose only donation is on a day of its own years ago: a segment of that day matches her alone. */
async function loneDonor(request: APIRequestContext) {
  const donor = await registerFreshDonor(request);
  const daysAgo = 3_000 + Math.floor(Math.random() * 4_000);
  const donatedAt = new Date(Date.now() - daysAgo * DAY_HOURS * 3_600_000);
  await recordDonation(request, donor.donorNumber, daysAgo * DAY_HOURS);
  const day = donatedAt.toISOString().slice(0, 10);
  const nextDay = new Date(donatedAt.getTime() + DAY_HOURS * 3_600_000).toISOString().slice(0, 10);
  return { donor, day, nextDay };
}

/** An editor's content calls through the gateway, as the console makes them. */
async function contentApi(request: APIRequestContext, email: string) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  return async <T>(serviceType: string, params: object): Promise<T> => {
    const reply = await call('content', serviceType, params, token);
    expect(reply.status(), await reply.text()).toBe(200);
    return (await reply.json()) as T;
  };
}

test.describe('content console: campaigns (issue 16)', () => {
  test('an editor targets a campaign at one fresh donor, sees the count 1, sends it now; the donor reads it in her language and the results count it', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const title = { en: `Plasma week ${tag}`, es: `Semana del plasma ${tag}` };
    const message = { en: 'Donate this week: every visit counts twice.', es: 'Dona esta semana: cada visita cuenta el doble.' };
    const field = (label: string, language: 'en' | 'es') =>
      `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;

    // The segment matches this donor alone: her only donation, on a day of its own years ago.
    const { donor, day, nextDay } = await loneDonor(request);

    const editor = await freshStaff(request, 'content_editor', 'Carla Campaigns');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
    await page.getByRole('link', { name: tr('staff:nav.campaigns') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:campaigns.title') })).toBeVisible();
    await page.getByRole('link', { name: tr('content:campaigns.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:campaigns.newTitle') })).toBeVisible();

    for (const language of ['en', 'es'] as const) {
      await page.getByLabel(field('content:editor.title', language), { exact: true }).fill(title[language]);
      await page.getByLabel(field('content:campaigns.message', language), { exact: true }).fill(message[language]);
    }
    await page.getByLabel(tr('content:campaigns.link')).fill('/rewards');
    const count = page.getByTestId('recipient-count');
    await page.getByLabel(tr('content:campaigns.lastDonationFrom')).fill(day);
    await page.getByLabel(tr('content:campaigns.lastDonationBefore')).fill(nextDay);
    await expect(count).toHaveText(tr('content:campaigns.count_one', { count: 1 }));
    // The figure follows the filters: no pre-donor gave that day.
    await page.getByRole('checkbox', { name: tr('content:campaigns.statusValues.predonor') }).check();
    await expect(count).toHaveText(tr('content:campaigns.count_other', { count: 0 }));
    await page.getByRole('checkbox', { name: tr('content:campaigns.statusValues.predonor') }).uncheck();
    await expect(count).toHaveText(tr('content:campaigns.count_one', { count: 1 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.getByRole('button', { name: tr('content:campaigns.save') }).click();
    await expect(page).toHaveURL(/\/staff\/campaigns\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: tr('content:campaigns.sendNow') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: tr('content:campaigns.done', { status: tr('content:campaigns.status.scheduled') }) }),
    ).toBeVisible();

    // The job engine sends it within seconds; the donor finds it in her notifications, in her language, at a phone's width.
    const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
    const donorPage = await context.newPage();
    await signIn(donorPage, donor.email);
    await donorPage.goto('/notifications');
    const card = donorPage.getByRole('button', { name: new RegExp(`^${escape(title[lang])}`) });
    await expect(async () => {
      await donorPage.reload();
      await expect(card).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await card.click();
    await expect(donorPage.getByText(message[lang])).toBeVisible();
    await expectAccessible(donorPage);
    await donorPage
      .getByRole('button', { name: tr('notifications:readMore') })
      .first()
      .click();
    await expect(donorPage).toHaveURL(/\/rewards$/);
    await context.close();

    // The results: one recipient, one notification sent and opened.
    await page.reload();
    await expect(page.getByTestId('resultsRecipients')).toHaveText('1');
    await expect(page.getByTestId('resultsSent')).toHaveText('1');
    await expect(page.getByTestId('resultsRead')).toHaveText('1');
    await expect(page.getByRole('button', { name: tr('content:campaigns.sendNow') })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a campaign carrying a published promotion: the donor’s notification opens that promotion', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const promotionTitle = { en: `Bring a friend ${tag}`, es: `Trae a un amigo ${tag}` };
    const title = { en: `A promotion for you ${tag}`, es: `Una promoción para ti ${tag}` };
    const teaser = { en: 'Read More tells you all about it.', es: 'Leer más te lo cuenta todo.' };
    const objective = { en: 'A friend’s first donation.', es: 'La primera donación de un amigo.' };
    const field = (label: string, language: 'en' | 'es') =>
      `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
    const { donor, day, nextDay } = await loneDonor(request);
    const editor = await freshStaff(request, 'content_editor', 'Pablo Promotions');
    const content = await contentApi(request, editor.email);

    // A published promotion, not announced: only the campaign's recipient is told about it.
    const both = (en: string, es: string) => ({ en, es });
    const promotion = await content<{ id: string; version: number }>('savePromotion', {
      fields: {
        type: 'campaign',
        title: promotionTitle,
        description: both('Bring a friend to donate and both earn points.', 'Trae a un amigo a donar y ambos ganan puntos.'),
        objective,
        blocks: [],
        images: [],
        rewardPoints: 100,
        rewardStartsAt: null,
        rewardEndsAt: null,
        plasmaName: 'Demo Plasma Austin North',
        plasmaAddress: '8120 Research Blvd, Austin, TX 78758',
        announce: false,
        questions: [],
      },
    });
    const published = await content<{ version: number }>('publishContent', {
      kind: 'promotion',
      id: promotion.id,
      expectedVersion: promotion.version,
      expireAt: null,
    });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInStaff(page, lang, editor.email);
      // The staff token lives in the page: the console is reached through its menu, not by loading an address.
      await page.getByRole('link', { name: tr('staff:nav.campaigns') }).click();
      await page.getByRole('link', { name: tr('content:campaigns.new') }).click();
      for (const language of ['en', 'es'] as const) {
        await page.getByLabel(field('content:editor.title', language), { exact: true }).fill(title[language]);
        await page.getByLabel(field('content:campaigns.message', language), { exact: true }).fill(teaser[language]);
      }
      await page.getByLabel(tr('content:campaigns.promotion')).selectOption({ label: promotionTitle[lang] });
      await page.getByLabel(tr('content:campaigns.lastDonationFrom')).fill(day);
      await page.getByLabel(tr('content:campaigns.lastDonationBefore')).fill(nextDay);
      await expect(page.getByTestId('recipient-count')).toHaveText(tr('content:campaigns.count_one', { count: 1 }));
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('content:campaigns.save') }).click();
      await expect(page).toHaveURL(/\/staff\/campaigns\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: tr('content:campaigns.sendNow') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: tr('content:campaigns.done', { status: tr('content:campaigns.status.scheduled') }) }),
      ).toBeVisible();

      const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
      const donorPage = await context.newPage();
      await signIn(donorPage, donor.email);
      await donorPage.goto('/notifications');
      const card = donorPage.getByRole('button', { name: new RegExp(`^${escape(title[lang])}`) });
      await expect(async () => {
        await donorPage.reload();
        await expect(card).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      await card.click();
      await donorPage
        .getByRole('button', { name: tr('notifications:readMore') })
        .first()
        .click();
      const modal = donorPage.getByRole('dialog');
      // The promotion's own modal (its objective is nowhere in the campaign's texts), not the notification's detail.
      await expect(modal.getByRole('heading', { name: promotionTitle[lang] })).toBeVisible();
      await expect(modal).toContainText(objective[lang]);
      await expectAccessible(donorPage);
      await context.close();
    } finally {
      await content('retireContent', { kind: 'promotion', id: promotion.id, expectedVersion: published.version });
    }
  });
});
