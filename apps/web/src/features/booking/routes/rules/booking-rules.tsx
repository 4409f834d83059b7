import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBookingRules } from '../../api/center-schedule';
import { BookingRulesForm } from '../../components/rules/booking-rules-form';

/** `/staff/booking-rules` (admins): the rules every booking is checked against, for every center. */
export function BookingRulesRoute() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('rules.title'));
  const rules = useBookingRules();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('rules.title')}</Title>
      <Text maw={720}>{t('rules.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        {rules.isError ? (
          <Alert color="red" role="alert">
            {rules.error.message}
          </Alert>
        ) : rules.data ? (
          <BookingRulesForm rules={rules.data.rules} />
        ) : (
          <Skeleton height={240} aria-busy="true" />
        )}
      </Paper>
    </Stack>
  );
}
