import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { FRESH_PASSWORD, registerFreshDonor } from '../../support/fresh-donor';

const EDITOR = { email: 'editor@example.com', password: 'Plasma#2026', name: 'Elena Brooks' };
/** A 1×1 PNG: the cover this test uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `datetime-local` value `minutes` from now, in the browser's zone. */
async function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const at = new Date(Date.now() + m * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes);
}

/** Retires the test's article through the API, so no other spec's donor finds it in their notifications. */
async function retire(request: APIRequestContext, id: string) {
  const call = (serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName: serviceType === 'login' ? 'staff' : 'content', serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('login', { email: EDITOR.email, password: EDITOR.password })).json()) as { token: string };
  const { item } = (await (await call('getNews', { id }, token)).json()) as { item: { version: number; state: string } };
  if (item.state !== 'retired') await call('retireContent', { kind: 'news', id, expectedVersion: item.version }, token);
}

test.describe('content console: news articles (issue 16)', () => {
  test('an editor writes a bilingual article in blocks, previews it, schedules and publishes it; a donor reads it; a version is restored', async ({
    page,
    browser,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const title = { en: `Plasma week ${tag}`, es: `Semana del plasma ${tag}` };
    const field = (label: string, language: 'en' | 'es') =>
      `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/staff/login');
    await page.getByLabel(tr('staff:login.email')).fill(EDITOR.email);
    await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(EDITOR.password);
    await page.getByRole('button', { name: tr('staff:login.submit') }).click();
    await expect(page.getByRole('heading', { name: tr('staff:home.title', { name: EDITOR.name }) })).toBeVisible();

    await page.getByRole('link', { name: tr('staff:nav.news') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:news.title') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: tr('content:news.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:editor.newTitle') })).toBeVisible();

    // The cover is uploaded to the portal, which answers the address it serves it at.
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByLabel(tr('content:editor.coverImage'), { exact: true })).toHaveValue(/^\/api\/content\/images\/[0-9a-f-]{36}$/);

    // English and Spanish side by side; the second block's Spanish is left empty for now.
    await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill(title.en);
    await page.getByLabel(field('content:editor.title', 'es'), { exact: true }).fill(title.es);
    const block = (i: number) => page.getByTestId(`block-${i}`);
    await block(0).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill('Donate this week and bring a friend.');
    await block(0).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill('Dona esta semana y trae a una amistad.');
    await page.getByLabel(tr('content:editor.blockKind')).selectOption('bullet');
    await page.getByRole('button', { name: tr('content:editor.addBlock') }).click();
    await block(1).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill('Walk-ins welcome.');
    await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/news\/news-[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';

    try {
      // Publishing with a Spanish field empty is refused, with no JSON path in the message; the field shows the error.
      await page.getByRole('button', { name: tr('content:publishing.publish') }).click();
      await expect(page.getByRole('alert').filter({ hasText: tr('messages:contentIncomplete', { count: 1 }) })).toBeVisible();
      await expect(block(1).getByText(tr('messages:requiredStar'))).toBeVisible();
      await block(1).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill('Puedes llegar sin cita.');
      await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: 2 }) })).toBeVisible();

      // Preview as a donor: the donor's own news modal with the draft, in Spanish at a phone's width, then at a desktop's.
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('news-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      await expect(preview.getByRole('dialog')).toContainText(title.es);
      await expect(preview.getByRole('dialog')).toContainText('Puedes llegar sin cita.');
      expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(391);
      await expectAccessible(page);
      await page.getByText(tr('content:preview.desktop'), { exact: true }).click();
      await expect(preview).toHaveAttribute('data-width', '1024');

      // Scheduled for tomorrow: donors do not see it yet.
      await page.getByLabel(tr('content:publishing.publishAt')).fill(await localInput(page, 24 * 60));
      await page.getByRole('button', { name: tr('content:publishing.schedule') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:states.scheduled') })).toBeVisible();
      // The form shows the saved schedule again before it is changed (its reload would undo an earlier edit).
      const publishAt = page.getByLabel(tr('content:publishing.publishAt'));
      await expect(publishAt).not.toHaveValue('');

      // Published now, expiring in a few minutes in any case. The panel starts again from the stored item when the
      // scheduled version's reload arrives, which may come after the field above already held the typed time: the
      // reads settle first, and the publish time is emptied until the button says it publishes now.
      // A reload that lands later still (seen once in a full run on a busy machine) puts the stored time back between the
      // emptying and the click: the whole step is tried again until the click reaches the button that publishes now.
      await page.waitForLoadState('networkidle');
      const publishNow = page.getByRole('button', { name: tr('content:publishing.publish') });
      const expireAt = await localInput(page, 10);
      await expect(async () => {
        await publishAt.fill('');
        await page.getByLabel(tr('content:publishing.expireAt')).fill(expireAt);
        await publishNow.click({ timeout: 1_000 });
      }).toPass();
      await expect(page.getByRole('status').filter({ hasText: tr('content:states.published') })).toBeVisible();

      // A donor of this test's own finds it in their notifications, in their language, at a phone's width.
      const donor = await registerFreshDonor(request);
      const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
      const donorPage = await context.newPage();
      await signInAs(donorPage, tr, donor.email, FRESH_PASSWORD);
      await donorPage.goto('/notifications');
      const card = donorPage.getByRole('button', { name: new RegExp(`^${escape(title[lang])}`) });
      await card.click();
      await donorPage
        .getByRole('button', { name: tr('notifications:readMore') })
        .first()
        .click();
      const modal = donorPage.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: title[lang] })).toBeVisible();
      const cover = modal.getByRole('img', { name: tr('notifications:news.coverAlt', { title: title[lang] }) });
      await expect(cover).toHaveAttribute('src', /^\/api\/content\/images\//);
      // The picture is decoded once its bytes arrive: wait for it rather than read it the moment the modal opens.
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      await expect(modal).toContainText(lang === 'es' ? 'Puedes llegar sin cita.' : 'Walk-ins welcome.');
      await expectAccessible(donorPage);
      await context.close();

      // A change, compared field by field with the version before, then the earlier version restored.
      await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill(`${title.en} (changed)`);
      await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: 5 }) })).toBeVisible();
      const changes = page.getByTestId('revision-changes');
      await expect(changes.getByRole('row', { name: field('content:editor.title', 'en') })).toContainText(`${title.en} (changed)`);
      await expect(changes).not.toContainText('fields.');
      await page.getByRole('button', { name: tr('content:revisions.restore', { version: 4 }) }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version: 4 }) })).toBeVisible();
      await expect(page.getByLabel(field('content:editor.title', 'en'), { exact: true })).toHaveValue(title.en);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
    } finally {
      await retire(request, id);
    }
  });
});
