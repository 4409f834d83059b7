import type { APIRequestContext } from '@playwright/test';
import { text } from '../../support/catalogue';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';
import { withServerLock } from '../../support/server-lock';
import { signInStaff } from '../../support/staff-console';

interface Tree {
  version: number;
  publishedVersion: number | null;
  fields: { root: { children: unknown[] } };
}

/** The chatbot tree's draft as an editor's API call reads it, and the call to change it. */
async function treeApi(request: APIRequestContext, email: string) {
  const call = (serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName: serviceType === 'login' ? 'staff' : 'content', serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  return {
    get: async () => ((await (await call('getChatbot', {}, token)).json()) as { item: Tree }).item,
    call: (serviceType: string, params: object) => call(serviceType, params, token),
  };
}

test.describe('content console: the chatbot tree (issue 16)', () => {
  test('an editor adds an option in both languages, previews it in Spanish on a phone and publishes it; a fresh donor picks it; the editor removes it again', async ({
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
    const label = { en: `Parking ${tag}`, es: `Estacionamiento ${tag}` };
    const answer = { en: `Free parking at every center (${tag}).`, es: `Estacionamiento gratis en cada centro (${tag}).` };
    const editor = await freshStaff(request, 'content_editor', 'Carla Chatbot');
    const api = await treeApi(request, editor.email);

    // The one tree is shared by every test on this server: one test edits it at a time.
    await withServerLock('chatbot', async () => {
      const original = await api.get();
      const options = original.fields.root.children.length;
      const field = (name: string, language: 'en' | 'es') =>
        `${tr(name)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
      try {
        // The whole demo tree, three levels deep, fits a phone.
        await page.setViewportSize({ width: 390, height: 844 });
        await signInStaff(page, lang, editor.email);
        await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
        await page.getByRole('link', { name: tr('staff:nav.chatbot') }).click();
        await expect(page.getByRole('heading', { level: 1, name: tr('content:chatbot.title') })).toBeVisible();
        await expect(page.getByText(tr('content:chatbot.upToDate'), { exact: false })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.setViewportSize({ width: 1280, height: 900 });

        await page.getByRole('button', { name: tr('content:chatbot.addOption', { node: tr('content:chatbot.root') }) }).click();
        const option = page.getByRole('group', { name: tr('content:chatbot.option', { n: String(options + 1) }), exact: true });
        for (const language of ['en', 'es'] as const) {
          await option.getByLabel(field('content:chatbot.label', language), { exact: true }).fill(label[language]);
          await option.getByLabel(field('content:chatbot.answer', language), { exact: true }).fill(answer[language]);
        }
        // Keyboard only: moving an option up and back down, the focus follows it.
        const nodeButton = (key: string, n: number) =>
          page.getByRole('button', { name: tr(key, { node: tr('content:chatbot.option', { n: String(n) }) }), exact: true });
        await nodeButton('content:chatbot.moveUp', options + 1).focus();
        await page.keyboard.press('Enter');
        await expect(nodeButton('content:chatbot.moveUp', options)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(nodeButton('content:chatbot.moveDown', options)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(nodeButton('content:chatbot.moveUp', options + 1)).toBeFocused();
        await expect(option.getByLabel(field('content:chatbot.label', 'en'), { exact: true })).toHaveValue(label.en);
        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: original.version + 1 }) }),
        ).toBeVisible();
        await expect(page.getByText(tr('content:chatbot.unpublished'), { exact: false })).toBeVisible();
        // The comparison with the version before names the new option as the form numbers it, not by its JSON path.
        const changes = page.getByTestId('revision-changes');
        await expect(changes.getByRole('row', { name: label.es })).toContainText(
          `${tr('content:chatbot.option', { n: String(options + 1) })}${tr('content:revisions.separator')}${field('content:chatbot.label', 'es')}`,
        );
        await expect(changes).not.toContainText('fields.');
        // A yes-or-no field reads in the console's language, not `false`.
        await expect(changes.getByRole('row', { name: tr('content:chatbot.offersRequest') })).toContainText(tr('content:revisions.no'));
        await expect(changes).not.toContainText('false');

        // Preview as a donor: the donor's own chat window walking the draft, in Spanish at a phone's width.
        await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
        await page.getByRole('button', { name: tr('content:preview.open') }).click();
        const preview = page.getByTestId('chatbot-preview');
        await expect(preview).toHaveAttribute('data-width', '390');
        const chat = preview.getByRole('dialog', { name: text('es', 'contact:chat.title') });
        await chat.getByRole('button', { name: label.es }).click();
        await expect(chat).toContainText(answer.es);
        expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(391);
        await expectAccessible(page);

        await page.getByRole('button', { name: tr('content:chatbot.publish') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:chatbot.published', { version: original.version + 2 }) }),
        ).toBeVisible();

        // A donor of this test's own opens the chat at a phone's width and picks the new option in her language.
        const donor = await registerFreshDonor(request);
        const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
        const donorPage = await context.newPage();
        await signIn(donorPage, donor.email);
        await donorPage.goto('/contact');
        await donorPage.getByRole('button', { name: tr('contact:chat.launcher') }).click();
        const donorChat = donorPage.getByRole('dialog', { name: tr('contact:chat.title') });
        await donorChat.getByRole('button', { name: label[lang] }).click();
        await expect(donorChat).toContainText(answer[lang]);
        await expectAccessible(donorPage);
        await context.close();

        // The editor removes it and publishes: the donors' tree is the original again (the option is retired).
        await page
          .getByRole('button', { name: tr('content:chatbot.remove', { node: tr('content:chatbot.option', { n: String(options + 1) }) }) })
          .click();
        // Its buttons are gone: the focus is on its parent's "add an option", not lost to the page.
        await expect(
          page.getByRole('button', { name: tr('content:chatbot.addOption', { node: tr('content:chatbot.root') }) }),
        ).toBeFocused();
        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: original.version + 3 }) }),
        ).toBeVisible();
        await page.getByRole('button', { name: tr('content:chatbot.publish') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:chatbot.published', { version: original.version + 4 }) }),
        ).toBeVisible();
      } finally {
        // Whatever failed above, the next test finds the original tree published.
        const now = await api.get();
        if (now.fields.root.children.length !== options || now.publishedVersion !== now.version) {
          const restored = await api.call('restoreRevision', {
            kind: 'chatbot',
            id: 'chatbot',
            version: original.version,
            expectedVersion: now.version,
          });
          await api.call('publishContent', { kind: 'chatbot', id: 'chatbot', expectedVersion: now.version + 1, expireAt: null });
          expect(restored.status()).toBe(200);
        }
      }
    });
  });
});
