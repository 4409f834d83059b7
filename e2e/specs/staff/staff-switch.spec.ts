import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { STAFF_PASSWORD } from '../../support/fresh-staff';

/** Fills the staff sign-in on the page as it is: no reload, so whatever this tab still holds in memory stays. */
async function signInOnThisPage(page: Page, tr: (key: string) => string, email: string) {
  await page.getByLabel(tr('staff:login.email')).fill(email);
  await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: tr('staff:login.submit') }).click();
}

test.describe('one tab, two staff members', () => {
  test('after the admin signs out, the editor who signs in on the same tab sees only her own name, menu and dashboard', async ({
    page,
    tr,
  }) => {
    const header = page.getByRole('banner');
    const menu = page.getByRole('navigation', { name: tr('staff:nav.menu') });
    const casesCard = page.getByRole('heading', { name: tr('cases:dashboard.title') });
    const visitsCard = page.getByRole('heading', { name: tr('staff-visits:today.title') });

    await page.goto('/staff/login');
    await signInOnThisPage(page, tr, 'admin@example.com');
    await expect(page.getByRole('heading', { level: 1, name: tr('staff:home.title', { name: 'Avery Admin' }) })).toBeVisible();
    await expect(header).toContainText(`Avery Admin · ${tr('staff:roles.admin')}`);
    await expect(menu.getByRole('link')).toHaveCount(22);
    // The admin's dashboard lists have loaded, so they are in this tab's cache.
    await expect(casesCard).toBeVisible();
    await expect(visitsCard).toBeVisible();
    await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();

    await header.getByRole('button', { name: tr('staff:home.signOut') }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);

    await signInOnThisPage(page, tr, 'editor@example.com');
    await expect(page.getByRole('heading', { level: 1, name: tr('staff:home.title', { name: 'Elena Brooks' }) })).toBeVisible();
    await expect(header).toContainText(`Elena Brooks · ${tr('staff:roles.content_editor')}`);
    await expect(header).not.toContainText('Avery Admin');
    await expect(menu.getByRole('link')).toHaveText(
      ['home', 'insights', 'news', 'promotions', 'campaigns', 'chatbot', 'documents', 'screening'].map((label) => tr(`staff:nav.${label}`)),
    );
    await expect(casesCard).toHaveCount(0);
    await expect(visitsCard).toHaveCount(0);
  });
});
