import { BarChart } from '@mantine/charts';
import { Alert, NumberInput, Skeleton, Stack } from '@mantine/core';
import { FUNNEL_DEFAULT_WINDOW_MONTHS, FUNNEL_MAX_WINDOW_MONTHS } from '@portal/contract/entities/insights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnel, type FunnelParams } from '../api/get-funnel';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';

/** The qualification funnel: new donors, who came back within the window, by month of first donation and by center. */
export function FunnelView({ params }: { params: Omit<FunnelParams, 'windowMonths'> }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const [windowMonths, setWindowMonths] = useState(FUNNEL_DEFAULT_WINDOW_MONTHS);
  const funnel = useFunnel({ ...params, windowMonths });
  const windowInput = (
    <NumberInput
      label={t('funnel.window')}
      w={220}
      min={1}
      max={FUNNEL_MAX_WINDOW_MONTHS}
      value={windowMonths}
      allowDecimal={false}
      onChange={(value) => {
        const months = Number(value);
        if (Number.isInteger(months) && months >= 1 && months <= FUNNEL_MAX_WINDOW_MONTHS) setWindowMonths(months);
      }}
    />
  );
  if (funnel.isError) return <Alert color="red">{funnel.error.message}</Alert>;
  if (!funnel.data) return <Skeleton height={240} aria-busy="true" />;
  const { total, months, centers, range } = funnel.data;
  const rangeLabel = `${range.from}_${range.to}`;
  const columns = (first: { key: string; label: string }) => [
    first,
    { key: 'newDonors', label: t('funnel.newDonors'), format: f.number },
    { key: 'returned', label: t('funnel.returned'), format: f.number },
    { key: 'conversionPercent', label: t('funnel.conversion'), format: f.percent },
    { key: 'medianDaysToSecond', label: t('funnel.medianDays'), format: f.number },
  ];
  const series = [
    { name: 'newDonors', label: t('funnel.newDonors'), color: 'blue.8' },
    { name: 'returned', label: t('funnel.returned'), color: 'teal.9' },
  ];
  const centerRows = centers.map((c) => ({
    name: c.name,
    newDonors: c.newDonors,
    returned: c.returned,
    conversionPercent: c.conversionPercent,
    medianDaysToSecond: c.medianDaysToSecond,
  }));
  return (
    <Stack gap="md">
      {windowInput}
      <StatGrid
        stats={[
          { label: t('funnel.newDonors'), value: f.number(total.newDonors) },
          { label: t('funnel.returned'), value: f.number(total.returned) },
          { label: t('funnel.conversion'), value: f.percent(total.conversionPercent) },
          { label: t('funnel.medianDays'), value: f.number(total.medianDaysToSecond) },
        ]}
      />
      <FigurePanel
        id="months"
        title={t('funnel.monthsTitle')}
        dashboard="funnel"
        rangeLabel={rangeLabel}
        columns={columns({ key: 'month', label: t('funnel.month') })}
        rows={months}
        chart={<BarChart h={280} data={months} dataKey="month" withLegend series={series} />}
      />
      <FigurePanel
        id="centers"
        title={t('funnel.centersTitle')}
        dashboard="funnel"
        rangeLabel={rangeLabel}
        columns={columns({ key: 'name', label: t('columns.center') })}
        rows={centerRows}
        chart={<BarChart h={280} data={centerRows} dataKey="name" withLegend series={series} />}
      />
    </Stack>
  );
}
