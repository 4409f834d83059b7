import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../support/catalogue';

/** Where the guide's pictures go: docs/editors-guide/<name>.png. */
const shot = (name: string) => new URL(`../../docs/editors-guide/${name}.png`, import.meta.url).pathname;
const tr = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
const field = (label: string, language: 'en' | 'es') =>
  `${tr(label)} · ${tr(language === 'en' ? 'content:editor.english' : 'content:editor.spanish')}`;

async function picture(target: Page | Locator, name: string) {
  await target.screenshot({ path: shot(name), animations: 'disabled' });
}

async function signInEditor(page: Page) {
  await page.goto('/staff/login');
  await page.getByLabel(tr('staff:login.email')).fill('editor@example.com');
  await page.getByLabel(tr('staff:login.password'), { exact: true }).fill('Plasma#2026');
  await page.getByRole('button', { name: tr('staff:login.submit') }).click();
  await expect(page.getByRole('heading', { name: tr('staff:home.title', { name: 'Elena Brooks' }) })).toBeVisible();
}

test('the editor’s guide, in pictures', async ({ page }) => {
  await signInEditor(page);
  await picture(page, 'console-home');

  // News: the list, then a new article written in blocks with English and Spanish side by side.
  await page.getByRole('link', { name: tr('staff:nav.news') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('content:news.title') })).toBeVisible();
  await picture(page, 'news-list');
  await page.getByRole('link', { name: tr('content:news.new') }).click();
  await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill('Plasma week');
  await page.getByLabel(field('content:editor.title', 'es'), { exact: true }).fill('Semana del plasma');
  const block = (i: number) => page.getByTestId(`block-${i}`);
  await block(0).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill('Donate this week and bring a friend.');
  await block(0).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill('Dona esta semana y trae a una amistad.');
  await page.getByLabel(tr('content:editor.blockKind')).selectOption('bullet');
  await page.getByRole('button', { name: tr('content:editor.addBlock') }).click();
  await block(1).getByLabel(field('content:editor.text', 'en'), { exact: true }).fill('Walk-ins welcome.');
  await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/news\/news-/);
  await expect(page.getByRole('cell', { name: tr('content:revisions.current') })).toBeVisible();
  await picture(page, 'news-editor');

  // Publishing refused while a Spanish field is empty: the field is marked.
  await page.getByRole('button', { name: tr('content:publishing.publish') }).click();
  await expect(page.getByRole('alert').filter({ hasText: tr('messages:contentIncomplete', { count: 1 }) })).toBeVisible();
  await block(1).scrollIntoViewIfNeeded();
  await picture(page, 'news-incomplete');
  await block(1).getByLabel(field('content:editor.text', 'es'), { exact: true }).fill('Puedes llegar sin cita.');
  await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: 2 }) })).toBeVisible();

  // Preview as a donor, in Spanish at a phone's width.
  await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
  await page.getByRole('button', { name: tr('content:preview.open') }).click();
  const preview = page.getByTestId('news-preview');
  await expect(preview.getByRole('dialog')).toContainText('Semana del plasma');
  await picture(preview, 'news-preview-phone');

  // The publishing panel: publish at, expire at; then the revisions compared.
  const publishing = page.getByLabel(tr('content:publishing.publishAt'));
  await publishing.scrollIntoViewIfNeeded();
  await picture(page, 'publishing');
  await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill('Plasma week (changed)');
  await page.getByRole('button', { name: tr('content:editor.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('content:editor.saved', { version: 3 }) })).toBeVisible();
  const changes = page.getByTestId('revision-changes');
  await changes.scrollIntoViewIfNeeded();
  await picture(page, 'revisions');

  // A survey promotion: its questions, then its results.
  await page.goto('/staff/promotions/promo-app-survey');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await picture(page, 'promotion-editor');
  await page.goto('/staff/promotions/promo-app-survey/results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await picture(page, 'survey-results');

  // A campaign: the segment, with its live count of recipients.
  await page.goto('/staff/campaigns/new');
  await page.getByLabel(field('content:editor.title', 'en'), { exact: true }).fill('Come back this month');
  await page.getByLabel(field('content:editor.title', 'es'), { exact: true }).fill('Vuelve este mes');
  await page
    .getByLabel(field('content:campaigns.message', 'en'), { exact: true })
    .fill('Your center misses you: earn double points this month.');
  await page
    .getByLabel(field('content:campaigns.message', 'es'), { exact: true })
    .fill('Tu centro te extraña: gana el doble de puntos este mes.');
  await page.getByRole('checkbox', { name: tr('content:campaigns.statusValues.donor'), exact: true }).check();
  await expect(page.getByTestId('recipient-count')).not.toBeEmpty();
  await picture(page, 'campaign');

  // Documents: tips, education and rewards copy, edited in both languages, previewed as the donor sees them.
  await page.getByRole('link', { name: tr('staff:nav.documents') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('content:documents.title') })).toBeVisible();
  await picture(page, 'documents-list');
  await page.getByRole('link', { name: tr('content:documents.names.beforeDonation'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await picture(page, 'document-editor');
  await page.getByText(tr('content:editor.spanish'), { exact: true }).first().click();
  await page.getByRole('button', { name: tr('content:preview.open') }).click();
  await picture(page.getByTestId('document-preview'), 'document-preview-phone');

  // Checks and surveys: versions by kind; a version's editor.
  await page.getByRole('link', { name: tr('staff:nav.screening') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('screening-content:list.title') })).toBeVisible();
  await picture(page, 'checks-list');
  await page
    .getByRole('region', { name: tr('screening-content:kinds.predonorsurvey') })
    .getByRole('row')
    .filter({ has: page.getByRole('link'), hasText: tr('screening-content:states.published') })
    .getByRole('link')
    .click();
  await expect(page.getByText(tr('screening-content:editor.saveAsDraft'))).toBeVisible();
  await picture(page, 'check-editor');

  // The chatbot: the tree of options side by side, and the donor's chat window as a preview.
  await page.getByRole('link', { name: tr('staff:nav.chatbot') }).click();
  await expect(page.getByRole('button', { name: tr('content:chatbot.publish') })).toBeVisible();
  await picture(page, 'chatbot-editor');
});
