import { Badge, Group, List, Text } from '@mantine/core';
import { supportStatus } from '@portal/contract/support-hours';
import { useTranslation } from 'react-i18next';

/** Spec 2.5 hours with the holiday rules, and whether the line is open at `now` (Eastern time). */
export function SupportHours({ now }: { now: Date }) {
  const { t } = useTranslation('contact');
  const status = supportStatus(now);
  return (
    <div>
      <Group gap="sm">
        <h2>{t('hours.title')}</h2>
        <Badge color="dark" variant={status.open ? 'filled' : 'outline'} role="status">
          {status.open ? t('hours.openNow') : t('hours.closedNow')}
        </Badge>
      </Group>
      <List spacing={4}>
        <List.Item>{t('hours.weekdays')}</List.Item>
        <List.Item>{t('hours.weekends')}</List.Item>
        <List.Item>{t('hours.closed')}</List.Item>
        <List.Item>{t('hours.eves')}</List.Item>
      </List>
      {status.kind === 'closed' || status.kind === 'holidayEve' ? (
        <Text size="sm" mt="xs">
          {t(status.kind === 'closed' ? 'hours.todayClosed' : 'hours.todayEve')}
        </Text>
      ) : null}
    </div>
  );
}
