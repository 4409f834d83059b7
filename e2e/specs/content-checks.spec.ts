import { predonorSurvey } from '../support/demo-content';
import { withServerLock } from '../support/file-lock';
import { expect, test } from '../support/fixtures';
import { registerFreshDonor } from '../support/fresh-donor';
import { freshStaff } from '../support/fresh-staff';
import { passLiteracyCheck, republish } from '../support/screening-api';
import { signInStaff } from '../support/staff-console';

test.describe('content console: checks as versions (issue 16)', () => {
  test('an editor adds an optional question to the pre-donor survey in both languages, previews it in Spanish on a phone and publishes it; a fresh donor sees it', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    // What new donors start is shared by every test: the English and Spanish runs take their turns, and each puts the
    // original version back in force before letting go.
    await withServerLock('screening-checks', async () => {
      const tag = `${lang}-${Date.now().toString(36)}`;
      const question = {
        en: `Is there anything the center should know before your visit? (${tag})`,
        es: `¿Hay algo que el centro deba saber antes de tu visita? (${tag})`,
      };
      const field = (language: 'en' | 'es') =>
        `${tr('screening-content:editor.questionText')} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
      const editor = await freshStaff(request, 'content_editor', 'Cam Checks');

      await page.setViewportSize({ width: 1280, height: 900 });
      await signInStaff(page, lang, editor.email);
      await page.getByRole('link', { name: tr('staff:nav.screening') }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr('screening-content:list.title') })).toBeVisible();
      const surveys = page.getByRole('region', { name: tr('screening-content:kinds.predonorsurvey') });
      const published = surveys.getByRole('row').filter({ has: page.getByRole('link'), hasText: tr('screening-content:states.published') });
      await expect(published).toHaveCount(1);
      await expectAccessible(page);
      await published.getByRole('link').click();
      await expect(page).toHaveURL(/\/staff\/screening\/predonorsurvey\/[\w-]+$/);
      const originalId = page.url().split('/').pop() ?? '';

      try {
        // A published version never changes: the edit becomes a new draft.
        await expect(page.getByText(tr('screening-content:editor.saveAsDraft'))).toBeVisible();
        const firstPage = tr('screening-content:editor.page', { n: 1 });
        await page.getByRole('button', { name: tr('screening-content:editor.addQuestion', { page: firstPage }) }).click();
        const added = page.getByTestId(`question-fields.pages.0.questions.${predonorSurvey.pages[0]?.questions.length ?? 0}`);
        await added.getByLabel(tr('screening-content:editor.answerType')).selectOption('text');
        await added.getByLabel(field('en'), { exact: true }).fill(question.en);
        await added.getByLabel(field('es'), { exact: true }).fill(question.es);
        await added.getByLabel(tr('screening-content:editor.optional')).check();
        await page.getByRole('button', { name: tr('screening-content:editor.saveAsDraft') }).click();
        await expect(page).not.toHaveURL(new RegExp(`${originalId}$`));
        await expect(page.getByRole('button', { name: tr('screening-content:editor.save') })).toBeVisible();
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        const version = Number(/(\d+)\s*$/.exec(title)?.[1]);

        // The comparison with the version before names the new question's texts.
        await expect(page.getByTestId('version-changes')).toContainText(question.es);

        // Preview as a donor: the donor's check page with the draft, in Spanish at a phone's width.
        await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
        await page.getByRole('button', { name: tr('content:preview.open') }).click();
        const preview = page.getByTestId('check-preview');
        await expect(preview).toHaveAttribute('data-width', '390');
        await expect(preview.getByLabel(question.es)).toBeVisible();
        await expect(preview.getByRole('button', { name: predonorSurvey.intro.es.nextButtonText })).toBeVisible();
        // The scan reads the page at rest, not the open button still pressed under the pointer.
        await page.mouse.move(0, 0);
        await expectAccessible(page);

        await page.getByRole('button', { name: tr('screening-content:publish.button', { version }) }).click();
        await expect(page.getByRole('status').filter({ hasText: tr('screening-content:publish.done', { version }) })).toBeVisible();
        await expectAccessible(page);

        // A fresh donor, past the literacy check, finds the new question on the survey's first page, in her language.
        const donor = await registerFreshDonor(request);
        await passLiteracyCheck(request, donor.email);
        const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
        const donorPage = await context.newPage();
        await signIn(donorPage, donor.email);
        await donorPage.goto('/takingsurvey/assessment/predonorsurvey');
        await expect(donorPage.getByLabel(question[lang])).toBeVisible();
        await expectAccessible(donorPage);
        // It is optional: the page goes on without it.
        const conditions = predonorSurvey.pages[0]?.questions[0];
        await donorPage.getByRole('checkbox', { name: conditions?.options?.find((o) => o.value === 'none')?.text[lang] ?? '' }).check();
        const seizures = predonorSurvey.pages[0]?.questions[1];
        await donorPage
          .getByRole('radiogroup', { name: seizures?.text[lang] ?? '' })
          .getByRole('radio', { name: seizures?.options?.find((o) => o.value === 'no')?.text[lang] ?? '', exact: true })
          .check();
        await donorPage.getByRole('button', { name: predonorSurvey.intro[lang].nextButtonText }).click();
        await expect(donorPage.getByText(tr('prescreening:progress', { current: 2, total: 3 }), { exact: true })).toBeVisible();
        await context.close();
      } finally {
        await republish(request, editor.email, 'predonorsurvey', originalId);
      }
    });
  });
});
