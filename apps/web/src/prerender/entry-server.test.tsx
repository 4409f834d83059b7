import { readFileSync } from 'node:fs';
import type { Language } from '@portal/contract/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, renderShell } from './entry-server';

type Catalogue = { [key: string]: string | Catalogue };

function catalogueText(language: Language, reference: string): string {
  const [namespace = '', key = ''] = reference.split(':');
  const file = new URL(`../i18n/${language}/${namespace}.json`, import.meta.url);
  let value: string | Catalogue | undefined = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`${language}/${reference} is not a text`);
  return value;
}

/** The text a page shows, as React writes it into HTML (entities escaped). */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/**
 * Each prerendered signed-out page (scripts/prerender.mjs) and the catalogue texts it shows before any script: its
 * title and intro, its fields' labels and its buttons.
 */
const pages: Record<string, string[]> = {
  '/login': [
    'auth:login.title',
    'auth:login.intro',
    'auth:login.username',
    'auth:login.password',
    'auth:login.submit',
    'auth:login.passkey.button',
    'auth:login.forgotPassword',
    'auth:login.register',
  ],
  '/register': ['registration:choice.title', 'registration:choice.intro', 'registration:choice.existing', 'registration:choice.new'],
  '/register/existing': ['registration:existing.title', 'registration:existing.intro', 'registration:existing.donorNumber'],
  '/register/new': ['registration:new.title', 'registration:new.intro', 'forms:firstName', 'forms:lastName', 'forms:email', 'forms:phone'],
  '/register/complete-info': ['registration:completeInfo.title'],
  '/register/success': ['registration:success.title', 'registration:success.signInText'],
  '/forget-password': [
    'password-reset:start.title',
    'password-reset:start.intro',
    'password-reset:start.username',
    'password-reset:start.submit',
  ],
  '/donorcare': ['donor-care:landing.title', 'donor-care:landing.open', 'donor-care:landing.signIn'],
  '/donorcare/form': [
    'donor-care:title',
    'donor-care:intro',
    'donor-care:fields.firstName',
    'donor-care:fields.emailAddress',
    'donor-care:submit',
  ],
  '/find-center': ['centers:title'],
  '/set-password-success': ['password-reset:success.title', 'password-reset:success.text', 'password-reset:success.signIn'],
};

/** The spec's own English words on these pages (spec 2.4: the visitors' header). */
const specEnglish = ['Find Nearest Center'];

describe('the prerendered signed-out pages', () => {
  // The captcha's module names the worker scope (`self`) when Vitest loads it for Node; the build's own bundle for Node
  // does not (scripts/prerender.mjs). Nothing of it runs here: the widget is drawn only in the browser.
  beforeAll(() => {
    Object.assign(globalThis, { self: globalThis });
  });

  for (const [path, texts] of Object.entries(pages)) {
    it(`${path} holds its texts in English and in Spanish, and no English in Spanish`, async () => {
      const html = { en: await renderPage(path, 'en'), es: await renderPage(path, 'es') };
      for (const language of ['en', 'es'] as const) {
        for (const reference of [...texts, 'layout:topBar.findCenter']) {
          expect(html[language], `${language} ${reference}`).toContain(asHtml(catalogueText(language, reference)));
        }
      }
      for (const text of specEnglish) expect(html.en).toContain(text);
      // What a Spanish visitor reads (the text between tags, not Mantine's class names such as `PasswordInput`).
      const spanishText = html.es.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]+>/g, '\n');
      for (const reference of texts) {
        const english = catalogueText('en', reference);
        if (english !== catalogueText('es', reference)) expect(spanishText, reference).not.toContain(asHtml(english));
      }
    });
  }
});

/** The signed-in frame's texts (issue 36): the top bar, and the footer below the fold. */
const frameTexts = [
  'layout:topBar.menu',
  'layout:topBar.findCenter',
  'layout:topBar.logout',
  'layout:topBar.openMobileMenu',
  'common:loading',
  'layout:footer.support',
];

describe('the prerendered signed-in frame (issue 36)', () => {
  it('holds the top bar, the loader and the footer in English and in Spanish, and nothing of a donor', async () => {
    const html = { en: await renderShell('en'), es: await renderShell('es') };
    for (const language of ['en', 'es'] as const) {
      for (const reference of frameTexts) {
        expect(html[language], `${language} ${reference}`).toContain(asHtml(catalogueText(language, reference)));
      }
      // The sidebar's place: one grey block per menu entry, hidden from screen readers; no name, no "member since".
      expect(html[language]).toMatch(/<aside[^>]*aria-hidden="true"/);
      expect(html[language]).not.toContain(asHtml(catalogueText(language, 'layout:sidebar.memberSince').split('{{')[0] ?? ''));
    }
    expect(html.en).toContain('Find Nearest Center');
    const spanishText = html.es.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]+>/g, '\n');
    for (const reference of frameTexts) {
      const english = catalogueText('en', reference);
      if (english !== catalogueText('es', reference)) expect(spanishText, reference).not.toContain(asHtml(english));
    }
  });

  it("holds the home's greeting hidden, its words for each kind of donor in its language, none of hers, and its script right after it (decision 073)", async () => {
    for (const language of ['en', 'es'] as const) {
      const html = await renderShell(language);
      const attribute =
        /<div data-greeting="([^"]*)" hidden="">\s*<h1[^>]*><\/h1>\s*<p[^>]*><\/p>\s*<\/div>\s*<script>\(function showStoredGreeting\(/.exec(
          html,
        )?.[1];
      expect(attribute, language).toBeDefined();
      const words = JSON.parse(
        (attribute ?? '')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      ) as Record<string, { title: string; intro: string }>;
      expect(words).toEqual({
        donor: { title: catalogueText(language, 'home:title'), intro: catalogueText(language, 'home:intro') },
        predonor: {
          title: catalogueText(language, 'home:greeting.predonor.title'),
          intro: catalogueText(language, 'home:greeting.predonor.intro'),
        },
        referral_pending: {
          title: catalogueText(language, 'home:greeting.referral_pending.title'),
          intro: catalogueText(language, 'home:greeting.referral_pending.intro'),
        },
      });
      expect(words.donor?.title).toContain('{{name}}');
    }
  });
});
