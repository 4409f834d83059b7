import { demoFeedbackSurvey, demoWheelPrizes, predonorSurvey } from '../../support/demo-content';
import { withServerLock } from '../../support/server-lock';
import { expect, test } from '../../support/fixtures';
import { recordDonation, registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { passLiteracyCheck, republish, restoreFeedbackSettings } from '../../support/screening-api';
import { signInStaff } from '../../support/staff-console';

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
    await withServerLock('screening-content', async () => {
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
        await added.getByLabel(tr('screening-content:editor.optional')).check();
        await page.getByRole('button', { name: tr('screening-content:editor.saveAsDraft') }).click();
        await expect(page).not.toHaveURL(new RegExp(`${originalId}$`));
        await expect(page.getByRole('button', { name: tr('screening-content:editor.save') })).toBeVisible();
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        const version = Number(/(\d+)\s*$/.exec(title)?.[1]);

        // Publishing with the Spanish question empty is refused, marking it (the message names no JSON path); the draft
        // is completed and saved again.
        await page.getByRole('button', { name: tr('screening-content:publish.button', { version }) }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expect(page.getByRole('alert').first()).not.toContainText('fields.');
        await expect(added.getByLabel(field('es'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await added.getByLabel(field('es'), { exact: true }).fill(question.es);
        await page.getByRole('button', { name: tr('screening-content:editor.save') }).click();
        await expect(page.getByRole('status').filter({ hasText: tr('screening-content:editor.saved', { version }) })).toBeVisible();

        // The comparison with the version before names the new question's texts, by the form's labels.
        const changes = page.getByTestId('version-changes');
        await expect(changes).toContainText(question.es);
        const questionLabel = tr('screening-content:editor.question', { page: 1, n: (predonorSurvey.pages[0]?.questions.length ?? 0) + 1 });
        await expect(changes.getByRole('row', { name: question.es })).toContainText(questionLabel);
        await expect(changes).not.toContainText('pages.');
        await expect(changes.getByRole('row', { name: tr('screening-content:compare.fields.type') })).toContainText(
          tr('screening-content:types.text'),
        );

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

  test('an editor previews the after-donation survey in the donor’s survey window and changes the wheel’s prizes; a fresh donor’s wheel shows them', async ({
    page,
    browser,
    request,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    // The wheel's prizes are every donor's: one run at a time, and the demo's prizes back at the end.
    await withServerLock('screening-content', async () => {
      const editor = await freshStaff(request, 'admin', 'Wren Wheel');
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInStaff(page, lang, editor.email);
      await page.getByRole('link', { name: tr('staff:nav.screening') }).click();
      const surveys = page.getByRole('region', { name: tr('screening-content:kinds.feedback') });
      await surveys
        .getByRole('row')
        .filter({ has: page.getByRole('link'), hasText: tr('screening-content:states.published') })
        .getByRole('link')
        .click();

      // The donor's own survey window with the version's questions, in Spanish at a phone's width.
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('check-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      const surveyWindow = preview.getByRole('dialog', { name: demoFeedbackSurvey.title?.es ?? '' });
      await expect(surveyWindow.getByRole('radio', { name: 'Excelente' })).toBeVisible();
      await expect(surveyWindow.getByRole('checkbox', { name: 'Personal amable' })).toBeVisible();
      await page.mouse.move(0, 0);
      await expectAccessible(page);

      try {
        await page.getByRole('link', { name: tr('screening-content:editor.back') }).click();
        const settings = page.getByRole('region', { name: tr('screening-content:settings.title') });
        await settings.getByLabel(tr('screening-content:settings.daysToComplete')).fill('9');
        for (let n = demoWheelPrizes.length; n > 2; n -= 1) {
          await settings.getByRole('button', { name: tr('screening-content:settings.removePrize', { n }) }).click();
        }
        await settings.getByLabel(tr('screening-content:settings.prize', { n: 1 })).fill('7');
        await settings.getByLabel(tr('screening-content:settings.prize', { n: 2 })).fill('77');
        await settings.getByRole('button', { name: tr('screening-content:settings.save') }).click();
        await expect(settings.getByRole('status')).toHaveText(tr('screening-content:settings.saved'));
        await expectAccessible(page);

        // A fresh donor answers the survey of her donation; the wheel offers the new prizes.
        const donor = await registerFreshDonor(request);
        await recordDonation(request, donor.donorNumber);
        const context = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US', viewport: { width: 390, height: 844 } });
        const donorPage = await context.newPage();
        await signIn(donorPage, donor.email);
        await donorPage.goto('/donation/history');
        const first = donorPage.locator('.mantine-Accordion-item').first();
        await first.getByRole('button').first().click();
        await first.getByRole('button', { name: tr('history:feedbackButton') }).click();
        const survey = donorPage.getByRole('dialog', { name: demoFeedbackSurvey.title?.[lang] ?? '' });
        const answer = (index: number, order: number) =>
          demoFeedbackSurvey.questions?.[index]?.answers.find((a) => a.order === order)?.text[lang] ?? '';
        await survey.getByRole('radio', { name: answer(0, 5) }).check();
        await survey.getByRole('radio', { name: answer(1, 2) }).check();
        await survey.getByRole('checkbox', { name: answer(2, 1) }).check();
        await survey.getByRole('button', { name: tr('history:survey.submit') }).click();
        const success = donorPage.getByRole('dialog', { name: tr('messages:titleSuccess') });
        await success
          .getByRole('button', { name: tr('messages:close') })
          .last()
          .click();
        const wheel = donorPage.getByRole('dialog', { name: tr('history:wheel.title') });
        await expect(wheel.locator('svg text')).toHaveText(['7', '77']);
        await expectAccessible(donorPage);
        await context.close();
      } finally {
        await restoreFeedbackSettings(request, editor.email);
      }
    });
  });
});
