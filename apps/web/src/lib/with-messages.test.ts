import { en } from '@portal/contract/messages/en';
import { es } from '@portal/contract/messages/es';
import { describe, expect, it } from 'vitest';
import { createI18n, i18nReady, setLanguage } from './i18n';
import { withMessages } from './with-messages';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

describe('withMessages', () => {
  it("resolves to the chunk once every message of the UI's language is there", async () => {
    // createI18n registers its instance with react-i18next, which lazy screens read.
    const i18n = createI18n({ storage: memoryStorage(), browserLanguage: 'en-US', root: { lang: '' } });
    await i18nReady(i18n);
    expect(i18n.exists('messages:caseNotFound')).toBe(false);
    const chunk = { default: 'screen' };
    await expect(withMessages(async () => chunk)()).resolves.toBe(chunk);
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(i18n.t(`messages:${key}`), key).not.toBe(key);
    expect(i18n.t('messages:caseNotFound')).toBe(en.caseNotFound);

    await setLanguage(i18n, 'es');
    await withMessages(async () => chunk)();
    expect(i18n.t('messages:caseNotFound')).toBe(es.caseNotFound);
  });
});
