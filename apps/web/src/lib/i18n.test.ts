import { LANGUAGE_COOKIE } from '@portal/contract/cookies';
import { enFirstPage } from '@portal/contract/messages/en-first-page';
import { en } from '@portal/contract/messages/en';
import { es } from '@portal/contract/messages/es';
import { describe, expect, it } from 'vitest';
import {
  buildResources,
  chooseLanguage,
  createI18n,
  createLazyBackend,
  currentLanguage,
  i18nReady,
  LANGUAGE_STORAGE_KEY,
  loadMessages,
  setLanguage,
} from './i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('chooseLanguage', () => {
  it('defaults to English', () => {
    expect(chooseLanguage(memoryStorage(), undefined)).toBe('en');
    expect(chooseLanguage(memoryStorage(), 'en-US')).toBe('en');
    expect(chooseLanguage(memoryStorage(), 'fr-FR')).toBe('en');
  });

  it('picks Spanish when the browser language contains "es"', () => {
    expect(chooseLanguage(memoryStorage(), 'es')).toBe('es');
    expect(chooseLanguage(memoryStorage(), 'es-MX')).toBe('es');
    expect(chooseLanguage(memoryStorage(), 'ES-us')).toBe('es');
  });

  it("lets the donor's saved choice win over the browser", () => {
    expect(chooseLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), 'es-MX')).toBe('en');
    expect(chooseLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' }), 'en-US')).toBe('es');
  });

  it('ignores a saved value that is not a language, and blocked storage', () => {
    expect(chooseLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), 'es')).toBe('es');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(chooseLanguage(blocked, 'es')).toBe('es');
  });
});

describe('createI18n and setLanguage', () => {
  it('starts in the detected language, sets <html lang>, and loads the contract messages', async () => {
    const root = { lang: 'xx' };
    const i18n = createI18n({ storage: memoryStorage(), browserLanguage: 'es-US', root });
    await i18nReady(i18n);
    expect(currentLanguage(i18n)).toBe('es');
    expect(root.lang).toBe('es');
    expect(i18n.t('messages:titleDanger')).toBe('¡Uy!');
    expect(i18n.t('messages:tooManyAttempts', { minutes: 15 })).toContain('15 minuto');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
  });

  it('fetches a feature namespace when it is first needed', async () => {
    const i18n = createI18n({ storage: memoryStorage(), browserLanguage: 'es', root: { lang: '' } });
    expect(i18n.hasLoadedNamespace('home')).toBe(false);
    await i18n.loadNamespaces('home');
    expect(i18n.t('home:title', { name: 'Maria' })).toBe('¡Hola de nuevo, Maria!');
    await i18n.changeLanguage('en');
    expect(i18n.t('home:title', { name: 'Maria' })).toBe('Welcome back, Maria!');
  });

  it('persists the toggle, which then wins at the next start', async () => {
    const storage = memoryStorage();
    const root = { lang: '' };
    const first = createI18n({ storage, browserLanguage: 'en-US', root });
    expect(first.t('messages:titleDanger')).toBe('Oops!');
    await setLanguage(first, 'es', storage);
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(root.lang).toBe('es');
    expect(first.t('notFound.back')).toBe('Volver a la página de inicio');

    const next = createI18n({ storage, browserLanguage: 'en-US', root: { lang: '' } });
    expect(currentLanguage(next)).toBe('es');
  });

  it('repeats a stored choice in the cookie the server picks the prerendered page by (decision 052)', () => {
    const cookies = { cookie: '' };
    createI18n({ storage: memoryStorage(), browserLanguage: 'es-US', root: { lang: '' }, cookies });
    // No choice made: the browser's language reaches the server by itself (Accept-Language).
    expect(cookies.cookie).toBe('');
    createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' }), browserLanguage: 'en-US', root: { lang: '' }, cookies });
    expect(cookies.cookie).toBe(`${LANGUAGE_COOKIE}=es; Path=/; Max-Age=31536000; SameSite=Lax`);
    const secure = { cookie: '' };
    createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), root: { lang: '' }, cookies: secure, secure: true });
    expect(secure.cookie).toContain(`${LANGUAGE_COOKIE}=en;`);
    expect(secure.cookie).toContain('; Secure');
  });
});

describe('buildResources', () => {
  it('maps i18n/<language>/<namespace>.json files to namespaces', () => {
    const resources = buildResources({
      '../i18n/en/rewards.json': { title: 'Rewards' },
      '../i18n/es/rewards.json': { title: 'Recompensas' },
      '../i18n/fr/rewards.json': { title: 'Récompenses' },
    });
    expect(resources.en?.rewards).toEqual({ title: 'Rewards' });
    expect(resources.es?.rewards).toEqual({ title: 'Recompensas' });
    expect(resources.fr).toBeUndefined();
    expect(resources.en?.messages).toMatchObject({ titleDanger: 'Oops!' });
  });

  it('bundles English first-screen texts only: Spanish and the rest of the messages load later', () => {
    const resources = buildResources();
    expect(Object.keys(resources.en ?? {}).sort()).toEqual(['auth', 'common', 'layout', 'messages']);
    expect(resources.en?.messages).toEqual(enFirstPage);
    expect(resources.es).toEqual({});
  });
});

describe('the contract messages, loaded in parts', () => {
  const missing = (i18n: ReturnType<typeof createI18n>, language: 'en' | 'es', catalogue: Record<string, string>) =>
    Object.keys(catalogue).filter((key) => i18n.getResource(language, 'messages', key) !== catalogue[key]);

  it('start with the first-page texts in English, then every key of the catalogue after loadMessages', async () => {
    const i18n = createI18n({ storage: memoryStorage(), browserLanguage: 'en-US', root: { lang: '' } });
    await i18nReady(i18n);
    expect(missing(i18n, 'en', enFirstPage)).toEqual([]);
    expect(i18n.exists('messages:tooManyAttempts')).toBe(false);
    await loadMessages(i18n);
    expect(missing(i18n, 'en', en)).toEqual([]);
    expect(i18n.t('messages:tooManyAttempts', { minutes: 15 })).toBe('Too many attempts. Please wait 15 minute(s) and try again.');
  });

  it('are whole in Spanish from the start for a Spanish visitor, and after the toggle for an English one', async () => {
    const spanish = createI18n({ storage: memoryStorage(), browserLanguage: 'es', root: { lang: '' } });
    await i18nReady(spanish);
    expect(missing(spanish, 'es', es)).toEqual([]);

    const english = createI18n({ storage: memoryStorage(), browserLanguage: 'en', root: { lang: '' } });
    await setLanguage(english, 'es');
    expect(missing(english, 'es', es)).toEqual([]);
    expect(english.t('messages:staffSelfChange')).toBe(es.staffSelfChange);
    await setLanguage(english, 'en');
    expect(missing(english, 'en', en)).toEqual([]);
  });

  it('loads each catalogue once per instance, in the language asked', async () => {
    const i18n = createI18n({ storage: memoryStorage(), browserLanguage: 'en', root: { lang: '' } });
    expect(loadMessages(i18n)).toBe(loadMessages(i18n));
    await loadMessages(i18n, 'es');
    expect(missing(i18n, 'es', es)).toEqual([]);
  });
});

describe('createLazyBackend', () => {
  it('reads i18n/<language>/<namespace>.json, and nothing for an unknown namespace', async () => {
    const backend = createLazyBackend({ '../i18n/es/rewards.json': async () => ({ title: 'Recompensas' }) });
    const read = (language: string, namespace: string) =>
      new Promise((resolve, reject) =>
        backend.read(language, namespace, (error, data) => (error ? reject(new Error(String(error))) : resolve(data))),
      );
    await expect(read('es', 'rewards')).resolves.toEqual({ title: 'Recompensas' });
    await expect(read('es', 'nothing')).resolves.toEqual({});
  });

  it("reads the contract's whole catalogue as namespace messages", async () => {
    const backend = createLazyBackend({}, { es: async () => ({ ok: 'Aceptar' }) });
    const data = await new Promise((resolve) => backend.read('es', 'messages', (_error, catalogue) => resolve(catalogue)));
    expect(data).toEqual({ ok: 'Aceptar' });
  });
});
