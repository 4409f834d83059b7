import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LateLoader } from '../../../components/late-loader/late-loader';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { isNetworkFailure, useOfflineCopy, useOnline } from '../../../lib/offline/use-offline';
import { useLanguage } from '../../../lib/service-query';
import { useHomeCenter } from '../../centers/api/by-location-ids';
import { useHomeCenterHours } from '../../centers/api/get-center-hours';
import { CenterHoursList } from './center-hours';
import classes from './home-cards.module.css';

/** The donor's home center with its opening hours; offline, as the device kept it, with when it was fetched (issue 33). */
export function HomeCenterCard() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const { data, error, isPending, isError, fetchStatus } = useHomeCenter();
  const offline = !useOnline() || isNetworkFailure(error);
  const copy = useOfflineCopy('homeCenter', offline);
  const center = offline ? copy?.value : data;
  const hoursQuery = useHomeCenterHours();
  const hoursCopy = useOfflineCopy('homeCenterHours', offline);
  const hours = offline ? hoursCopy?.value : hoursQuery.data;
  // A donor without a home center has a disabled query: pending but idle.
  const waiting = !offline && isPending && fetchStatus !== 'idle';

  return (
    <Paper withBorder p="lg" className={classes.card} data-testid="home-center">
      <h2 className={classes.label}>{t('homeCenter')}</h2>
      {waiting ? (
        <Text role="status" className={classes.status}>
          <LateLoader size="xs" aria-hidden="true" /> {t('centerLoading')}
        </Text>
      ) : offline && copy === null ? (
        <Text>{t('offline.nothingSaved')}</Text>
      ) : isError && !offline ? (
        <Text>{t('centerError')}</Text>
      ) : center ? (
        <>
          <Text className={classes.value}>{center.name}</Text>
          <Text>{center.address.addressLine1}</Text>
          <Text>
            {center.address.city}, {center.address.state} {center.address.zipCode}
          </Text>
          {hours ? <CenterHoursList hours={hours} /> : null}
        </>
      ) : (
        copy !== undefined && <Text>{t('noHomeCenter')}</Text>
      )}
      {offline && copy ? (
        <Text size="sm" c="dimmed" data-testid="last-updated">
          {t('offline.lastUpdated', { time: formatDateTime(new Date(copy.fetchedAt).toISOString(), lang) })}
        </Text>
      ) : null}
    </Paper>
  );
}
