import { expect, test } from '../../support/fixtures';
import { e2eAccounts, literacyCheck, predonorSurvey, qualificationCheck } from '../../support/demo-content';

type Localized<T> = { en: T; es: T };

test.describe('pre-screening', () => {
  // One fresh pre-donor per language: the walk changes the donor's state for good.
  test('a pre-donor walks the literacy check, the pre-donor survey and the qualification check, leaving and resuming', async ({
    page,
    lang,
    tr,
    signIn,
    expectAccessible,
  }) => {
    // A long walk through three checks with an axe scan at each screen, on a machine shared with other runs.
    test.setTimeout(180_000);
    const l = <T>(text: Localized<T>): T => text[lang];
    const option = (question: { options?: { value: string; text: Localized<string> }[] }, value: string) =>
      l(question.options?.find((o) => o.value === value)?.text ?? { en: value, es: value });
    const questionOf = (
      pages: { questions: { id: string; text: Localized<string>; options?: { value: string; text: Localized<string> }[] }[] }[],
      id: string,
    ) => {
      const found = pages.flatMap((p) => p.questions).find((q) => q.id === id);
      if (!found) throw new Error(`no question ${id}`);
      return found;
    };
    type Pages = Parameters<typeof questionOf>[0];
    const choose = (pages: Pages, id: string, value: string) => {
      const question = questionOf(pages, id);
      return page
        .getByRole('radiogroup', { name: l(question.text) })
        .getByRole('radio', { name: option(question, value), exact: true })
        .check();
    };
    const counter = (current: number) => page.getByText(tr('prescreening:progress', { current, total: 3 }), { exact: true });

    await signIn(page, e2eAccounts.predonor(lang));

    // Literacy check: prerequisite, landing, first page saved, then the donor leaves.
    await page.getByRole('link', { name: l(literacyCheck.card).buttonText ?? '' }).click();
    await expect(page).toHaveURL(/\/takingsurvey\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: l(literacyCheck.prerequisite ?? literacyCheck.card).title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: lang === 'en' ? 'I’m ready' : 'Estoy listo' }).click();
    await page.getByRole('button', { name: l(literacyCheck.format).landing.startButton }).click();
    await expect(counter(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'What is plasma?' : '¿Qué es el plasma?' })).toBeVisible();
    await page.getByRole('button', { name: l(literacyCheck.format).nextButtonText ?? '' }).click();
    await expect(page.getByRole('alert').filter({ hasText: l(literacyCheck.format).emptyFieldsError ?? '' })).toBeVisible();
    await choose(literacyCheck.pages, 'plasmaIs', 'liquid');
    await page.getByRole('button', { name: l(literacyCheck.format).nextButtonText ?? '' }).click();
    await expect(counter(2)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    await page.getByRole('link', { name: l(literacyCheck.card).buttonText ?? '' }).click();
    await page.getByRole('button', { name: lang === 'en' ? 'I’m ready' : 'Estoy listo' }).click();
    await page.getByRole('button', { name: l(literacyCheck.format).landing.startButton }).click();
    await expect(counter(2)).toBeVisible();
    await page.getByRole('button', { name: tr('prescreening:back') }).click();
    await expect(counter(1)).toBeVisible();
    await expect(
      page.getByRole('radio', { name: option(questionOf(literacyCheck.pages, 'plasmaIs'), 'liquid'), exact: true }),
    ).toBeChecked();
    await page.getByRole('button', { name: l(literacyCheck.format).nextButtonText ?? '' }).click();
    await choose(literacyCheck.pages, 'returned', 'redCells');
    await page.getByRole('button', { name: l(literacyCheck.format).nextButtonText ?? '' }).click();
    await expect(counter(3)).toBeVisible();
    await choose(literacyCheck.pages, 'agree', 'yes');
    await page.getByRole('button', { name: l(literacyCheck.format).submitButtonText ?? '' }).click();
    await expect(page.getByRole('heading', { level: 1, name: l(literacyCheck.success).title })).toBeVisible();
    await expect(page.getByRole('link', { name: tr('prescreening:saveSurveyForLater') })).toBeVisible();
    await expectAccessible(page);

    // Pre-donor survey: first page saved, the donor leaves from the home card and resumes on page 2.
    await page.getByRole('link', { name: tr('prescreening:startSurvey') }).click();
    await expect(page).toHaveURL(/\/predonorsurvey$/);
    await page.getByRole('checkbox', { name: option(questionOf(predonorSurvey.pages, 'conditions'), 'none') }).check();
    await choose(predonorSurvey.pages, 'seizures', 'no');
    await page.getByRole('button', { name: l(predonorSurvey.intro).nextButtonText }).click();
    await expect(counter(2)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: tr('prescreening:saveForLater') }).click();
    await page.getByRole('link', { name: l(predonorSurvey.card).buttonText ?? '' }).click();
    await expect(counter(2)).toBeVisible();
    for (const id of ['surgery', 'transfusion', 'vaccine']) {
      await choose(predonorSurvey.pages, id, 'no');
    }
    await page.getByRole('button', { name: l(predonorSurvey.intro).nextButtonText }).click();
    await choose(predonorSurvey.pages, 'pregnant', 'na');
    await page.getByRole('button', { name: l(predonorSurvey.intro).submitButtonText }).click();
    await expect(page.getByRole('heading', { level: 1, name: l(predonorSurvey.success).title })).toBeVisible();
    await page.getByRole('link', { name: tr('prescreening:goToPrescreening') }).click();

    // Qualification check: a recent tattoo defers the donor for 120 days; the result shows the date.
    const format = l(qualificationCheck.format);
    await expect(page.getByRole('heading', { level: 2, name: format.landing.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: format.landing.startButton }).click();
    await page.getByLabel(l(questionOf(qualificationCheck.pages, 'age').text)).fill('30');
    await page.getByLabel(l(questionOf(qualificationCheck.pages, 'weight').text)).fill('160');
    await expectAccessible(page);
    await page.getByRole('button', { name: format.nextButtonText ?? '' }).click();
    await choose(qualificationCheck.pages, 'tattoo', 'yes');
    await choose(qualificationCheck.pages, 'travel', 'no');
    await page.getByRole('button', { name: format.nextButtonText ?? '' }).click();
    await page.getByRole('checkbox', { name: option(questionOf(qualificationCheck.pages, 'medications'), 'none') }).check();
    await choose(qualificationCheck.pages, 'feelingWell', 'yes');
    await page.getByRole('button', { name: format.submitButtonText ?? '' }).click();

    await expect(page.getByRole('heading', { level: 1, name: l(qualificationCheck.overlayTitle) })).toBeVisible();
    const until = new Date(Date.now() + 120 * 24 * 60 * 60 * 1000);
    const longDate = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate())),
    );
    await expect(page.getByText(longDate)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).locator('em')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: lang === 'en' ? 'Go to home' : 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: l(qualificationCheck.notEligibleCard).title })).toBeVisible();
    await expect(page.getByRole('region', { name: tr('deferral:label') })).toContainText(longDate);
  });

  test('a regular donor sees her screening status, and a step she cannot open says why and where to go', async ({
    page,
    tr,
    signIn,
    expectAccessible,
  }) => {
    // Maria (demo, read only) is a regular donor with donations.
    await signIn(page);
    await page.goto('/takingsurvey/assessment');
    await expect(page.getByRole('heading', { level: 1, name: tr('prescreening:screening.title') })).toBeVisible();
    const [before, after] = tr('prescreening:screening.validUntil', { date: '\u0000' }).split('\u0000');
    await expect(page.getByText(tr('prescreening:screening.registered'))).toBeVisible();
    await expect(page.getByText(new RegExp(`^${escape(before ?? '')}.+${escape(after ?? '')}$`))).toBeVisible();
    await expect(page.getByText('Nothing to do here')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/takingsurvey/assessment/predonorsurvey');
    await expect(page.getByRole('heading', { level: 1, name: tr('prescreening:closed.notForYouTitle') })).toBeVisible();
    await expect(page.getByText(tr('prescreening:closed.notForYouText'))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: tr('prescreening:closed.seeStatus') }).click();
    await expect(page).toHaveURL(/\/takingsurvey\/assessment$/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
