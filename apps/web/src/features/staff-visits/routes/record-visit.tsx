import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../staff/api/get-me';
import { RecordVisitForm } from '../components/record-visit-form';

/** Record a visit from the console, at one of my centers. */
export function RecordVisitRoute() {
  const { t } = useTranslation('staff-visits');
  const me = useStaffMe();
  return (
    <Stack gap="md">
      <Title order={1}>{t('record.title')}</Title>
      <Text>{t('record.intro')}</Text>
      {me.data ? (
        <RecordVisitForm centers={me.data.staff.centers} />
      ) : (
        <Stack aria-busy="true" maw={720}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={200} />
        </Stack>
      )}
    </Stack>
  );
}
