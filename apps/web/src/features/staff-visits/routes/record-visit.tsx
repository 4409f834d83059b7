import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { RecordVisitForm } from '../components/record-visit-form';

/** Record a visit from the console, at one of my centers. */
export function RecordVisitRoute() {
  const { t } = useTranslation('staff-visits');
  const me = useStaffMe();
  const [search] = useSearchParams();
  const checkedIn = (useLocation().state as { checkedIn?: unknown } | null)?.checkedIn;
  const prefill = {
    ...(search.get('donor') ? { donorNumber: search.get('donor') ?? '' } : {}),
    ...(search.get('center') ? { center: search.get('center') ?? '' } : {}),
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('record.title')}</Title>
      {typeof checkedIn === 'string' ? (
        <Alert color="teal" role="status">
          {t('record.checkedIn', { name: checkedIn })}
        </Alert>
      ) : null}
      <Text>{t('record.intro')}</Text>
      {me.data ? (
        <RecordVisitForm centers={me.data.staff.centers} prefill={prefill} />
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
