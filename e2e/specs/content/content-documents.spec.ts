import type { APIRequestContext } from '@playwright/test';
import { afterDonation, beforeDonation } from '../../../apps/server/src/db/seed/content/donation-tips';
import { text as catalogueText } from '../../support/catalogue';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

interface StoredDocument {
  version: number;
  fields: { en: { sections: { header: string }[] }; es: { sections: { header: string }[] } };
}

/** The editor's API: the document as stored, and restoring a version (when the test stopped before doing it). */
async function editorApi(request: APIRequestContext, email: string, id: string) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const stored = async () => ((await (await call('content', 'getDocument', { id }, token)).json()) as { item: StoredDocument }).item;
  const restore = async (version: number) => {
    const current = await stored();
    if (current.version !== version)
      await call('content', 'restoreRevision', { kind: 'document', id, version, expectedVersion: current.version }, token);
  };
  return { stored, restore };
}

test.describe('content console: tips, education and rewards documents (issue 16)', () => {
  test('an editor changes a tips document in both languages, previews it in Spanish on a phone and saves it; a donor reads it in English and Spanish; the editor restores the previous version', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    // Each language's run edits its own document, so the two projects never save over each other.
    const document =
      lang === 'en'
        ? { id: 'afterDonation', seed: afterDonation, tab: 'after' }
        : { id: 'beforeDonation', seed: beforeDonation, tab: 'before' };
    const tag = Date.now().toString(36);
    const header = { en: `Rest and hydrate ${tag}`, es: `Descansa e hidrátate ${tag}` };
    const original = { en: document.seed.en.sections[0]?.header ?? '', es: document.seed.es.sections[0]?.header ?? '' };
    const label = (language: 'en' | 'es') =>
      `${tr('content:documents.fields.header')} · ${tr(language === 'en' ? 'content:documents.english' : 'content:documents.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Dana Documents');
    const api = await editorApi(request, editor.email, document.id);
    const before = await api.stored();
    expect(before.fields.en.sections[0]?.header).toBe(original.en);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr('content:documents.groups.rewards') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: tr(`content:documents.names.${document.id}`), exact: true }).click();
    const name = tr(`content:documents.names.${document.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name }) })).toBeVisible();

    try {
      for (const language of ['en', 'es'] as const) {
        await expect(page.getByLabel(label(language), { exact: true }).first()).toHaveValue(original[language]);
      }
      // A live document cannot lose its Spanish: the refusal lands on the Spanish field.
      const spanish = page.getByLabel(label('es'), { exact: true }).first();
      await spanish.fill('');
      await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
      await expect(spanish).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(tr('messages:requiredStar')).first()).toBeVisible();
      for (const language of ['en', 'es'] as const) {
        await page.getByLabel(label(language), { exact: true }).first().fill(header[language]);
      }

      // Preview as a donor: the donor's own tips list with the unsaved change, in Spanish at a phone's width.
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('document-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      await expect(preview.getByRole('button', { name: header.es })).toBeVisible();
      expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(391);
      await expectAccessible(page);

      await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: before.version + 1 }) })).toBeVisible();

      // A donor of this test's own reads the change at once (the document was live), in English and in Spanish.
      const donor = await registerFreshDonor(request);
      for (const language of ['en', 'es'] as const) {
        const context = await browser.newContext({ locale: language === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
        const donorPage = await context.newPage();
        await signIn(donorPage, donor.email);
        await donorPage.goto('/donating-today/ask');
        await donorPage.getByRole('tab', { name: catalogueText(language, `donation-tips:tabs.${document.tab}`) }).click();
        await expect(donorPage.getByRole('button', { name: header[language] })).toBeVisible();
        if (language === lang) await expectAccessible(donorPage);
        await context.close();
      }

      // Back to the version before the test, so every other spec reads the seed's text again.
      await page.getByRole('button', { name: tr('content:revisions.restore', { version: before.version }) }).click();
      await expect(
        page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version: before.version }) }),
      ).toBeVisible();
      await expect(page.getByLabel(label('es'), { exact: true }).first()).toHaveValue(original.es);
    } finally {
      const after = await api.stored();
      if (after.fields.en.sections[0]?.header !== original.en || after.fields.es.sections[0]?.header !== original.es) {
        await api.restore(before.version);
      }
    }
  });

  test('a new education topic starts as a draft; the fee guide, the membership rules and an education topic preview as the donor sees them, in Spanish on a phone and in English on a desktop', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const editor = await freshStaff(request, 'content_editor', 'Pat Preview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    const cases = [
      { id: 'fee_applicant', es: 'Guía de pagos', en: 'Fee guide', role: 'heading' as const },
      { id: 'membership_rules', es: 'Niveles de membresía', en: 'Membership levels', role: 'heading' as const },
      { id: 'topic:iron', es: 'Proteína o hierro bajos', en: 'Low protein or iron', role: 'dialog' as const },
    ];
    // A new education topic starts as a draft under its code, in the editor.
    const code = `e2e-${lang}-${Date.now().toString(36)}`;
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    await page.getByLabel(tr('content:documents.newTopic.code')).fill(code);
    await page.getByRole('button', { name: tr('content:documents.newTopic.create') }).click();
    const topicName = tr('content:documents.names.topic', { title: code });
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name: topicName }) })).toBeVisible();
    await expect(page.getByRole('region', { name: tr('content:publishing.title') }).getByText(tr('content:states.draft'))).toBeVisible();

    for (const { id, es, en, role } of cases) {
      // Through the console's own links: the staff session lives in the page, not across a reload.
      await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
      const name = id.startsWith('topic:')
        ? tr('content:documents.names.topic', { title: lang === 'en' ? en : es })
        : tr(`content:documents.names.${id}`);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: tr('content:preview.title') })).toBeVisible();
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('document-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      const shown = role === 'dialog' ? preview.getByRole('dialog', { name: es }) : preview.getByRole('heading', { name: es }).first();
      await expect(shown).toBeVisible();
      await expectAccessible(page);
      await page.getByText(tr('content:editor.english'), { exact: true }).first().click();
      await page.getByText(tr('content:preview.desktop'), { exact: true }).click();
      await expect(preview).toHaveAttribute('data-width', '1024');
      const english = role === 'dialog' ? preview.getByRole('dialog', { name: en }) : preview.getByRole('heading', { name: en }).first();
      await expect(english).toBeVisible();
    }
  });

  test('the documents list at a phone’s width', async ({ page, request, lang, tr, expectAccessible }) => {
    const editor = await freshStaff(request, 'content_editor', `Phil Phone ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: tr('content:documents.names.fee_applicant'), exact: true })).toBeVisible();
    // The first column holds the document's name in the console's language and its Spanish title, and says so.
    await expect(page.getByRole('columnheader', { name: tr('content:documents.nameColumn') }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
