import type { APIRequestContext } from '@playwright/test';
import { text as catalogueText } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { testAddress } from '../support/accounts';
import { DEMO_CENTER_ID, FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../support/fresh-staff';
import { withServerLock } from '../support/server-lock';
import { signInStaff } from '../support/staff-console';

const KEY = 'notification_donation_thanks';
const APPOINTMENTS_KEY = 'notification_appointments';
const MESSAGES_KEY = 'message_templates';

interface StoredThanks {
  version: number;
  fields: { en: { title: string; message: string }; es: { title: string; message: string } };
}

/** The editor's API: the document as stored, and restoring a version (when the test stopped before doing it). */
async function editorApi(request: APIRequestContext, email: string, key = KEY) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const stored = async () => ((await (await call('content', 'getDocument', { id: key }, token)).json()) as { item: StoredThanks }).item;
  const restore = async (version: number) => {
    const current = await stored();
    if (current.version !== version)
      await call('content', 'restoreRevision', { kind: 'document', id: key, version, expectedVersion: current.version }, token);
  };
  return { stored, restore };
}

/** The donor signs in through the API and books the first free window of the coming days at her home center. */
async function bookFirstFreeWindow(request: APIRequestContext, email: string) {
  const call = async <T>(serviceName: string, serviceType: string, params: object, token?: string) => {
    const res = await request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: { 'X-Forwarded-For': testAddress(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const { token } = await call<{ token: string }>('authentication', 'login', { username: email, password: FRESH_PASSWORD });
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() + 86_400_000));
  const { days } = await call<{ days: { slots: { start: string; remaining: number; reason: unknown }[] }[] }>(
    'appointment',
    'getAvailability',
    { locationID: DEMO_CENTER_ID, from, days: 7 },
    token,
  );
  const slot = days.flatMap((day) => day.slots).find((s) => s.reason === null && s.remaining > 0);
  if (!slot) throw new Error('no free window in the coming week');
  await call('appointment', 'book', { locationID: DEMO_CENTER_ID, start: slot.start, requestId: crypto.randomUUID() }, token);
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
  test('an editor changes the notification of a booked appointment in both languages, previews it on a phone; a fresh donor who books reads it in English and Spanish; the editor restores the previous version', async ({
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
    const title = { en: `Your chair is saved ${tag}`, es: `Tu lugar está guardado ${tag}` };
    const booked = () => page.getByRole('group', { name: tr('content:documents.fields.booked'), exact: true });
    const label = (field: 'title' | 'message', language: 'en' | 'es') =>
      `${tr(`content:documents.fields.${field}`)} · ${tr(language === 'en' ? 'content:documents.english' : 'content:documents.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Nico Notices');
    const api = await editorApi(request, editor.email, APPOINTMENTS_KEY);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    const name = tr(`content:documents.names.${APPOINTMENTS_KEY}`);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name }) })).toBeVisible();
    await expect(page.getByRole('group', { name: tr('content:documents.fields.waitlistOffer'), exact: true })).toBeVisible();
    await expectAccessible(page);

    // The one document is shared by both languages' runs: each holds it while it is changed.
    await withServerLock('appointment-notices', async () => {
      const before = await api.stored();
      try {
        // A message must keep the appointment's day and center: the refusal lands on the English message.
        const message = booked().getByLabel(label('message', 'en'), { exact: true });
        await message.fill('Your donation is booked.');
        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(message).toHaveAttribute('aria-invalid', 'true');
        await message.fill('Your donation is booked for {{when}} at {{center}}.');
        for (const language of ['en', 'es'] as const)
          await booked().getByLabel(label('title', language), { exact: true }).fill(title[language]);

        // Preview as a donor: the notification cards of the donor's list, in Spanish at a phone's width.
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

        // A donor of this test's own, who last donated ten days ago, books: her notification carries the new title.
        const donor = await registerFreshDonor(request);
        await recordDonation(request, donor.donorNumber, 240);
        await bookFirstFreeWindow(request, donor.email);
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

        await page.getByRole('button', { name: tr('content:revisions.restore', { version: before.version }) }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version: before.version }) }),
        ).toBeVisible();
      } finally {
        const after = await api.stored();
        if (after.version !== before.version && JSON.stringify(after.fields) !== JSON.stringify(before.fields)) {
          await api.restore(before.version);
        }
      }
    });
  });
  test('an editor changes the verification code e-mail in both languages (a text message without its code refused), previews it on a phone; the next registration e-mail carries it; the editor restores the previous version', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const subject = { en: `Your code is here ${tag}`, es: `Aquí está tu código ${tag}` };
    const message = () => page.getByRole('group', { name: tr('content:documents.fields.registrationCode'), exact: true });
    const label = (field: 'subject' | 'sms', language: 'en' | 'es') =>
      `${tr(`content:documents.fields.${field}`)} · ${tr(language === 'en' ? 'content:documents.english' : 'content:documents.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Mia Messages');
    const api = await editorApi(request, editor.email, MESSAGES_KEY);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
    const name = tr(`content:documents.names.${MESSAGES_KEY}`);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name }) })).toBeVisible();
    await expect(message()).toBeVisible();
    await expectAccessible(page);

    await withServerLock('message-templates', async () => {
      const before = await api.stored();
      try {
        // A code's text message without the code is refused on that field.
        const sms = message().getByLabel(label('sms', 'es'), { exact: true });
        const sent = await sms.inputValue();
        await sms.fill('{{brand}}: tu código vence pronto.');
        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(sms).toHaveAttribute('aria-invalid', 'true');
        await sms.fill(sent);
        for (const language of ['en', 'es'] as const)
          await message().getByLabel(label('subject', language), { exact: true }).fill(subject[language]);

        await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
        await page.getByRole('button', { name: tr('content:preview.open') }).click();
        const preview = page.getByTestId('document-preview');
        await expect(preview).toHaveAttribute('data-width', '390');
        await expect(preview.getByText(subject.es)).toBeVisible();
        await expectAccessible(page);

        await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: before.version + 1 }) }),
        ).toBeVisible();

        // A new donor registers (her code read from the e-mail): the e-mail she was sent has the new subject.
        const donor = await registerFreshDonor(request);
        const sentTo = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(donor.email)}`)).json()) as {
          messages: { template: string; language: 'en' | 'es'; subject: string }[];
        };
        const code = sentTo.messages.find((m) => m.template === 'registrationCode');
        expect(code?.subject).toBe(code ? subject[code.language] : '');

        await page.getByRole('button', { name: tr('content:revisions.restore', { version: before.version }) }).click();
        await expect(
          page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version: before.version }) }),
        ).toBeVisible();
      } finally {
        const after = await api.stored();
        if (JSON.stringify(after.fields) !== JSON.stringify(before.fields)) await api.restore(before.version);
      }
    });
  });
});
