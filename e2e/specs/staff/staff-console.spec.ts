import type { Page, Route } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { expect, test } from '../../support/fixtures';
import { freshStaff, staffCall, STAFF_PASSWORD } from '../../support/fresh-staff';

/** Signs a staff member in through /staff/login and waits for the console. */
async function signInStaff(page: Page, tr: (key: string, values?: Record<string, string>) => string, email: string) {
  await page.goto('/staff/login');
  await page.getByLabel(tr('staff:login.email')).fill(email);
  await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: tr('staff:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/staff\/login$/);
}

test.describe('the staff console for admins', () => {
  test('an admin invites a member, who signs in; deactivated, their open session ends; the audit trail shows and exports the steps', async ({
    page,
    browser,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const admin = await freshStaff(request, 'admin', `Ada Admin ${lang}`);
    await signInStaff(page, tr, admin.email);
    await page.getByRole('link', { name: tr('staff:nav.members') }).click();
    await expect(page.getByRole('heading', { name: tr('staff:members.title') })).toBeVisible();
    await expect(page.getByTestId('staff-row').first()).toBeVisible();
    await expectAccessible(page);

    // Invite through the form.
    const email = `e2e.invited.${lang}.${Date.now()}@staff.example.com`;
    const name = lang === 'es' ? 'Lucía Campos' : 'Lucy Fields';
    await page.getByRole('button', { name: tr('staff:members.invite') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('staff:members.email')).fill(email);
    await dialog.getByLabel(tr('staff:members.name')).fill(name);
    await dialog.getByLabel(tr('staff:members.role')).selectOption('donor_care');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tr('staff:members.sendInvitation') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('staff:members.invitationSent', { email }) })).toBeVisible();

    // The member follows the e-mail's link in a browser of their own, sets a password and signs in.
    const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { body: string }[];
    };
    const link = /\/staff\/invitation\?token=[\w-]+/.exec(outbox.messages[0]?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const member = await browser.newContext({ locale: lang === 'es' ? 'es-US' : 'en-US' });
    const memberPage = await member.newPage();
    await memberPage.goto(link);
    await memberPage.getByLabel(tr('staff:invitation.password'), { exact: true }).fill(STAFF_PASSWORD);
    await memberPage.getByLabel(tr('staff:invitation.confirmPassword'), { exact: true }).fill(STAFF_PASSWORD);
    await memberPage.getByRole('button', { name: tr('staff:invitation.submit') }).click();
    await expect(memberPage.getByRole('status')).toHaveText(tr('staff:invitation.done'));
    await signInStaff(memberPage, tr, email);
    await expect(memberPage.getByRole('heading', { name: tr('staff:home.title', { name }) })).toBeVisible();

    // The admin finds and deactivates them.
    await page.getByLabel(tr('staff:members.search')).fill(email);
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await expect(page.getByTestId('staff-row')).toHaveCount(1);
    await expect(row).toContainText(tr('staff:members.states.active'));
    await row.getByRole('button', { name: tr('staff:members.deactivateOf', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('staff:members.deactivate') })
      .click();
    await expect(row).toContainText(tr('staff:members.states.deactivated'));

    // Their open session has ended: the next call sends them to sign in.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/staff\/login$/);
    await member.close();

    // The audit trail shows the steps, and exports them.
    await page.getByRole('link', { name: tr('staff:nav.audit') }).click();
    await expect(page.getByRole('heading', { name: tr('staff:audit.title') })).toBeVisible();
    await page.getByLabel(tr('staff:audit.staffFilter')).fill(admin.email);
    await page.getByRole('button', { name: tr('staff:audit.search') }).click();
    // Every row is the admin's once the search has answered (the unfiltered page shows until then).
    await expect(page.getByTestId('audit-row').filter({ hasNotText: admin.email })).toHaveCount(0);
    await expect(
      page
        .getByTestId('audit-row')
        .filter({ hasText: tr('staff:audit.actions.staff/inviteStaff') })
        .filter({ hasText: email }),
    ).toHaveCount(1);
    await expect(page.getByTestId('audit-row').filter({ hasText: tr('staff:audit.actions.staff/deactivateStaff') })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByLabel(tr('staff:audit.action')).selectOption('staff/deactivateStaff');
    await page.getByRole('button', { name: tr('staff:audit.search') }).click();
    await expect(page.getByTestId('audit-row')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: tr('staff:audit.export') }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('at,staff_email,staff_name,role,client_address,action,donor_number,object_type,object_id,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${admin.email},${admin.displayName},admin,`);
    expect(lines[1]).toContain(',staff/deactivateStaff,');
    await expect(page.getByRole('status')).toHaveText(tr('staff:audit.exported_one', { count: '1' }));
  });

  test('an admin resets the second factor of a member who lost their phone: the member signs in with the password alone', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const admin = await freshStaff(request, 'admin', `Ana Admin ${lang}`);
    const name = lang === 'es' ? 'Rosa Pérez' : 'Rose Perry';
    const member = await freshStaff(request, 'center_manager', name);
    // The member enrolled an authenticator: from then on the password alone is not enough.
    const { token } = (await (await staffCall(request, 'login', { email: member.email, password: STAFF_PASSWORD })).json()) as {
      token: string;
    };
    const { secret } = (await (await staffCall(request, 'startTotpEnrolment', {}, token)).json()) as { secret: string };
    expect((await staffCall(request, 'confirmTotpEnrolment', { code: await generate({ secret }) }, token)).status()).toBe(200);
    const passwordOnly = () => staffCall(request, 'login', { email: member.email, password: STAFF_PASSWORD });
    expect(((await (await passwordOnly()).json()) as { code: string }).code).toBe('totpRequired');

    await signInStaff(page, tr, admin.email);
    await page.getByRole('link', { name: tr('staff:nav.members') }).click();
    await page.getByLabel(tr('staff:members.search')).fill(member.email);
    const row = page.getByTestId('staff-row').filter({ hasText: member.email });
    await expect(page.getByTestId('staff-row')).toHaveCount(1);
    await row.getByRole('button', { name: tr('staff:members.resetFactorOf', { name }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(tr('staff:members.confirmResetFactor', { name }));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tr('staff:members.resetFactor') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('staff:members.factorReset', { name }) })).toBeVisible();
    // The row says it has no second factor any more, and offers no reset.
    await expect(row.getByRole('button', { name: tr('staff:members.resetFactorOf', { name }) })).toHaveCount(0);
    await expectAccessible(page);

    // The old session ended; the password alone signs the member in, to set up a new authenticator.
    expect((await staffCall(request, 'getMe', {}, token)).status()).toBe(401);
    expect((await passwordOnly()).status()).toBe(200);
  });

  test('the staff, audit and settings screens at phone width', async ({ page, request, lang, tr, expectAccessible }) => {
    test.setTimeout(60_000);
    const admin = await freshStaff(request, 'admin', `Pia Phone ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, tr, admin.email);
    const open = async (label: string, heading: string) => {
      await page.getByRole('button', { name: tr('staff:nav.menu') }).click();
      await page.getByRole('link', { name: tr(label) }).click();
      await expect(page.getByRole('heading', { name: tr(heading) })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    };
    await open('staff:nav.members', 'staff:members.title');
    await open('staff:nav.audit', 'staff:audit.title');
    await open('staff:nav.settings', 'staff:settings.title');
    // Read only: the setting is global, and other tests run beside this one.
    await expect(page.getByRole('switch', { name: tr('staff:settings.requireTotp') })).not.toBeChecked();
  });

  test('a member without a second factor, when one is required, is sent to enrol before anything else', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    // The setting is global (API tests cover it, server side): here only this page sees it on, so parallel tests are not
    // affected. The server's real answers are kept; only the flag is set from them.
    await page.route('**/api/gateway', async (route: Route) => {
      const body = route.request().postDataJSON() as { serviceName?: string; serviceType?: string } | null;
      if (body?.serviceName !== 'staff' || body.serviceType !== 'getMe') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { staff?: { totpEnrolled: boolean; totpEnrolmentRequired: boolean } };
      if (json.staff) json.staff.totpEnrolmentRequired = !json.staff.totpEnrolled;
      return route.fulfill({ response, json });
    });
    const member = await freshStaff(request, 'donor_care', `Eva Enrol ${lang}`);
    await signInStaff(page, tr, member.email);
    await expect(page).toHaveURL(/\/staff\/second-factor$/);
    await expect(page.getByText(tr('staff:secondFactor.required'))).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/second-factor$/);

    await page.getByRole('button', { name: tr('staff:totp.start') }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel(tr('staff:totp.code')).fill(await generate({ secret }));
    await page.getByRole('button', { name: tr('staff:totp.confirm') }).click();
    await expect(page.getByText(tr('staff:totp.done'))).toBeVisible();
    await page.getByRole('button', { name: tr('staff:secondFactor.continue') }).click();
    await expect(page.getByRole('heading', { name: tr('staff:home.title', { name: member.displayName }) })).toBeVisible();
  });
});
