import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { PointsFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { usePoints, type PointsParams } from '../api/get-points';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { PointsRateForm } from './points-rate-form';
import { StatGrid } from './stat-grid';

/**
 * Points (issue 35): what the ledger booked in the range, the outstanding balance at its end and its dollar value at the
 * program's points per dollar (shown beside it; admins set it here), by home center, tier and month.
 */
export function PointsView({ params, canSetRate }: { params: PointsParams; canSetRate: boolean }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const points = usePoints(params);
  if (!points.data || points.isError) return <QueryPending query={points} />;
  const { total, centers, tiers, months, range, pointsPerDollar } = points.data;
  const rangeLabel = rangeLabelOf(range);
  const moveColumns = [
    { key: 'earned', label: t('points.earned'), format: f.number },
    { key: 'redeemed', label: t('points.redeemed'), format: f.number },
    { key: 'expired', label: t('points.expired'), format: f.number },
    { key: 'adjusted', label: t('points.adjusted'), format: f.number },
  ];
  const columns = [
    ...moveColumns,
    { key: 'holders', label: t('points.holders'), format: f.number },
    { key: 'balance', label: t('points.balance'), format: f.number },
    { key: 'liabilityCents', label: t('points.liabilityCents'), format: f.dollars },
  ];
  const series = [
    { name: 'earned', label: t('points.earned'), color: 'blue.8' },
    { name: 'redeemed', label: t('points.redeemed'), color: 'teal.9' },
    { name: 'balance', label: t('points.balance'), color: 'orange.9' },
  ];
  const row = (label: string, figures: PointsFigures) => ({
    label,
    earned: figures.earned,
    redeemed: figures.redeemed,
    expired: figures.expired,
    adjusted: figures.adjusted,
    holders: figures.holders,
    balance: figures.balance,
    liabilityCents: figures.liabilityCents,
  });
  const panels = [
    { id: 'centers', title: t('points.centersTitle'), first: t('points.homeCenter'), rows: centers.map((c) => row(c.name, c)) },
    { id: 'tiers', title: t('points.tiersTitle'), first: t('columns.tier'), rows: tiers.map((r) => row(t(`tiers.${r.tier}`), r)) },
  ];
  return (
    <Stack gap="md">
      {canSetRate && <PointsRateForm />}
      <StatGrid
        stats={[
          { label: t('points.balance'), value: f.number(total.balance) },
          { label: t('points.liability', { points: f.number(pointsPerDollar) }), value: f.dollars(total.liabilityCents) },
          { label: t('points.earned'), value: f.number(total.earned) },
          { label: t('points.redeemed'), value: f.number(total.redeemed) },
          { label: t('points.expired'), value: f.number(total.expired) },
        ]}
      />
      <FigurePanel
        id="months"
        title={t('points.monthsTitle')}
        dashboard="points"
        rangeLabel={rangeLabel}
        columns={[{ key: 'month', label: t('retention.month') }, ...moveColumns]}
        rows={months}
        chart={<BarChart h={280} data={months} dataKey="month" withLegend series={series.slice(0, 2)} />}
      />
      <BarPanels dashboard="points" rangeLabel={rangeLabel} panels={panels} columns={columns} series={series} />
    </Stack>
  );
}
