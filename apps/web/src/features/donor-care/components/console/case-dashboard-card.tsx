import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCaseDashboard } from '../../api/console-cases';

/** The staff home's card: today's cases by status and the overdue count, within the caller's scope. */
export function CaseDashboardCard() {
  const { t } = useTranslation('cases');
  const board = useCaseDashboard();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-dashboard-title">
      <Stack gap="sm">
        <Title order={2} id="case-dashboard-title">
          {t('dashboard.title')}
        </Title>
        {board.data ? (
          <>
            <Group gap="xs" wrap="wrap">
              {board.data.today.map((entry) => (
                <Badge key={entry.status} variant="outline" color="dark" size="lg">
                  {t(`statuses.${entry.status}`)}: {entry.count}
                </Badge>
              ))}
            </Group>
            <Text fw={700} c={board.data.overdue > 0 ? 'red.9' : undefined}>
              {t('dashboard.overdue', { count: board.data.overdue })}
            </Text>
            <Anchor component={Link} to={`${paths.staff}/cases`}>
              {t('dashboard.open')}
            </Anchor>
          </>
        ) : board.isError ? (
          <Text role="alert">{board.error.message}</Text>
        ) : (
          <Stack role="status" aria-busy="true" aria-label={t('dashboard.loading')}>
            <Skeleton height={28} />
            <Skeleton height={20} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
