import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/fixtures';
import { retireContent } from '../../support/content-api';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('content console: survey promotions (issue 16)', () => {
  test('an editor writes a bilingual survey, publishes it, a fresh donor answers it, and the editor reads and exports the results', async ({
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
    const text = {
      title: { en: `Visit survey ${tag}`, es: `Encuesta de visita ${tag}` },
      description: { en: 'Two questions about your visit.', es: 'Dos preguntas sobre tu visita.' },
      objective: { en: 'Help us improve.', es: 'Ayúdanos a mejorar.' },
      wait: { en: 'How long did you wait?', es: '¿Cuánto esperaste?' },
      short: { en: 'Under 15 minutes', es: 'Menos de 15 minutos' },
      long: { en: 'Over 15 minutes', es: 'Más de 15 minutos' },
      better: { en: 'What could we do better?', es: '¿Qué podríamos mejorar?' },
    };
    const field = (label: string, language: 'en' | 'es', values?: Record<string, number>) =>
      `${tr(label, values)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;
    const editor = await freshStaff(request, 'content_editor', 'Sara Survey');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, lang, editor.email);
    await page.getByRole('link', { name: tr('staff:nav.promotions') }).click();
    await page.getByRole('link', { name: tr('content:promotions.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('content:promotions.newTitle') })).toBeVisible();

    await page.getByLabel(tr('content:promotions.type'), { exact: true }).selectOption('survey');
    await expect(page.getByText(tr('content:survey.none'))).toBeVisible();
    for (const language of ['en', 'es'] as const) {
      await page.getByLabel(field('content:editor.title', language), { exact: true }).fill(text.title[language]);
      await page.getByLabel(field('content:promotions.description', language), { exact: true }).fill(text.description[language]);
      await page.getByLabel(field('content:promotions.objective', language), { exact: true }).fill(text.objective[language]);
    }
    await page.getByLabel(tr('content:promotions.plasmaName')).fill('Demo Plasma Austin North');
    await page.getByLabel(tr('content:promotions.plasmaAddress')).fill('8120 Research Blvd, Austin, TX 78758');

    // A single choice with two options, then a written answer whose Spanish is left empty for now.
    await page.getByRole('button', { name: tr('content:survey.addQuestion') }).click();
    const question = (i: number) => page.getByTestId(`question-${i}`);
    for (const language of ['en', 'es'] as const) {
      await question(0).getByLabel(field('content:survey.questionText', language), { exact: true }).fill(text.wait[language]);
      await question(0)
        .getByLabel(field('content:survey.option', language, { n: 1 }), { exact: true })
        .fill(text.short[language]);
      await question(0)
        .getByLabel(field('content:survey.option', language, { n: 2 }), { exact: true })
        .fill(text.long[language]);
    }
    await page.getByRole('button', { name: tr('content:survey.addQuestion') }).click();
    await question(1).getByLabel(tr('content:survey.questionType'), { exact: true }).selectOption('2');
    await expect(question(1).getByText(tr('content:survey.textNote'))).toBeVisible();
    await question(1).getByLabel(field('content:survey.questionText', 'en'), { exact: true }).fill(text.better.en);
    await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/promotions\/promo-[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';

    try {
      // Publishing with the Spanish question empty is refused, marking it (the message names no JSON path).
      await page.getByRole('button', { name: tr('content:publishing.publish') }).click();
      await expect(page.getByRole('alert').filter({ hasText: tr('messages:contentIncomplete', { count: 1 }) })).toBeVisible();
      await expect(question(1).getByText(tr('messages:requiredStar'))).toBeVisible();
      await question(1).getByLabel(field('content:survey.questionText', 'es'), { exact: true }).fill(text.better.es);
      await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: 2 }) })).toBeVisible();

      // Preview as a donor: the donor's own survey form with the draft's questions, in Spanish at a phone's width.
      await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
      await page.getByRole('button', { name: tr('content:preview.open') }).click();
      const preview = page.getByTestId('promotion-preview');
      await expect(preview).toHaveAttribute('data-width', '390');
      await expect(preview.getByRole('radio', { name: text.short.es })).toBeVisible();
      await expect(preview.getByRole('dialog')).toContainText(text.better.es);
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('content:publishing.publish') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('content:states.published') })).toBeVisible();
      await expectAccessible(page);

      // A fresh donor answers it from her notifications, at a phone's width, in her language.
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
      await modal.getByRole('radio', { name: text.long[lang] }).check();
      await modal.getByRole('textbox').fill('More chairs in the evening.');
      await expectAccessible(donorPage);
      await modal.getByRole('button', { name: tr('notifications:survey.submit') }).click();
      await expect(donorPage.getByText(tr('notifications:survey.success'))).toBeVisible();
      await context.close();

      // The results: counts only, then the CSV the browser saves.
      await page.getByRole('link', { name: tr('content:survey.resultsLink') }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr('content:results.title') })).toBeVisible();
      await expect(page.getByText(tr('content:results.respondents_one', { count: 1 }))).toBeVisible();
      const options = page.getByRole('table', { name: tr('content:results.question', { n: 1, text: text.wait[lang] }) });
      await expect(options.getByRole('row', { name: text.long[lang] })).toContainText('1');
      await expect(options.getByRole('row', { name: text.short[lang] })).toContainText('0');
      await expect(page.getByText('More chairs in the evening.')).toHaveCount(0);
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: tr('content:results.export') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`survey-results-${id}-${lang}.csv`);
      const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
      expect(csv).toEqual([
        'question_number,question,question_type,answer_number,answer,count',
        ',,,,respondents,1',
        `1,${text.wait[lang]},single,1,${text.short[lang]},0`,
        `1,${text.wait[lang]},single,2,${text.long[lang]},1`,
        `2,${text.better[lang]},text,,,1`,
        '',
      ]);
      await expect(
        page.getByRole('status').filter({ hasText: tr('content:results.exported', { name: download.suggestedFilename() }) }),
      ).toBeVisible();

      // At a phone's width the results stay readable and reachable.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(options).toBeVisible();
      await expectAccessible(page);
    } finally {
      await retireContent(request, editor.email, 'promotion', id);
    }
  });
});
