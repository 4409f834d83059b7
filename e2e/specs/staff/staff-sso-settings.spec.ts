import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';

/** Signs a staff member in through /staff/login and waits for the console. */
async function signInStaff(page: Page, tr: (key: string, values?: Record<string, string>) => string, email: string) {
  await page.goto('/staff/login');
  await page.getByLabel(tr('staff:login.email')).fill(email);
  await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: tr('staff:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/staff\/login$/);
}

/**
 * The admin's screens for the company sign-in (issue 32): the mapping of a provider group to a role, and a member's
 * emergency (break-glass) access, each audited. An admin of the test's own; a group value no other test uses.
 */
test.describe('company sign-in settings in the console', () => {
  test('an admin maps a provider group to a role, removes it, and gives a member emergency access; each is audited', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const admin = await freshStaff(request, 'admin', `Grace Groups ${lang}`);
    const member = await freshStaff(request, 'donor_care', `Blake Glass ${lang}`);
    await signInStaff(page, tr, admin.email);

    // Settings: a group mapped to a role without centers, listed, then removed.
    await page.getByRole('link', { name: tr('staff:nav.settings') }).click();
    await expect(page.getByRole('heading', { level: 2, name: tr('staff:settings.groups.title') })).toBeVisible();
    const group = `e2e-editors-${lang}-${Date.now()}`;
    await page.getByRole('button', { name: tr('staff:settings.groups.save') }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.getByLabel(tr('staff:settings.groups.group'), { exact: true }).fill(group);
    await page.getByLabel(tr('staff:members.role'), { exact: true }).selectOption('content_editor');
    await expectAccessible(page);
    await page.getByRole('button', { name: tr('staff:settings.groups.save') }).click();
    const row = page.getByRole('row').filter({ hasText: group });
    await expect(row).toContainText(tr('staff:roles.content_editor'));
    await expect(page.getByLabel(tr('staff:settings.groups.group'), { exact: true })).toHaveValue('');
    await expectAccessible(page);
    await row.getByRole('button', { name: tr('staff:settings.groups.remove', { group }) }).click();
    await expect(page.getByRole('row').filter({ hasText: group })).toHaveCount(0);

    // Members: emergency access for one member, kept after the dialog is opened again.
    await page.getByRole('link', { name: tr('staff:nav.members') }).click();
    await page.getByLabel(tr('staff:members.search')).fill(member.email);
    await expect(page.getByTestId('staff-row')).toHaveCount(1);
    await page.getByRole('button', { name: tr('staff:members.editOf', { name: member.displayName }) }).click();
    const dialog = page.getByRole('dialog');
    const breakGlass = dialog.getByRole('switch', { name: tr('staff:members.breakGlass') });
    await expect(breakGlass).not.toBeChecked();
    await expectAccessible(page);
    await breakGlass.check();
    await expect(breakGlass).toBeChecked();
    // Saved once the switch takes input again.
    await expect(breakGlass).toBeEnabled();
    await dialog.getByRole('button', { name: tr('staff:members.close') }).click();
    await page.getByRole('button', { name: tr('staff:members.editOf', { name: member.displayName }) }).click();
    await expect(page.getByRole('dialog').getByRole('switch', { name: tr('staff:members.breakGlass') })).toBeChecked();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('staff:members.close') })
      .click();

    // The audit trail names the three changes in the admin's language.
    await page.getByRole('link', { name: tr('staff:nav.audit') }).click();
    await page.getByLabel(tr('staff:audit.staffFilter')).fill(admin.email);
    await page.getByRole('button', { name: tr('staff:audit.search') }).click();
    await expect(page.getByTestId('audit-row').filter({ hasNotText: admin.email })).toHaveCount(0);
    for (const action of ['staff/saveGroupMapping', 'staff/deleteGroupMapping', 'staff/setBreakGlass']) {
      await expect(page.getByTestId('audit-row').filter({ hasText: tr(`staff:audit.actions.${action}`) })).toHaveCount(1);
    }
    await expectAccessible(page);

    // At phone width the settings page fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/staff/settings');
    await expect(page.getByRole('heading', { level: 2, name: tr('staff:settings.groups.title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
