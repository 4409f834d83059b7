import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Retires the test's promotion through the API: an announced promotion is in every donor's notifications. */
async function retire(request: APIRequestContext, email: string, id: string) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const { item } = (await (await call('content', 'getPromotion', { id }, token)).json()) as { item: { version: number; state: string } };
  if (item.state !== 'retired') await call('content', 'retireContent', { kind: 'promotion', id, expectedVersion: item.version }, token);
}

test.describe('content console: promotions (issue 16)', () => {
  test('an editor writes a bilingual promotion, previews it in the donor modal and publishes it; a fresh donor opens it in her language', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const text = {
      title: { en: `Summer bonus ${tag}`, es: `Bono de verano ${tag}` },
      description: { en: 'Donate three times in July.', es: 'Dona tres veces en julio.' },
      objective: { en: 'Three donations in July.', es: 'Tres donaciones en julio.' },
    };
    const field = (label: string, language: 'en' | 'es') =>
      `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Paula Editor');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.promotions') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:promotions.title') })).toBeVisible();
    await page.getByRole('link', { name: tr('content:promotions.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:promotions.newTitle') })).toBeVisible();

    for (const language of ['en', 'es'] as const) {
      await page.getByLabel(field('content:editor.title', language), { exact: true }).fill(text.title[language]);
      await page.getByLabel(field('content:promotions.description', language), { exact: true }).fill(text.description[language]);
      await page.getByLabel(field('content:promotions.objective', language), { exact: true }).fill(text.objective[language]);
    }
    await page.getByLabel(tr('content:promotions.rewardPoints')).fill('200');
    await page.getByLabel(tr('content:promotions.plasmaName')).fill('Demo Plasma Austin North');
    await page.getByLabel(tr('content:promotions.plasmaAddress')).fill('8120 Research Blvd, Austin, TX 78758');
    await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/promotions\/promo-[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';

    try {
      // Preview as a donor: the donor's own promotion modal with the draft, in Spanish at a phone's width, then a desktop's.
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('promotion-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      await expect(preview.getByRole('dialog')).toContainText(text.title.es);
      await expect(preview.getByRole('dialog')).toContainText(text.objective.es);
      expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(391);
      await expectAccessible(page);
      await page.getByText(tr('content:preview.desktop'), { exact: true }).click();
      await expect(preview).toHaveAttribute('data-width', '1024');

      await page.getByRole('button', { name: tr('content:publishing.publish') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:states.published') })).toBeVisible();

      // A donor of this test's own finds it in her notifications, in her language, at a phone's width.
      const donor = await registerFreshDonor(request);
      const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
      const donorPage = await context.newPage();
      await signIn(donorPage, donor.email);
      await donorPage.goto('/notifications');
      await donorPage.getByRole('button', { name: new RegExp(`^${escape(text.title[lang])}`) }).click();
      await donorPage
        .getByRole('button', { name: tr('notifications:readMore') })
        .first()
        .click();
      const modal = donorPage.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: text.title[lang] })).toBeVisible();
      await expect(modal).toContainText(text.objective[lang]);
      await expect(modal.getByTestId('promotion-reward')).toHaveText(tr('notifications:promotion.points', { count: 200 }));
      await expectAccessible(donorPage);
      await context.close();
    } finally {
      await retire(request, editor.email, id);
    }
  });
});
