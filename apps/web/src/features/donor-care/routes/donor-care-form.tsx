import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { DonorCareForm } from '../components/donor-care-form';
import { MyRequests } from '../components/my-requests';
import { BackLink } from '../../../components/back-link/back-link';

/** `/donor-care-form` (spec 2.17): back to Contact Us, the form, and the donor's earlier requests. */
export function DonorCareFormRoute() {
  const { t } = useTranslation('donor-care');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={paths.contacts}>{t('back')}</BackLink>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <DonorCareForm />
      <MyRequests />
    </Stack>
  );
}
