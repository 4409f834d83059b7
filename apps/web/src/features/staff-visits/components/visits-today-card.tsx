import { Anchor, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useVisitsToday } from '../api/visits-today';

/** The dashboard card of center roles and admins: how many visits were recorded today at my centers. */
export function VisitsTodayCard() {
  const { t } = useTranslation('staff-visits');
  const today = useVisitsToday();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="visits-today-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="visits-today-title">
          {t('today.title')}
        </Title>
        {today.data ? (
          <>
            <Text size="xl" fw={700} data-testid="visits-today-total">
              {t('today.summary', { count: today.data.total })}
            </Text>
            <Text>{t('today.donations', { count: today.data.donations })}</Text>
            {today.data.centers.length > 0 && (
              <List>
                {today.data.centers.map((center) => (
                  <List.Item key={center.locationID}>{t('today.center', { name: center.name, count: center.visits })}</List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to={paths.staffVisits}>
              {t('today.open')}
            </Anchor>
          </>
        ) : today.isError ? (
          <Text role="alert">{t('today.error')}</Text>
        ) : (
          <Stack aria-busy="true">
            <Skeleton height={28} />
            <Skeleton height={20} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
