import { BarChart } from '@mantine/charts';
import { Alert, Select, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDonations, type DonationsParams } from '../api/get-donations';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { groupDays, type Granularity } from './group-days';
import { StatGrid } from './stat-grid';

/** Donations in the range: headline figures, first-time against returning donors by period, and each center's. */
export function DonationsView({ params }: { params: DonationsParams }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const [by, setBy] = useState<Granularity>('day');
  const donations = useDonations(params);
  if (donations.isError) return <Alert color="red">{donations.error.message}</Alert>;
  if (!donations.data) return <Skeleton height={240} aria-busy="true" />;
  const { total, days, centers, reasons, range } = donations.data;
  const rangeLabel = `${range.from}_${range.to}`;
  const periods = groupDays(days, by);
  const deferralRate = total.visits === 0 ? null : (total.deferrals / total.visits) * 100;
  const reasonRows = reasons.map((r) => ({
    label: t(`donations.reasons.${r.reason}`),
    deferrals: r.deferrals,
    percentOfVisits: r.percentOfVisits,
  }));
  const centerRows = centers.map((c) => ({
    name: c.name,
    donations: c.donations,
    firstDonations: c.firstDonations,
    returningDonations: c.returningDonations,
    deferrals: c.deferrals,
    paidCents: c.paidCents,
  }));
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('donations.donations'), value: f.number(total.donations) },
          { label: t('donations.firstDonations'), value: f.number(total.firstDonations) },
          { label: t('donations.returningDonations'), value: f.number(total.returningDonations) },
          { label: t('donations.paid'), value: f.dollars(total.paidCents) },
          { label: t('donations.deferralRate'), value: f.percent(deferralRate) },
        ]}
      />
      <Select
        label={t('donations.by')}
        w={200}
        data={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`donations.granularity.${g}`) }))}
        value={by}
        allowDeselect={false}
        onChange={(g) => g && setBy(g as Granularity)}
      />
      <FigurePanel
        id="periods"
        title={t('donations.periodsTitle')}
        dashboard="donations"
        rangeLabel={rangeLabel}
        columns={[
          { key: 'period', label: t(`donations.granularity.${by}`) },
          { key: 'firstDonations', label: t('donations.firstDonations'), format: f.number },
          { key: 'returningDonations', label: t('donations.returningDonations'), format: f.number },
          { key: 'deferrals', label: t('donations.deferrals'), format: f.number },
          { key: 'paidCents', label: t('donations.paidCents'), format: f.dollars },
        ]}
        rows={periods}
        chart={
          <BarChart
            h={280}
            data={periods}
            dataKey="period"
            type="stacked"
            withLegend
            series={[
              { name: 'firstDonations', label: t('donations.firstDonations'), color: 'orange.9' },
              { name: 'returningDonations', label: t('donations.returningDonations'), color: 'blue.8' },
            ]}
          />
        }
      />
      <FigurePanel
        id="centers"
        title={t('donations.centersTitle')}
        dashboard="donations"
        rangeLabel={rangeLabel}
        columns={[
          { key: 'name', label: t('columns.center') },
          { key: 'donations', label: t('donations.donations'), format: f.number },
          { key: 'firstDonations', label: t('donations.firstDonations'), format: f.number },
          { key: 'returningDonations', label: t('donations.returningDonations'), format: f.number },
          { key: 'deferrals', label: t('donations.deferrals'), format: f.number },
          { key: 'paidCents', label: t('donations.paidCents'), format: f.dollars },
        ]}
        rows={centerRows}
        chart={
          <BarChart
            h={280}
            data={centerRows}
            dataKey="name"
            type="stacked"
            withLegend
            series={[
              { name: 'firstDonations', label: t('donations.firstDonations'), color: 'orange.9' },
              { name: 'returningDonations', label: t('donations.returningDonations'), color: 'blue.8' },
            ]}
          />
        }
      />
      <FigurePanel
        id="reasons"
        title={t('donations.reasonsTitle')}
        dashboard="donations"
        rangeLabel={rangeLabel}
        columns={[
          { key: 'label', label: t('donations.reason') },
          { key: 'deferrals', label: t('donations.deferrals'), format: f.number },
          { key: 'percentOfVisits', label: t('donations.reasonRate'), format: f.percent },
        ]}
        rows={reasonRows}
        chart={
          <BarChart
            h={280}
            data={reasonRows}
            dataKey="label"
            unit="%"
            series={[{ name: 'percentOfVisits', label: t('donations.reasonRate'), color: 'red.9' }]}
          />
        }
      />
    </Stack>
  );
}
