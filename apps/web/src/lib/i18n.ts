import { detectLanguage, languages, type Language } from '@portal/contract/languages';
import { enFirstPage } from '@portal/contract/messages/en-first-page';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@portal/contract/cookies';

/** Where the donor's EN/ES choice is kept; it wins over the browser's language. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export const DEFAULT_NAMESPACE = 'common';

export interface CookieJar {
  cookie: string;
}

/**
 * `LANGUAGE_COOKIE` tells the server the donor's EN/ES choice, so that it sends the page prerendered in that language
 * (decision 052); a browser without it gets the page in its Accept-Language. Only the two letters, no personal data.
 */
function rememberForServer(jar: CookieJar | undefined, language: Language, secure: boolean): void {
  if (!jar || jar.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  jar.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function browserCookies(): { jar?: CookieJar; secure: boolean } {
  if (typeof document === 'undefined') return { secure: false };
  return { jar: document, secure: window.location.protocol === 'https:' };
}

type Catalogue = Record<string, unknown>;

/**
 * `i18n/<language>/<namespace>.json`. The English namespaces of the first screen (login and the visitor
 * chrome) are bundled; every other file, Spanish ones included, is fetched when first needed
 * (`useTranslation('home')` suspends until then, `i18nReady` before the first render), so the login bundle
 * does not grow with features and English visitors do not download Spanish.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'layout', 'auth', 'messages'] as const;

const bundledFiles = import.meta.glob<Catalogue>(['../i18n/en/common.json', '../i18n/en/layout.json', '../i18n/en/auth.json'], {
  eager: true,
  import: 'default',
});

const lazyFiles = import.meta.glob<Catalogue>(
  ['../i18n/*/*.json', '!../i18n/en/common.json', '!../i18n/en/layout.json', '!../i18n/en/auth.json'],
  { import: 'default' },
);

/** The contract's whole catalogues (namespace `messages`): English bundles only `enFirstPage`. */
const messageFiles: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@portal/contract/messages/en').then((module) => module.en),
  es: () => import('@portal/contract/messages/es').then((module) => module.es),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The bundled UI catalogues by language and namespace, plus the contract's first-page texts as English namespace `messages`. */
export function buildResources(files: Record<string, Catalogue> = bundledFiles): Resource {
  const resources: Record<Language, Record<string, Catalogue>> = { en: { messages: enFirstPage }, es: {} };
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(path);
    const [, language, namespace] = match ?? [];
    if (isLanguage(language) && namespace) resources[language][namespace] = catalogue;
  }
  return resources;
}

/** An i18next backend that imports the lazy catalogue files, and the contract's whole catalogue as `messages`. */
export function createLazyBackend(
  files: Record<string, () => Promise<Catalogue>> = lazyFiles,
  messages: Record<string, () => Promise<Catalogue>> = messageFiles,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = namespace === 'messages' ? messages[language] : files[`../i18n/${language}/${namespace}.json`];
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readStoredLanguage(storage: LanguageStorage | undefined): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The donor's saved choice if any, else Spanish when the browser language contains "es", else English. */
export function chooseLanguage(storage: LanguageStorage | undefined, browserLanguage: string | undefined): Language {
  return readStoredLanguage(storage) ?? detectLanguage(browserLanguage);
}

export interface I18nEnvironment {
  storage?: LanguageStorage;
  browserLanguage?: string;
  /** The `<html>` element whose `lang` follows the language. */
  root?: { lang: string };
  /** Where the stored choice is repeated for the server (`LANGUAGE_COOKIE`). */
  cookies?: CookieJar;
  secure?: boolean;
}

function browserEnvironment(): I18nEnvironment {
  if (typeof window === 'undefined') return {};
  const { jar, secure } = browserCookies();
  return {
    storage: window.localStorage,
    browserLanguage: window.navigator.language,
    root: document.documentElement,
    cookies: jar,
    secure,
  };
}

/**
 * Creates the app's i18next instance, synchronously ready for the first screen (its namespaces are
 * bundled); a screen asking for another namespace suspends while the lazy backend imports it.
 */
export function createI18n(env: I18nEnvironment = browserEnvironment()): I18n {
  const instance = i18next.createInstance();
  const lng = chooseLanguage(env.storage, env.browserLanguage);
  // A choice stored before the cookie existed reaches the server from the next page load on.
  const stored = readStoredLanguage(env.storage);
  if (stored) rememberForServer(env.cookies, stored, env.secure ?? false);
  const resources = buildResources();
  instance.on('languageChanged', (language) => {
    if (env.root) env.root.lang = language;
  });
  void instance
    .use(initReactI18next)
    .use(createLazyBackend())
    .init({
      resources,
      partialBundledLanguages: true,
      lng,
      fallbackLng: 'en',
      supportedLngs: [...languages],
      defaultNS: DEFAULT_NAMESPACE,
      ns: [...FIRST_SCREEN_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  if (env.root) env.root.lang = lng;
  return instance;
}

/** Resolves once the first screen's namespaces are there in the chosen language (at once in English): render after it. */
export async function i18nReady(instance: I18n): Promise<void> {
  await instance.loadNamespaces([...FIRST_SCREEN_NAMESPACES]);
}

const wholeMessages = new WeakMap<I18n, Map<Language, Promise<void>>>();

/**
 * Makes every contract message available in `language` (the UI's by default): English starts with the
 * first-page texts only, so each screen but login loads the rest with its chunk (`lib/with-messages.ts`).
 */
export function loadMessages(instance: I18n, language: Language = currentLanguage(instance)): Promise<void> {
  const loaded = wholeMessages.get(instance) ?? new Map<Language, Promise<void>>();
  wholeMessages.set(instance, loaded);
  let pending = loaded.get(language);
  if (!pending) {
    pending = messageFiles[language]().then((catalogue) => {
      instance.addResourceBundle(language, 'messages', catalogue, true, true);
    });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

/** Switches the language (once its texts are loaded) and remembers the choice. */
export async function setLanguage(instance: I18n, language: Language, storage?: LanguageStorage): Promise<void> {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  const { jar, secure } = browserCookies();
  rememberForServer(jar, language, secure);
  await loadMessages(instance, language);
  await instance.changeLanguage(language);
}

/** The instance's language as one of ours: the chosen one, even while its texts are still loading. */
export function currentLanguage(instance: I18n): Language {
  return [instance.language, instance.resolvedLanguage].find(isLanguage) ?? 'en';
}
