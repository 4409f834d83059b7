import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** One text in English and Spanish side by side (stacked on a phone), each input marked with its language. */
export function BilingualInput<V extends Record<string, unknown>>({
  form,
  path,
  label,
  multiline = false,
}: {
  form: UseFormReturnType<V>;
  path: string;
  label: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation('content');
  const Input = multiline ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['en', 'es'] as const).map((lang) => (
        <Input
          key={lang}
          lang={lang}
          label={`${label} · ${t(lang === 'en' ? 'editor.english' : 'editor.spanish')}`}
          {...(multiline ? { autosize: true, minRows: 2 } : {})}
          {...form.getInputProps(`${path}.${lang}`)}
        />
      ))}
    </SimpleGrid>
  );
}
