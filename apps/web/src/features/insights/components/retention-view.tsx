import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { RetentionFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { useRetention, type RetentionParams } from '../api/get-retention';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';

/**
 * Retention (issue 35), as of the range's last day: donors active in its last 30, 60 and 90 days and lapsed ones, by
 * center and by tier; donations per donor who gave, month by month.
 */
export function RetentionView({ params }: { params: RetentionParams }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const retention = useRetention(params);
  if (!retention.data || retention.isError) return <QueryPending query={retention} />;
  const { total, centers, tiers, months, range } = retention.data;
  const rangeLabel = rangeLabelOf(range);
  const columns = [
    { key: 'active30', label: t('retention.active30'), format: f.number },
    { key: 'active60', label: t('retention.active60'), format: f.number },
    { key: 'active90', label: t('retention.active90'), format: f.number },
    { key: 'lapsed', label: t('retention.lapsed'), format: f.number },
    { key: 'donations30', label: t('retention.donations30'), format: f.number },
    { key: 'perDonorMonthly', label: t('retention.perDonorMonthly'), format: f.number },
  ];
  const series = [
    { name: 'active30', label: t('retention.active30'), color: 'blue.8' },
    { name: 'active90', label: t('retention.active90'), color: 'teal.9' },
    { name: 'lapsed', label: t('retention.lapsed'), color: 'orange.9' },
  ];
  const row = (label: string, figures: RetentionFigures) => ({
    label,
    active30: figures.active30,
    active60: figures.active60,
    active90: figures.active90,
    lapsed: figures.lapsed,
    donations30: figures.donations30,
    perDonorMonthly: figures.perDonorMonthly,
  });
  const panels = [
    { id: 'centers', title: t('retention.centersTitle'), first: t('columns.center'), rows: centers.map((c) => row(c.name, c)) },
    { id: 'tiers', title: t('retention.tiersTitle'), first: t('columns.tier'), rows: tiers.map((r) => row(t(`tiers.${r.tier}`), r)) },
  ];
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('retention.active30'), value: f.number(total.active30) },
          { label: t('retention.active60'), value: f.number(total.active60) },
          { label: t('retention.active90'), value: f.number(total.active90) },
          { label: t('retention.lapsed'), value: f.number(total.lapsed) },
          { label: t('retention.perDonorMonthly'), value: f.number(total.perDonorMonthly) },
        ]}
      />
      <BarPanels dashboard="retention" rangeLabel={rangeLabel} panels={panels} columns={columns} series={series} />
      <FigurePanel
        id="months"
        title={t('retention.monthsTitle')}
        dashboard="retention"
        rangeLabel={rangeLabel}
        columns={[
          { key: 'month', label: t('retention.month') },
          { key: 'donations', label: t('retention.donations'), format: f.number },
          { key: 'donors', label: t('retention.donors'), format: f.number },
          { key: 'perDonor', label: t('retention.perDonor'), format: f.number },
        ]}
        rows={months}
        chart={
          <BarChart
            h={280}
            data={months}
            dataKey="month"
            series={[{ name: 'perDonor', label: t('retention.perDonor'), color: 'blue.8' }]}
          />
        }
      />
    </Stack>
  );
}
