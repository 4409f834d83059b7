import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../lib/service-query';
import { useJoinWaitlist, useWaitlist } from '../../api/waitlist/waitlist';
import { longDay } from '../format';

/** Under a full day on the booking screen: join its waitlist, or the note that she is on it. */
export function WaitlistJoin({ locationID, date }: { locationID: number; date: string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const waitlist = useWaitlist();
  const join = useJoinWaitlist();
  const entry = waitlist.data?.entries.find((e) => e.locationID === locationID && e.date === date);
  if (entry) {
    return (
      <Alert color="teal" role="status" mt="sm">
        {t('waitlist.joined', { day: longDay(date, lang) })}{' '}
        <Anchor component={Link} to={paths.appointments}>
          {t('waitlist.see')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="sm" mt="sm">
      <Stack gap="xs" align="flex-start">
        <Text>{t('waitlist.fullDay')}</Text>
        <Button loading={join.isPending || waitlist.isPending} onClick={() => join.mutate({ locationID, date })}>
          {t('waitlist.join')}
        </Button>
        {join.error ? (
          <Alert color="red" role="alert">
            {join.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
