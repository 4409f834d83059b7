import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The date of the event, typed MM-DD-YYYY like every date the portal asks for (spec 5), today or earlier. */
export function EventDateInput(props: TextInputProps) {
  const { t } = useTranslation('donor-care');
  return (
    <TextInput
      label={t('fields.date')}
      description={t('fields.dateHelp')}
      placeholder={t('fields.datePlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      {...props}
    />
  );
}
