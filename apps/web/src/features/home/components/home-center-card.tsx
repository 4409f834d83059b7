import { Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHomeCenter } from '../../centers/api/by-location-ids';
import classes from './home-cards.module.css';

export function HomeCenterCard() {
  const { t } = useTranslation('home');
  const { data: center, isPending, isError, fetchStatus } = useHomeCenter();
  // A donor without a home center has a disabled query: pending but idle.
  const waiting = isPending && fetchStatus !== 'idle';

  return (
    <Paper withBorder p="lg" className={classes.card}>
      <h2 className={classes.label}>{t('homeCenter')}</h2>
      {waiting ? (
        <Text role="status" className={classes.status}>
          <Loader size="xs" aria-hidden="true" /> {t('centerLoading')}
        </Text>
      ) : isError ? (
        <Text>{t('centerError')}</Text>
      ) : center ? (
        <>
          <Text className={classes.value}>{center.name}</Text>
          <Text>{center.address.addressLine1}</Text>
          <Text>
            {center.address.city}, {center.address.state} {center.address.zipCode}
          </Text>
        </>
      ) : (
        <Text>{t('noHomeCenter')}</Text>
      )}
    </Paper>
  );
}
