import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { text, type Lang } from './catalogue';
import { registerFreshDonor } from './fresh-donor';
import type { APIRequestContext } from '@playwright/test';

export const STAFF_PASSWORD = 'Plasma#2026';

/** Signs a demo staff member in through /staff/login and waits for the dashboard. */
export async function signInStaff(page: Page, lang: Lang, email: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel(text(lang, 'staff:login.email')).fill(email);
  await page.getByLabel(text(lang, 'staff:login.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'staff:login.submit') }).click();
  // The sign-in page has a heading of its own: only leaving it says the session is stored, so that a test's next
  // `page.goto` into the console is not sent back to the sign-in.
  await expect(page).not.toHaveURL(/\/staff\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A donor of this test's own, registered at Demo Plasma Austin North (the center manager's center), so a visit recorded
 * for them changes nobody else's points.
 */
export function freshAustinDonor(request: APIRequestContext): Promise<{ email: string; donorNumber: string }> {
  return registerFreshDonor(request);
}
