import type { Page } from '@playwright/test';
import { retireContent } from '../../support/content-api';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { withServerClock } from '../../support/server-clock';
import { signInStaff } from '../../support/staff-console';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `datetime-local` value `minutes` from now, in the browser's zone, and the instant it stands for. */
async function localInput(page: Page, minutes: number): Promise<{ value: string; at: Date }> {
  const value = await page.evaluate((m) => {
    const at = new Date(Date.now() + m * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes);
  const at = new Date(await page.evaluate((v) => new Date(v).toISOString(), value));
  return { value, at };
}

test.describe('content console: timed publishing (issue 16)', () => {
  test('an editor writes a bilingual article in blocks, previews it, schedules it minutes ahead; at that time (the server clock moved) a donor sees it in her notifications', async ({
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
    const title = { en: `On time ${tag}`, es: `A su hora ${tag}` };
    const body = { en: 'The new hours start on Monday.', es: 'El nuevo horario empieza el lunes.' };
    const field = (label: string, language: 'en' | 'es') =>
      `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Tomás Timer');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.news') }).click();
    await page.getByRole('link', { name: tr('content:news.new') }).click();
    await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill(title.en);
    await page.getByLabel(field('content:editor.title', 'es'), { exact: true }).fill(title.es);
    const block = (i: number) => page.getByTestId(`block-${i}`);
    await block(0).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill(body.en);
    await block(0).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill(body.es);
    await page.getByLabel(tr('content:editor.blockKind')).selectOption('h2');
    await page.getByRole('button', { name: tr('content:editor.addBlock') }).click();
    await block(1).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill('Opening hours');
    await block(1).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill('Horario');
    await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/news\/news-[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';

    try {
      // Preview as a donor in the editor's other language, at a phone's width.
      const other = lang === 'en' ? 'es' : 'en';
      await page
        .getByText(tr(other === 'es' ? 'content:editor.spanish' : 'content:editor.english'), { exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('news-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      await expect(preview.getByRole('dialog')).toContainText(title[other]);
      await expect(preview.getByRole('dialog')).toContainText(body[other]);
      await expectAccessible(page);

      await withServerClock(request, async (moveTo) => {
        // Scheduled a few minutes ahead: published at that time by no one, on the server's clock.
        const publishAt = await localInput(page, 3);
        await page.getByLabel(tr('content:publishing.publishAt')).fill(publishAt.value);
        await page.getByRole('button', { name: tr('content:publishing.schedule') }).click();
        await expect(page.getByRole('status').filter({ hasText: tr('content:states.scheduled') })).toBeVisible();

        // Before that time a fresh donor's list does not have it; opening the list clears her red dot.
        const donor = await registerFreshDonor(request);
        const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 1280, height: 900 } });
        const donorPage = await context.newPage();
        await signIn(donorPage, donor.email);
        await donorPage.goto('/notifications');
        await expect(donorPage.getByRole('heading', { level: 1 })).toBeVisible();
        const card = donorPage.getByRole('button', { name: new RegExp(`^${escape(title[lang])}`) });
        const loaded = donorPage.getByRole('list', { name: tr('notifications:title') }).or(donorPage.getByText(tr('notifications:empty')));
        await expect(loaded).toBeVisible();
        await expect(card).toHaveCount(0);
        await donorPage.goto('/');
        await expect(donorPage.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(donorPage.getByText(tr('layout:menu.newNotifications'))).toHaveCount(0);

        // The server's clock reaches the publish time: her menu shows the red dot, her list the article.
        await moveTo(new Date(publishAt.at.getTime() + 5_000));
        await donorPage.reload();
        await expect(donorPage.getByText(tr('layout:menu.newNotifications')).first()).toBeAttached();
        await donorPage.setViewportSize({ width: 390, height: 844 });
        await donorPage.goto('/notifications');
        await card.click();
        await donorPage
          .getByRole('button', { name: tr('notifications:readMore') })
          .first()
          .click();
        const modal = donorPage.getByRole('dialog');
        await expect(modal.getByRole('heading', { name: title[lang] })).toBeVisible();
        await expect(modal).toContainText(body[lang]);
        await expectAccessible(donorPage);
        await context.close();

        await page.reload();
        await expect(page.getByText(tr('content:states.published')).first()).toBeVisible();
      });
    } finally {
      await retireContent(request, editor.email, 'news', id);
    }
  });
});
