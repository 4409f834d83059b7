import { Stack } from '@mantine/core';
import type { CareFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { useCare, type CareParams } from '../api/get-care';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';

/**
 * Donor care (issue 35): cases opened and resolved in the range, the backlog and the overdue at its end, the median hours
 * to the first reply and to resolution; by channel, status and center (never by subject, the donor's own words).
 */
export function CareView({ params }: { params: CareParams }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const care = useCare(params);
  if (!care.data || care.isError) return <QueryPending query={care} />;
  const { total, channels, statuses, centers, range } = care.data;
  const columns = [
    { key: 'opened', label: t('care.opened'), format: f.number },
    { key: 'resolved', label: t('care.resolved'), format: f.number },
    { key: 'openAtEnd', label: t('care.openAtEnd'), format: f.number },
    { key: 'overdueAtEnd', label: t('care.overdueAtEnd'), format: f.number },
    { key: 'medianHoursToFirstReply', label: t('care.firstReply'), format: f.number },
    { key: 'medianHoursToResolve', label: t('care.resolve'), format: f.number },
  ];
  const series = [
    { name: 'opened', label: t('care.opened'), color: 'blue.8' },
    { name: 'resolved', label: t('care.resolved'), color: 'teal.9' },
    { name: 'openAtEnd', label: t('care.openAtEnd'), color: 'orange.9' },
  ];
  const row = (label: string, figures: CareFigures) => ({
    label,
    opened: figures.opened,
    resolved: figures.resolved,
    openAtEnd: figures.openAtEnd,
    overdueAtEnd: figures.overdueAtEnd,
    medianHoursToFirstReply: figures.medianHoursToFirstReply,
    medianHoursToResolve: figures.medianHoursToResolve,
  });
  const panels = [
    {
      id: 'channels',
      title: t('care.channelsTitle'),
      first: t('care.channel'),
      rows: channels.map((c) => row(t(`care.channels.${c.channel}`), c)),
    },
    {
      id: 'statuses',
      title: t('care.statusesTitle'),
      first: t('care.status'),
      rows: statuses.map((s) => row(t(`care.statuses.${s.caseStatus}`), s)),
    },
    {
      id: 'centers',
      title: t('care.centersTitle'),
      first: t('columns.center'),
      rows: centers.map((c) => row(c.name ?? t('care.noCenter'), c)),
    },
  ];
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('care.opened'), value: f.number(total.opened) },
          { label: t('care.resolved'), value: f.number(total.resolved) },
          { label: t('care.openAtEnd'), value: f.number(total.openAtEnd) },
          { label: t('care.overdueAtEnd'), value: f.number(total.overdueAtEnd) },
          { label: t('care.firstReply'), value: f.number(total.medianHoursToFirstReply) },
        ]}
      />
      <BarPanels dashboard="care" rangeLabel={rangeLabelOf(range)} panels={panels} columns={columns} series={series} />
    </Stack>
  );
}
