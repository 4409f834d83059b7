import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { VisitorForm } from '../components/visitor-form';

/** `/donorcare/form` (spec 2.2): the donor-care form for visitors. */
export function VisitorDonorCareRoute() {
  const { t } = useTranslation('donor-care');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('visitorIntro')}</Text>
      <VisitorForm />
    </Stack>
  );
}
