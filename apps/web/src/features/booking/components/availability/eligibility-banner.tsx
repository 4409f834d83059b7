import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconCheck } from '../../../../components/icons/icons';
import { useLanguage } from '../../../../lib/service-query';
import { useEligibility } from '../../api/availability/get-eligibility';
import { longDay } from '../format';

/** Whether the donor may book, every rule that applies in her words, and the next day she may donate. */
export function EligibilityBanner({ rescheduling = null }: { rescheduling?: string | null }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const { data } = useEligibility(rescheduling);
  if (!data) return null;
  const Icon = data.eligible ? IconCheck : IconAlert;
  return (
    // A section, not an alert: it is the page's first content, read in order, and must not interrupt on every visit.
    <Paper
      component="section"
      aria-label={t('eligibility.label')}
      withBorder
      p="lg"
      bg={data.eligible ? 'teal.0' : 'orange.0'}
      data-testid="eligibility-banner"
    >
      <Group gap="xs" wrap="nowrap" mb="xs">
        <Icon size={22} color={data.eligible ? 'var(--mantine-color-teal-9)' : 'var(--mantine-color-orange-9)'} />
        <Title order={2} size="h4" c="dark.8">
          {data.eligible ? t('eligibility.eligible') : t('eligibility.notEligible')}
        </Title>
      </Group>
      {data.reasons.length > 0 ? (
        <List spacing={4} mb="xs">
          {data.reasons.map((reason) => (
            <List.Item key={reason.code}>{reason.message}</List.Item>
          ))}
        </List>
      ) : null}
      <Text fw={600}>
        {data.nextEligibleDate ? t('eligibility.nextDate', { date: longDay(data.nextEligibleDate, lang) }) : t('eligibility.noDate')}
      </Text>
      <Text size="sm">{t('eligibility.duration', { minutes: data.appointmentMinutes })}</Text>
      {data.prescreeningPath ? (
        <Button component={Link} to={data.prescreeningPath} mt="sm">
          {t('eligibility.finishPrescreening')}
        </Button>
      ) : null}
    </Paper>
  );
}
