import { Button, Group } from '@mantine/core';
import { languages, type Language } from '@portal/contract/languages';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** EN/ES switch: the choice is remembered and wins over the browser's language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  const choose = (language: Language) => {
    if (language !== active) void setLanguage(i18n, language, browserStorage());
  };
  return (
    // Released only once every lazy part of a prerendered page is hydrated (lib/prerender-lock.ts).
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap" data-prerender-after-islands="">
      {languages.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === active ? 'filled' : 'default'}
          lang={language}
          aria-pressed={language === active}
          onClick={() => choose(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
