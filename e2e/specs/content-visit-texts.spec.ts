import type { APIRequestContext } from '@playwright/test';
import { text as catalogueText } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { recordDonation, registerFreshDonor } from '../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../support/fresh-staff';
import { withServerLock } from '../support/server-lock';
import { signInStaff } from '../support/staff-console';

const KEY = 'notification_donation_thanks';

interface StoredThanks {
  version: number;
  fields: { en: { title: string; message: string }; es: { title: string; message: string } };
}

/** The editor's API: the document as stored, and restoring a version (when the test stopped before doing it). */
async function editorApi(request: APIRequestContext, email: string) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const stored = async () => ((await (await call('content', 'getDocument', { id: KEY }, token)).json()) as { item: StoredThanks }).item;
  const restore = async (version: number) => {
    const current = await stored();
    if (current.version !== version)
      await call('content', 'restoreRevision', { kind: 'document', id: KEY, version, expectedVersion: current.version }, token);
  };
  return { stored, restore };
}

test.describe('content console: the texts the server writes for donors (issue 16, decision 033)', () => {
  test('an editor changes the thank-you notification in both languages (a missing placeholder refused), previews the donor’s card on a phone; a fresh donor’s recorded donation shows it in English and Spanish; the editor restores the previous version', async ({
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
    const title = { en: `Thanks for your gift ${tag}`, es: `Gracias por tu donación ${tag}` };
    const label = (field: 'title' | 'message', language: 'en' | 'es') =>
      `${tr(`content:documents.fields.${field}`)} · ${tr(language === 'en' ? 'content:documents.english' : 'content:documents.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Noa Notices');
    const api = await editorApi(request, editor.email);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    await expect(page.getByRole('heading', { level: 2, name: tr('content:documents.groups.notices') })).toBeVisible();
    const name = tr(`content:documents.names.${KEY}`);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name }) })).toBeVisible();
    await expectAccessible(page);

    // The one document is shared by both languages' runs: each holds it while it is changed.
    await withServerLock('visit-texts', async () => {
      const before = await api.stored();
      try {
        // The message must keep its placeholders: the refusal lands on the Spanish message.
        const message = page.getByLabel(label('message', 'es'), { exact: true });
        await expect(message).toHaveValue(before.fields.es.message);
        await message.fill('Ganaste puntos. Cuéntanos cómo te fue.');
        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(message).toHaveAttribute('aria-invalid', 'true');
        await message.fill(before.fields.es.message);
        for (const language of ['en', 'es'] as const)
          await page.getByLabel(label('title', language), { exact: true }).fill(title[language]);

        // Preview as a donor: the notification card of the donor's list, in Spanish at a phone's width.
        await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
        await page.getByRole('button', { name: tr('content:preview.open') }).click();
        const preview = page.getByTestId('document-preview');
        await expect(preview).toHaveAttribute('data-width', '390');
        await expect(preview.getByText(title.es)).toBeVisible();
        await expectAccessible(page);

        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: before.version + 1 }) }),
        ).toBeVisible();

        // A donor of this test's own donates: the notification carries the new title, in English and in Spanish.
        const donor = await registerFreshDonor(request);
        await recordDonation(request, donor.donorNumber);
        for (const language of ['en', 'es'] as const) {
          const context = await browser.newContext({
            locale: language === 'es' ? 'es-US' : 'en-US',
            viewport: { width: 390, height: 844 },
          });
          const donorPage = await context.newPage();
          await signIn(donorPage, donor.email);
          await donorPage.goto('/notifications');
          await expect(donorPage.getByRole('heading', { level: 1, name: catalogueText(language, 'notifications:title') })).toBeVisible();
          await expect(donorPage.getByText(title[language])).toBeVisible();
          if (language === lang) await expectAccessible(donorPage);
          await context.close();
        }

        // Back to the version before the test, so every other spec's donations read the seed's text again.
        await page.getByRole('button', { name: tr('content:revisions.restore', { version: before.version }) }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version: before.version }) }),
        ).toBeVisible();
        await expect(page.getByLabel(label('title', 'es'), { exact: true })).toHaveValue(before.fields.es.title);
      } finally {
        const after = await api.stored();
        if (after.fields.en.title !== before.fields.en.title || after.fields.es.title !== before.fields.es.title) {
          await api.restore(before.version);
        }
      }
    });
  });
});
