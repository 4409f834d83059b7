import { Stack, Text, Title } from '@mantine/core';
import type { ScreeningText } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../components/content-editor/bilingual-input';
import { textPathLabel } from '../utils/text-path-label';
import type { ScreeningForm } from './form-types';

/** The document's other texts (landing, buttons, cards, results), each by where it appears; the set is fixed by the kind. */
export function TextsSection({ form, texts }: { form: ScreeningForm; texts: ScreeningText[] }) {
  const { t } = useTranslation('screening-content');
  return (
    <Stack gap="md">
      <Title order={2}>{t('texts.title')}</Title>
      <Text size="sm">{t('texts.note')}</Text>
      {texts.map((text, i) => (
        <BilingualInput key={text.path} form={form} path={`fields.texts.${i}.text`} label={textPathLabel(text.path, t)} multiline />
      ))}
    </Stack>
  );
}
