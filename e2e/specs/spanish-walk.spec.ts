import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogueTexts, type Lang } from '../support/catalogue';
import { registerFreshDonor } from '../support/fresh-donor';
import { expect, test } from '../support/fixtures';

/**
 * Issue 13 "Spanish everywhere": every route of the router, signed out and as a fresh signed-in donor (a factory
 * pre-donor: no ledger entries, so no data of another part's screens muddles the check), with the main modals
 * opened. Each text a donor can read (text nodes, placeholders, labels, titles, alt texts, shadow DOM included)
 * fails the walk when it is a text of the OTHER language's catalogue and not one of this language's. The English
 * run checks the reverse, so the walk holds both ways.
 */

/** Names that are the same in every language; listed, never matched loosely. */
const PROPER_NAMES = new Set(['ALTCHA', 'Demo Plasma']);

/** The ALTCHA widget's own English texts: the widget falls back to them for any string we do not give it. */
function altchaEnglish(): string[] {
  const main = createRequire(import.meta.url).resolve('altcha'); // …/altcha/dist/main/altcha.umd.cjs
  const source = readFileSync(path.join(path.dirname(main), '..', 'i18n', 'en.js'), 'utf8');
  const block = `${/const i18n = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? ''}\n`;
  return [...block.matchAll(/:\s*(["'])(.*?)\1,?\n/g)].flatMap((match) => (match[2] ?? '').split(/<[^>]+>/));
}

interface Matcher {
  exact: Set<string>;
  templates: RegExp[];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts with `{{value}}` become patterns, when enough words remain that the pattern cannot match anything. */
function matcher(texts: string[]): Matcher {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const raw of texts) {
    const text = normalise(raw);
    if (!text.includes('{{')) {
      exact.add(text);
      continue;
    }
    const literal = text.replace(/\{\{\w+\}\}/g, '');
    if ((literal.match(/\p{L}/gu) ?? []).length < 6) continue;
    templates.push(
      new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map(escapeRegExp)
          .join('.+?')}$`,
        'u',
      ),
    );
  }
  return { exact, templates };
}

const matches = (m: Matcher, text: string) => m.exact.has(text) || m.templates.some((pattern) => pattern.test(text));

function foreignTo(lang: Lang) {
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const own = matcher(catalogueTexts(lang));
  const foreign = matcher([...catalogueTexts(other), ...(lang === 'es' ? altchaEnglish() : [])]);
  return (text: string) =>
    text.length > 1 && /\p{L}/u.test(text) && !PROPER_NAMES.has(text) && matches(foreign, text) && !matches(own, text);
}

/** What a donor can read on the page now: visible text nodes and the attributes screen readers and inputs show. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && visible(parent)) found.push(node.textContent ?? '');
          continue;
        }
        const element = node as Element;
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!visible(element)) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) found.push(value);
        }
      }
    };
    visit(document);
    found.push(document.title);
    return found;
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Lazy screens and their reads: wait until no loader is announced.
  await expect(page.locator('[role="status"]:has(.mantine-Loader-root):visible')).toHaveCount(0);
}

/** Every path of the router (apps/web/src/app/router.tsx), with a value for each parameter. */
const SIGNED_OUT_ROUTES = [
  '/login',
  '/register',
  '/register/existing',
  '/register/new',
  '/register/users',
  '/register/verify',
  '/register/settingpassword',
  '/register/set-password',
  '/register/complete-info',
  '/register/success',
  '/forget-password',
  '/forget-password/verify',
  '/forget-password/setpassword',
  '/donorcare/form',
];
const PUBLIC_ROUTES = [
  '/donorcare',
  '/set-new-password',
  '/set-new-password?token=not-a-real-token',
  '/set-password-success',
  '/Applogin',
  '/find-center',
  '/referral/referral-unique-code/NOSUCHCODE',
  '/donorApp360Redirect',
  '/googlereview/redirectlink',
  '/locationreview/google/locationid',
  '/online-screening-app',
  '/qrcode',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = [
  '/',
  '/use-points',
  '/use-points/orders',
  '/profile',
  '/notifications',
  '/contact',
  '/contacts',
  '/checking-rewards/balance',
  '/rewards',
  '/rewards/membership',
  '/rewards/payout',
  '/rewards/works',
  '/donation/history',
  '/donating-today/ask',
  '/takingsurvey/assessment',
  '/takingsurvey/assessment/predonorsurvey',
  '/donation-tips',
  '/adverse-event',
  '/donor-care-form',
];

test.describe('every screen speaks the donor’s language', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page, baseURL }) => {
    // Pages that hand the visitor to another site (app stores, review pages) stay on ours: what they say before
    // leaving is what is read.
    const own = new URL(baseURL ?? 'http://127.0.0.1').host;
    await page.route(
      (url) => url.host !== own,
      (route) => route.abort(),
    );
  });

  test('signed out: no text of the other language on any route', async ({ page, lang, tr, expectAccessible }) => {
    const isForeign = foreignTo(lang);
    const found: string[] = [];
    for (const route of [...SIGNED_OUT_ROUTES, ...PUBLIC_ROUTES]) {
      await page.goto(route).catch(() => undefined);
      await settle(page);
      for (const text of (await readableTexts(page)).map(normalise)) if (isForeign(text)) found.push(`${route}: ${text}`);
    }
    expect(found).toEqual([]);

    // Spec 2.2's declared routes are screens, not the 404 page.
    await page.goto('/register/complete-info');
    await expect(page.getByRole('heading', { level: 1, name: tr('registration:completeInfo.title') })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/register/set-password');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a fresh donor: no text of the other language on any route or main modal', async ({ page, request, lang, tr, signIn }) => {
    const isForeign = foreignTo(lang);
    const donor = await registerFreshDonor(request);
    await signIn(page, donor.email);
    const found: string[] = [];
    const read = async (where: string) => {
      await settle(page);
      for (const text of (await readableTexts(page)).map(normalise)) if (isForeign(text)) found.push(`${where}: ${text}`);
    };
    for (const route of [...SIGNED_IN_ROUTES, ...PUBLIC_ROUTES]) {
      await page.goto(route).catch(() => undefined);
      await read(route);
    }

    await page.goto('/');
    await page
      .getByRole('button', { name: tr('layout:sidebar.referral') })
      .first()
      .click();
    await read('referral modal');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: tr('layout:sidebar.showQr') })
      .first()
      .click();
    await read('QR modal');
    await page.keyboard.press('Escape');
    expect(found).toEqual([]);
  });
});
