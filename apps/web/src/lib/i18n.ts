import { detectLanguage, languages, type Language } from '@portal/contract/languages';
import { en as messagesEn } from '@portal/contract/messages/en';
import { es as messagesEs } from '@portal/contract/messages/es';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where the donor's EN/ES choice is kept; it wins over the browser's language. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export const DEFAULT_NAMESPACE = 'common';

type Catalogue = Record<string, unknown>;

/**
 * `i18n/<language>/<namespace>.json`. The namespaces of the first screen (login and the visitor
 * chrome) are bundled; every other feature's file is fetched when a screen first asks for it
 * (`useTranslation('home')` suspends until then), so the login bundle does not grow with features.
 */
export const BUNDLED_NAMESPACES = ['common', 'layout', 'auth'] as const;

const bundledFiles = import.meta.glob<Catalogue>(['../i18n/*/common.json', '../i18n/*/layout.json', '../i18n/*/auth.json'], {
  eager: true,
  import: 'default',
});

const lazyFiles = import.meta.glob<Catalogue>(
  ['../i18n/*/*.json', '!../i18n/*/common.json', '!../i18n/*/layout.json', '!../i18n/*/auth.json'],
  { import: 'default' },
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The UI catalogues by language and namespace, plus the contract's shared texts as namespace `messages`. */
export function buildResources(files: Record<string, Catalogue> = bundledFiles): Resource {
  const resources: Record<Language, Record<string, Catalogue>> = {
    en: { messages: messagesEn },
    es: { messages: messagesEs },
  };
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(path);
    const [, language, namespace] = match ?? [];
    if (isLanguage(language) && namespace) resources[language][namespace] = catalogue;
  }
  return resources;
}

/** An i18next backend that imports the lazy catalogue files. */
export function createLazyBackend(files: Record<string, () => Promise<Catalogue>> = lazyFiles): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = files[`../i18n/${language}/${namespace}.json`];
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
}

function browserEnvironment(): I18nEnvironment {
  if (typeof window === 'undefined') return {};
  return { storage: window.localStorage, browserLanguage: window.navigator.language, root: document.documentElement };
}

/**
 * Creates the app's i18next instance, synchronously ready for the first screen (its namespaces are
 * bundled); a screen asking for another namespace suspends while the lazy backend imports it.
 */
export function createI18n(env: I18nEnvironment = browserEnvironment()): I18n {
  const instance = i18next.createInstance();
  const lng = chooseLanguage(env.storage, env.browserLanguage);
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
      ns: Object.keys(resources.en ?? {}),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  if (env.root) env.root.lang = lng;
  return instance;
}

/** Switches the language and remembers the choice. */
export async function setLanguage(instance: I18n, language: Language, storage?: LanguageStorage): Promise<void> {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  await instance.changeLanguage(language);
}

/** The instance's language as one of ours. */
export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : 'en';
}
