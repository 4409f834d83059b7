import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { freshStaff } from '../../support/fresh-staff';
import { signInStaff } from '../../support/staff-console';

const MANAGER = 'manager.austin@example.com';
const widths = [1280, 390] as const;

/** A calendar day `days` before today, as a date field takes it. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('the dashboards in the staff console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a center manager reads today at her center, as figures, a chart and a table, on a desktop and a phone', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, MANAGER);
    await page.getByRole('link', { name: tr('staff:nav.insights') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('insights:title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: tr('insights:views.today'), selected: true })).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const centers = page.getByRole('region', { name: tr('insights:today.centersTitle') });
      await expect(page.getByText(tr('insights:today.checkedIn')).first()).toBeVisible();
      // Her one center: no center filter, and the by-center table names Austin North only.
      await expect(page.getByLabel(tr('insights:filter.center'), { exact: true })).toHaveCount(0);
      const toggle = centers.getByRole('button', { name: tr('insights:panel.showTable') });
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(centers.getByRole('cell', { name: 'Demo Plasma Austin North' })).toBeVisible();
        await expect(centers.getByRole('cell', { name: /Houston/ })).toHaveCount(0);
        await centers.getByRole('button', { name: tr('insights:panel.showChart') }).click();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    }
  });

  test('an admin reads the qualification funnel of the last year, as a table, and exports it as CSV (audited)', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    const admin = await freshStaff(request, 'admin', 'Dana Dashboards');
    await signInStaff(page, lang, admin.email);
    await page.goto('/staff/insights?view=funnel');
    await expect(page.getByRole('tab', { name: tr('insights:views.funnel'), selected: true })).toBeVisible();
    await page.getByRole('combobox', { name: tr('insights:filter.range') }).click();
    await page.getByRole('option', { name: tr('insights:presets.custom') }).click();
    await page.getByLabel(tr('insights:filter.from'), { exact: true }).fill(dayBefore(364));
    await page.getByLabel(tr('insights:filter.to'), { exact: true }).fill(dayBefore(0));
    await expect(page.getByLabel(tr('insights:funnel.window'))).toHaveValue('6');
    const months = page.getByRole('region', { name: tr('insights:funnel.monthsTitle') });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await months.getByRole('button', { name: tr('insights:panel.showTable') }).click();
      await expect(months.getByRole('columnheader', { name: tr('insights:funnel.conversion') })).toBeVisible();
      // The demo program: new donors in most months of the year.
      expect(await months.getByRole('row').count()).toBeGreaterThan(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await months.getByRole('button', { name: tr('insights:panel.showChart') }).click();
    }
    const download = page.waitForEvent('download');
    await months.getByRole('button', { name: tr('insights:panel.exportCsv') }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      [
        tr('insights:funnel.month'),
        tr('insights:funnel.newDonors'),
        tr('insights:funnel.returned'),
        tr('insights:funnel.conversion'),
        tr('insights:funnel.medianDays'),
      ].join(','),
    );
    expect(lines.length).toBeGreaterThan(3);
    // The console's center picker, at a phone's width: every center by name and number, found by typing the number.
    await page.setViewportSize({ width: 390, height: 900 });
    const picker = page.getByRole('combobox', { name: tr('insights:filter.center') });
    await picker.click();
    await picker.fill('101');
    const austin = page.getByRole('option', { name: tr('staff:centerSelect.option', { name: 'Demo Plasma Austin North', id: 101 }) });
    await expect(austin).toBeVisible();
    await expect(page.getByRole('option', { name: /Houston/ })).toHaveCount(0);
    await expectAccessible(page);
    await austin.click();
    await expect(picker).toHaveValue('Demo Plasma Austin North (101)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The export is in the audit trail, under the admin's name.
    await page.goto('/staff/audit');
    await expect(
      page
        .getByTestId('audit-row')
        .filter({ hasText: tr('staff:audit.actions.insights/recordExport') })
        .first(),
    ).toBeVisible();
  });

  test('a center manager reads the time donors spend in her center, by hour, as a chart and a table, on a desktop and a phone', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, MANAGER);
    await page.goto('/staff/insights?view=visitTime');
    await expect(page.getByRole('tab', { name: tr('insights:views.visitTime'), selected: true })).toBeVisible();
    await page.getByRole('combobox', { name: tr('insights:filter.range') }).click();
    await page.getByRole('option', { name: tr('insights:presets.year') }).click();
    await expect(page.getByRole('term').filter({ hasText: tr('insights:visitTime.median') })).toBeVisible();
    const hours = page.getByRole('region', { name: tr('insights:visitTime.hoursTitle') });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await hours.getByRole('button', { name: tr('insights:panel.showTable') }).click();
      await expect(hours.getByRole('columnheader', { name: tr('insights:visitTime.p90') })).toBeVisible();
      // The demo program's visits: check-ins across the center's opening hours, each with its minutes.
      expect(await hours.getByRole('row').count()).toBeGreaterThan(2);
      await expect(hours.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^\d/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await hours.getByRole('button', { name: tr('insights:panel.showChart') }).click();
    }
  });

  test('a center manager reads booking at her center: no-show rate, lead time, off-peak use and waitlist offers, as tables too', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, MANAGER);
    await page.goto('/staff/insights?view=booking');
    await expect(page.getByRole('tab', { name: tr('insights:views.booking'), selected: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: tr('insights:booking.noShowRate') })).toBeVisible();
    const centers = page.getByRole('region', { name: tr('insights:booking.centersTitle') });
    const offers = page.getByRole('region', { name: tr('insights:booking.offersTitle') });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const panel of [centers, offers]) {
        await panel.getByRole('button', { name: tr('insights:panel.showTable') }).click();
        // Her one center, and only hers.
        await expect(panel.getByRole('cell', { name: 'Demo Plasma Austin North' })).toBeVisible();
        await expect(panel.getByRole('cell', { name: /Houston/ })).toHaveCount(0);
      }
      await expect(centers.getByRole('columnheader', { name: tr('insights:booking.noShowRate') })).toBeVisible();
      // The demo's last weeks at her center (checked in by her, some missed): a no-show rate, not a dash.
      const austin = centers.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Demo Plasma Austin North' }) });
      await expect(austin.getByRole('cell').nth(4)).toHaveText(/^\d/);
      await expect(offers.getByRole('columnheader', { name: tr('insights:booking.offersTaken') })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      for (const panel of [centers, offers]) await panel.getByRole('button', { name: tr('insights:panel.showChart') }).click();
    }
  });
});

test.describe('the dashboards of each role', () => {
  test.describe.configure({ timeout: 120_000 });

  /** At each width: a panel's table with its header, the page within the width and accessible, then the chart again. */
  async function readAsTable(
    page: Page,
    panel: Locator,
    texts: { header: string; table: string; chart: string },
    expectAccessible: (page: Page) => Promise<void>,
  ) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await panel.getByRole('button', { name: texts.table }).click();
      await expect(panel.getByRole('columnheader', { name: texts.header })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await panel.getByRole('button', { name: texts.chart }).click();
    }
  }

  test('a center manager reads retention and points at her center, as tables, and exports the tiers as CSV', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, MANAGER);
    await page.goto('/staff/insights?view=retention');
    await expect(page.getByRole('tab', { name: tr('insights:views.retention'), selected: true })).toBeVisible();
    // Her dashboards are the centers' ones: no care or campaigns view.
    await expect(page.getByRole('tab', { name: tr('insights:views.care') })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: tr('insights:views.campaigns') })).toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: tr('insights:retention.active30') })).toBeVisible();
    const tiers = page.getByRole('region', { name: tr('insights:retention.tiersTitle') });
    await readAsTable(
      page,
      tiers,
      { header: tr('insights:retention.lapsed'), table: tr('insights:panel.showTable'), chart: tr('insights:panel.showChart') },
      expectAccessible,
    );
    await tiers.getByRole('button', { name: tr('insights:panel.showTable') }).click();
    await expect(tiers.getByRole('cell', { name: tr('insights:tiers.bronze'), exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await tiers.getByRole('button', { name: tr('insights:panel.exportCsv') }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain(tr('insights:retention.active30'));
    // Five tiers, a header first.
    expect(csv.trim().split('\r\n')).toHaveLength(6);

    await page.getByRole('tab', { name: tr('insights:views.points') }).click();
    await expect(page.getByRole('term').filter({ hasText: tr('insights:points.balance') })).toBeVisible();
    // Only an admin sets the rate.
    await expect(page.getByLabel(tr('insights:points.rate'))).toHaveCount(0);
    const centers = page.getByRole('region', { name: tr('insights:points.centersTitle') });
    await readAsTable(
      page,
      centers,
      { header: tr('insights:points.liabilityCents'), table: tr('insights:panel.showTable'), chart: tr('insights:panel.showChart') },
      expectAccessible,
    );
    await centers.getByRole('button', { name: tr('insights:panel.showTable') }).click();
    await expect(centers.getByRole('cell', { name: 'Demo Plasma Austin North' })).toBeVisible();
    await expect(centers.getByRole('cell', { name: /Houston/ })).toHaveCount(0);
  });

  test('donor care sees only the care dashboard, by channel and status, and exports it as CSV', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, 'care@example.com');
    await page.getByRole('link', { name: tr('staff:nav.insights') }).click();
    await expect(page.getByRole('tab', { name: tr('insights:views.care'), selected: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
    // Asking for another view by address shows hers.
    await page.goto('/staff/insights?view=retention');
    await expect(page.getByRole('tab', { name: tr('insights:views.care'), selected: true })).toBeVisible();
    const statuses = page.getByRole('region', { name: tr('insights:care.statusesTitle') });
    await readAsTable(
      page,
      statuses,
      { header: tr('insights:care.firstReply'), table: tr('insights:panel.showTable'), chart: tr('insights:panel.showChart') },
      expectAccessible,
    );
    await statuses.getByRole('button', { name: tr('insights:panel.showTable') }).click();
    await expect(statuses.getByRole('cell', { name: tr('insights:care.statuses.waiting_on_donor') })).toBeVisible();
    const download = page.waitForEvent('download');
    await statuses.getByRole('button', { name: tr('insights:panel.exportCsv') }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(6);
  });

  test('a content editor sees only the campaigns dashboard, messages by channel, as a table', async ({
    page,
    lang,
    tr,
    expectAccessible,
  }) => {
    await signInStaff(page, lang, 'editor@example.com');
    await page.goto('/staff/insights');
    await expect(page.getByRole('tab', { name: tr('insights:views.campaigns'), selected: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
    // A campaign goes to the whole program: no center filter.
    await expect(page.getByLabel(tr('insights:filter.center'), { exact: true })).toHaveCount(0);
    const channels = page.getByRole('region', { name: tr('insights:campaigns.channelsTitle') });
    await readAsTable(
      page,
      channels,
      { header: tr('insights:campaigns.unsubscribes'), table: tr('insights:panel.showTable'), chart: tr('insights:panel.showChart') },
      expectAccessible,
    );
    await channels.getByRole('button', { name: tr('insights:panel.showTable') }).click();
    await expect(channels.getByRole('cell', { name: tr('insights:campaigns.channels.sms') })).toBeVisible();
  });
});
