import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { text as catalogueText } from '../../support/catalogue';
import { expect, test } from '../../support/fixtures';
import { testAddress } from '../../support/accounts';
import { DEMO_CENTER_ID, FRESH_PASSWORD, recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';
import { layoutProblems } from '../../support/layout-probe';
import { withServerLock } from '../../support/server-lock';
import { signInStaff } from '../../support/staff-console';

const KEY = 'notification_donation_thanks';
const APPOINTMENTS_KEY = 'notification_appointments';
const MESSAGES_KEY = 'message_templates';

interface StoredDocument {
  version: number;
  fields: { en: Record<string, unknown>; es: Record<string, unknown> };
}

/** The editor's API: the document as stored, and putting back the fields a test started from. */
async function editorApi(request: APIRequestContext, email: string, key = KEY) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const stored = async () => ((await (await call('content', 'getDocument', { id: key }, token)).json()) as { item: StoredDocument }).item;
  /** When the test stopped before restoring in the console: the fields it started from come back. */
  const restoreIfChanged = async (before: StoredDocument) => {
    const current = await stored();
    if (JSON.stringify(current.fields) !== JSON.stringify(before.fields))
      await call(
        'content',
        'restoreRevision',
        { kind: 'document', id: key, version: before.version, expectedVersion: current.version },
        token,
      );
  };
  return { stored, restoreIfChanged };
}

type Tr = (key: string, values?: Record<string, string | number>) => string;
type Language = 'en' | 'es';

/** An input's label in the document editor: the field's name and its language. */
const fieldLabel = (tr: Tr, field: string, language: Language) =>
  `${tr(`content:documents.fields.${field}`)} · ${tr(language === 'en' ? 'content:documents.english' : 'content:documents.spanish')}`;

/** The editor of one document, opened from the console's documents list at a desktop's width. */
async function openDocument(page: Page, tr: Tr, key: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
  await expect(page.getByRole('heading', { level: 2, name: tr('content:documents.groups.notices') })).toBeVisible();
  const name = tr(`content:documents.names.${key}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.editTitle', { name }) })).toBeVisible();
}

/** The editor at a phone's width: nothing wider than the screen, axe; then back to the desktop. */
async function expectFitsPhone(page: Page, expectAccessible: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await layoutProblems(page)).wide).toEqual([]);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Saves with `refused` in `input` (the refusal marks it), then puts `kept` back. */
async function expectRefused(page: Page, tr: Tr, input: Locator, refused: string, kept: string) {
  await input.fill(refused);
  await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill(kept);
}

/** The unsaved document previewed in Spanish at a phone's width, showing `text`; then saved as the next version. */
async function previewAndSave(page: Page, tr: Tr, text: string, version: number, expectAccessible: (page: Page) => Promise<void>) {
  await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
  await page.getByRole('button', { name: tr('content:preview.open') }).click();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toHaveAttribute('data-width', '390');
  await expect(preview.getByText(text)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version }) })).toBeVisible();
}

/** Back to the version before the test, through the console's versions list. */
async function restoreInConsole(page: Page, tr: Tr, version: number) {
  await page.getByRole('button', { name: tr('content:revisions.restore', { version }) }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('content:revisions.restored', { version }) })).toBeVisible();
}

/** The donor reads a notification titled `title[language]` in English and in Spanish, on a phone (axe in `lang`). */
async function expectNotification(
  fixtures: { browser: Browser; signIn: (page: Page, username?: string) => Promise<void>; expectAccessible: (page: Page) => Promise<void> },
  email: string,
  title: Record<Language, string>,
  lang: string,
) {
  for (const language of ['en', 'es'] as const) {
    const context = await fixtures.browser.newContext({
      locale: language === 'es' ? 'es-US' : 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const donorPage = await context.newPage();
    await fixtures.signIn(donorPage, email);
    await donorPage.goto('/notifications');
    await expect(donorPage.getByRole('heading', { level: 1, name: catalogueText(language, 'notifications:title') })).toBeVisible();
    await expect(donorPage.getByText(title[language])).toBeVisible();
    if (language === lang) await fixtures.expectAccessible(donorPage);
    await context.close();
  }
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

test.describe('content console: the texts the server writes for donors (issue 16, decisions 033–035)', () => {
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
    const editor = await freshStaff(request, 'content_editor', 'Noa Notices');
    const api = await editorApi(request, editor.email);
    await signInStaff(page, lang, editor.email);
    await openDocument(page, tr, KEY);
    await expectAccessible(page);

    // The one document is shared by both languages' runs: each holds it while it is changed.
    await withServerLock('visit-texts', async () => {
      const before = await api.stored();
      const spanish = before.fields.es as { title: string; message: string };
      try {
        // The message must keep its placeholders: the refusal lands on the Spanish message.
        const message = page.getByLabel(fieldLabel(tr, 'message', 'es'), { exact: true });
        await expect(message).toHaveValue(spanish.message);
        await expectRefused(page, tr, message, 'Ganaste puntos. Cuéntanos cómo te fue.', spanish.message);
        for (const language of ['en', 'es'] as const)
          await page.getByLabel(fieldLabel(tr, 'title', language), { exact: true }).fill(title[language]);
        // Preview as a donor: the notification card of the donor's list.
        await previewAndSave(page, tr, title.es, before.version + 1, expectAccessible);

        // A donor of this test's own donates: the notification carries the new title, in English and in Spanish.
        const donor = await registerFreshDonor(request);
        await recordDonation(request, donor.donorNumber);
        await expectNotification({ browser, signIn, expectAccessible }, donor.email, title, lang);

        // Back to the version before the test, so every other spec's donations read the seed's text again.
        await restoreInConsole(page, tr, before.version);
        await expect(page.getByLabel(fieldLabel(tr, 'title', 'es'), { exact: true })).toHaveValue(spanish.title);
      } finally {
        await api.restoreIfChanged(before);
      }
    });
  });

  test('an editor changes the notification of a booked appointment in both languages (a missing placeholder refused), previews it on a phone; a fresh donor who books reads it in English and Spanish; the editor restores the previous version', async ({
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
    const booked = page.getByRole('group', { name: tr('content:documents.fields.booked'), exact: true });
    const editor = await freshStaff(request, 'content_editor', 'Nico Notices');
    const api = await editorApi(request, editor.email, APPOINTMENTS_KEY);
    await signInStaff(page, lang, editor.email);
    await openDocument(page, tr, APPOINTMENTS_KEY);
    await expect(page.getByRole('group', { name: tr('content:documents.fields.waitlistOffer'), exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page, expectAccessible);

    await withServerLock('appointment-notices', async () => {
      const before = await api.stored();
      try {
        // A message must keep the appointment's day and center: the refusal lands on the English message.
        const message = booked.getByLabel(fieldLabel(tr, 'message', 'en'), { exact: true });
        await expectRefused(page, tr, message, 'Your donation is booked.', 'Your donation is booked for {{when}} at {{center}}.');
        for (const language of ['en', 'es'] as const)
          await booked.getByLabel(fieldLabel(tr, 'title', language), { exact: true }).fill(title[language]);
        await previewAndSave(page, tr, title.es, before.version + 1, expectAccessible);

        // A donor of this test's own, who last donated ten days ago, books: her notification carries the new title.
        const donor = await registerFreshDonor(request);
        await recordDonation(request, donor.donorNumber, 240);
        await bookFirstFreeWindow(request, donor.email);
        await expectNotification({ browser, signIn, expectAccessible }, donor.email, title, lang);

        await restoreInConsole(page, tr, before.version);
      } finally {
        await api.restoreIfChanged(before);
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
    const message = page.getByRole('group', { name: tr('content:documents.fields.registrationCode'), exact: true });
    const editor = await freshStaff(request, 'content_editor', 'Mia Messages');
    const api = await editorApi(request, editor.email, MESSAGES_KEY);
    await signInStaff(page, lang, editor.email);
    await openDocument(page, tr, MESSAGES_KEY);
    await expect(message).toBeVisible();
    // A message sent by e-mail only has a subject and an e-mail to edit, no text message.
    const invitation = page.getByRole('group', { name: tr('content:documents.fields.staffInvitation'), exact: true });
    await expect(invitation.getByLabel(fieldLabel(tr, 'subject', 'es'), { exact: true })).toBeVisible();
    await expect(invitation.getByLabel(fieldLabel(tr, 'sms', 'es'), { exact: true })).toHaveCount(0);
    await expect(message.getByLabel(fieldLabel(tr, 'sms', 'es'), { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page, expectAccessible);

    await withServerLock('message-templates', async () => {
      const before = await api.stored();
      try {
        // A code's text message without the code is refused on that field.
        const sms = message.getByLabel(fieldLabel(tr, 'sms', 'es'), { exact: true });
        await expectRefused(page, tr, sms, '{{brand}}: tu código vence pronto.', await sms.inputValue());
        for (const language of ['en', 'es'] as const)
          await message.getByLabel(fieldLabel(tr, 'subject', language), { exact: true }).fill(subject[language]);
        await previewAndSave(page, tr, subject.es, before.version + 1, expectAccessible);

        // A new donor registers (her code read from the e-mail): the e-mail she was sent has the new subject.
        const donor = await registerFreshDonor(request);
        const sentTo = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(donor.email)}`)).json()) as {
          messages: { template: string; language: Language; subject: string }[];
        };
        const code = sentTo.messages.find((m) => m.template === 'registrationCode');
        expect(code?.subject).toBe(code ? subject[code.language] : '');

        await restoreInConsole(page, tr, before.version);
      } finally {
        await api.restoreIfChanged(before);
      }
    });
  });
});
