import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../support/fixtures';
import { registerFreshDonor } from '../../support/fresh-donor';
import { freshStaff, STAFF_PASSWORD } from '../../support/fresh-staff';

test.describe('webhooks in the console', () => {
  test('an admin adds a receiver, sees its secret once, sees a delivery, and opens the API reference', async ({
    page,
    request,
    lang,
    tr,
    expectAccessible,
  }) => {
    // Several pages and accessibility checks; the delivery itself goes at once after the registration commits.
    test.setTimeout(60_000);
    // A receiver of this test's own, which the server posts to.
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events-${lang}`;

    try {
      const admin = await freshStaff(request, 'admin', `Webhook Admin ${lang}`);
      await page.goto('/staff/login');
      await page.getByLabel(tr('staff:login.email')).fill(admin.email);
      await page.getByLabel(tr('staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: tr('staff:login.submit'), exact: true }).click();
      await page.getByRole('link', { name: tr('staff:nav.webhooks') }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr('staff:webhooks.title') })).toBeVisible();
      await expectAccessible(page);

      // A bad address is refused on its field, in the page's language.
      await page.getByLabel(tr('staff:webhooks.url'), { exact: false }).fill('not an address');
      await page.getByRole('button', { name: tr('staff:webhooks.create') }).click();
      await expect(page.getByText(tr('messages:webhookUrlInvalid'))).toBeVisible();

      // Only the registration event, so the delivery comes from the donor registered below.
      await page.getByLabel(tr('staff:webhooks.url'), { exact: false }).fill(url);
      await page.getByLabel(tr('staff:webhooks.description')).fill(`e2e ${lang}`);
      for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
      await page.getByRole('checkbox', { name: tr('staff:webhooks.events.donor_registered') }).check();
      await page.getByRole('button', { name: tr('staff:webhooks.create') }).click();
      const secret = page.getByTestId('webhook-secret');
      await expect(secret).toHaveText(/^whsec_/);
      await expectAccessible(page);
      await page.getByRole('button', { name: tr('staff:webhooks.secretSaved') }).click();
      await expect(secret).toHaveCount(0);
      const card = page.getByRole('region', { name: url });
      await expect(card).toBeVisible();
      // Shown once: after a reload the secret is nowhere on the page.
      await page.reload();
      await expect(card).toBeVisible();
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

      // A donor registers: the event reaches the receiver, signed, and the console lists the delivery.
      const donor = await registerFreshDonor(request);
      // Handed over once the registration commits, not by the once-a-minute outbox job.
      await expect.poll(() => received.some((r) => r.body.includes(donor.donorNumber)), { timeout: 5_000 }).toBe(true);
      const delivery = received.find((r) => r.body.includes(donor.donorNumber));
      expect(delivery?.headers['webhook-signature']).toMatch(/^v1,/);
      expect(delivery?.headers['webhook-id']).toBe((JSON.parse(delivery?.body ?? '{}') as { id: string }).id);
      await card.getByRole('button', { name: tr('staff:webhooks.showDeliveries') }).click();
      const table = card.getByRole('table', { name: tr('staff:webhooks.deliveries') });
      await expect(table).toContainText(tr('staff:webhooks.events.donor_registered'));
      await expect(table).toContainText(tr('staff:webhooks.states.sent'));
      await expect(table).toContainText('204');
      await expectAccessible(page);

      // At phone width the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The reference page for integrators, with Swagger UI from the server itself.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/api/ops/docs');
      await expect(page.getByText('operations API').first()).toBeVisible();
      await expect(page.getByText('GET /api/ops/events', { exact: true }).first()).toBeVisible();
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
