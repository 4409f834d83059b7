import { expect, test } from '../../support/fixtures';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

test.describe('integrations: centers, API clients and imports', () => {
  test('an admin adds a center on the Centers page', async ({ page, request, lang, tr, expectAccessible }) => {
    const admin = await freshStaff(request, 'admin', `Cora Centers ${lang}`);
    await signInStaff(page, lang, admin.email);
    await page.getByRole('link', { name: tr('staff:nav.centers') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('centers:admin.title') })).toBeVisible();
    await expect(page.getByTestId('center-row').first()).toBeVisible();
    await expectAccessible(page);

    const locationID = 8_000_000 + Math.floor(Math.random() * 1_000_000);
    const name = `${lang === 'es' ? 'Centro' : 'Center'} E2E ${locationID}`;
    await page.getByRole('button', { name: tr('centers:admin.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('centers:admin.number')).fill(String(locationID));
    await dialog.getByLabel(tr('centers:admin.name')).fill(name);
    await dialog.getByLabel(tr('centers:admin.address')).fill('500 Main Street');
    // A state with no demo center: the Find Nearest Center spec counts Texas's centers in the same database.
    await dialog.getByLabel(tr('centers:admin.city')).fill('Seattle');
    await dialog.getByLabel(tr('centers:admin.state')).selectOption('WA');
    await dialog.getByLabel(tr('centers:admin.zip')).fill('98101');
    await dialog.getByLabel(tr('centers:admin.phone')).fill('2065550100');
    await dialog.getByLabel(tr('centers:admin.timeZone')).fill('America/Los_Angeles');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tr('centers:admin.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('centers:admin.saved', { name }) })).toBeVisible();
    await expect(page.getByTestId('center-row').filter({ hasText: name })).toContainText(String(locationID));
  });

  test('an admin creates an API client, sees its secret once, and the client can call the API with it', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const admin = await freshStaff(request, 'admin', `Ida Integrations ${lang}`);
    await signInStaff(page, lang, admin.email);
    await page.getByRole('link', { name: tr('staff:nav.integrations') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('integrations:title') })).toBeVisible();
    await expectAccessible(page);

    const name = `${lang === 'es' ? 'Sistema del centro' : 'Center system'} ${Date.now()}`;
    await page.getByLabel(tr('integrations:form.name')).fill(name);
    await page.getByRole('checkbox', { name: tr('integrations:operations.centers') }).check();
    await page.getByRole('button', { name: tr('integrations:form.create') }).click();

    const dialog = page.getByRole('dialog', { name: tr('integrations:secret.title', { name }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(tr('integrations:secret.once'))).toBeVisible();
    const secret = await dialog.getByLabel(tr('integrations:secret.label')).inputValue();
    expect(secret).toMatch(/^dpk_[\w-]{43}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tr('integrations:secret.done') }).click();
    await expect(dialog).toBeHidden();

    // Listed by its hint only; the secret itself is nowhere on the page, nor after a reload.
    const row = page.getByTestId('api-client-row').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 10));
    await expect(row).toContainText(tr('integrations:table.active'));
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await expect(page.getByTestId('api-client-row').filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // The client adds a center with its secret, and may not record visits (not one of its operations).
    const locationID = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    const put = await request.put(`/api/ops/centers/${locationID}`, {
      headers: { authorization: `Bearer ${secret}` },
      data: {
        name: `E2E Center ${locationID}`,
        addressLine1: '1 Test Way',
        // A state with no demo center: the Find Nearest Center spec counts Texas's centers in the same database.
        city: 'Seattle',
        state: 'WA',
        zipCode: '98101',
        phone: '5125550100',
        timeZone: 'America/Chicago',
      },
    });
    expect(put.status(), await put.text()).toBe(201);
    const visit = await request.post('/api/ops/visits', { headers: { authorization: `Bearer ${secret}` }, data: {} });
    expect(visit.status()).toBe(403);

    // Revoked: refused at once.
    await row.getByRole('button', { name: tr('integrations:revoke.for', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('integrations:revoke.short') })
      .click();
    await expect(row).toContainText(tr('integrations:table.revokedAt', { at: '' }).trim());
    const refused = await request.put(`/api/ops/centers/${locationID}`, { headers: { authorization: `Bearer ${secret}` }, data: {} });
    expect(refused.status()).toBe(401);
  });

  test('a client posts a CSV of donors and the admin follows the import and its refused lines', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const admin = await freshStaff(request, 'admin', `Imke Imports ${lang}`);
    await signInStaff(page, lang, admin.email);
    await page.goto('/staff/integrations');
    const name = `${lang === 'es' ? 'Carga nocturna' : 'Nightly load'} ${Date.now()}`;
    await page.getByLabel(tr('integrations:form.name')).fill(name);
    await page.getByRole('checkbox', { name: tr('integrations:operations.imports') }).check();
    await page.getByRole('button', { name: tr('integrations:form.create') }).click();
    const dialog = page.getByRole('dialog', { name: tr('integrations:secret.title', { name }) });
    const secret = await dialog.getByLabel(tr('integrations:secret.label')).inputValue();
    await dialog.getByRole('button', { name: tr('integrations:secret.done') }).click();

    const base = `E${lang === 'es' ? 'S' : 'N'}${String(Date.now()).slice(-5)}`;
    const csv = [
      'donorNumber,firstName,lastName,birthDate,identityTypeId,identityLast4,email,phone',
      `${base}1,Ana,Import,1990-01-02,1,1234,,5125550101`,
      `${base}2,Ben,Import,1985-05-06,1,9876,,`,
      `${base}3,Cy,Import,2999-01-01,1,1111,,`,
    ].join('\n');
    const posted = await request.post('/api/ops/imports?kind=donors', {
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/csv' },
      data: csv,
    });
    expect(posted.status(), await posted.text()).toBe(202);

    // The list reads new imports every 10 s on its own; the admin opening the page again sees it at once.
    await page.reload();
    const row = page.getByTestId('import-row').filter({ hasText: name });
    await expect(row).toContainText(tr('integrations:imports.states.done'), { timeout: 30_000 });
    await expect(row).toContainText(tr('integrations:imports.countsText', { created: 2, updated: 0, unchanged: 0, refused: 1 }));
    await row.getByRole('button', { name: tr('integrations:imports.show') }).click();
    const refused = page.getByTestId('refused-lines');
    await expect(refused).toContainText('birthDate');
    await expect(refused.getByRole('row').nth(1)).toContainText('4');
    await expectAccessible(page);
  });

  for (const screen of [
    { name: 'desktop', width: 1280, height: 800, mark: 'D' },
    { name: 'phone', width: 390, height: 844, mark: 'P' },
  ]) {
    test(`an admin uploads a CSV of donors and watches the progress and the report (${screen.name})`, async ({
      page,
      request,
      lang,
      tr,
      expectAccessible,
    }) => {
      const admin = await freshStaff(request, 'admin', `Ulla Uploads ${lang} ${screen.name}`);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await signInStaff(page, lang, admin.email);
      await page.goto('/staff/integrations');
      await expect(page.getByRole('heading', { level: 3, name: tr('integrations:upload.title') })).toBeVisible();

      // Donor numbers of this language, screen and moment: runs and projects never share one.
      const base = `U${lang === 'es' ? 'S' : 'N'}${screen.mark}${Date.now().toString(36).slice(-4).toUpperCase()}`;
      const csv = [
        'donorNumber,firstName,lastName,birthDate,identityTypeId,identityLast4,phone',
        `${base}1,Ana,Upload,1990-01-02,1,1234,5125550101`,
        `${base}2,Ben,Upload,1985-05-06,1,9876,`,
        `${base}3,Cy,Upload,2999-01-01,1,1111,`,
        `BAD!,Di,Upload,1980-01-01,1,2222,`,
        `${base}5,Eva,Upload,1979-07-08,1,3333,`,
      ].join('\n');

      // A file the import does not read is refused in the form, before anything is sent.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'donors.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
      await page.getByRole('button', { name: tr('integrations:upload.send'), exact: true }).click();
      await expect(page.getByText(tr('integrations:upload.wrongFormat'))).toBeVisible();

      await page.getByRole('radio', { name: tr('integrations:imports.kinds.donors') }).check();
      await page.locator('input[type="file"]').setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('integrations:upload.send'), exact: true }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: tr('integrations:upload.staged_other', { count: 5 }) })).toBeVisible();

      const report = page.getByTestId('import-report');
      await expect(report.getByRole('progressbar')).toBeVisible();
      const counts = tr('integrations:imports.countsText', { created: 3, updated: 0, unchanged: 0, refused: 2 });
      await expect(report.getByTestId('import-report-status')).toContainText(counts, { timeout: 30_000 });
      await expect(report.getByTestId('import-report-status')).toContainText(tr('integrations:imports.states.done'));
      const refused = report.getByTestId('refused-lines');
      await expect(refused.getByRole('row').nth(1)).toContainText('4');
      await expect(refused.getByRole('row').nth(1)).toContainText('birthDate');
      await expect(refused.getByRole('row').nth(2)).toContainText('5');
      await expect(refused.getByRole('row').nth(2)).toContainText('donorNumber');
      // The reasons in the admin's language (the server words them in the language of the call).
      await expect(refused.getByRole('row').nth(1)).toContainText(tr('messages:birthDateInvalid'));
      await expect(refused.getByRole('row').nth(2)).toContainText(tr('messages:donorNumberInvalid'));
      // Listed under the admin's name, done.
      const row = page.getByTestId('import-row').filter({ hasText: `Ulla Uploads ${lang} ${screen.name}` });
      await expect(row).toContainText(counts);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await expectAccessible(page);
    });
  }

  test('the page fits a phone', async ({ page, request, lang, tr, expectAccessible }) => {
    const admin = await freshStaff(request, 'admin', `Ivo Integrations ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, lang, admin.email);
    await page.goto('/staff/integrations');
    await expect(page.getByRole('heading', { level: 1, name: tr('integrations:title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
