import { BarChart } from '@mantine/charts';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useToday } from '../api/get-today';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';

/** Today, live: the day's headline figures, appointments against chairs by hour, and each center's counts. */
export function TodayView({ locationID }: { locationID: number | null }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const today = useToday({ locationID });
  if (today.isError) return <Alert color="red">{today.error.message}</Alert>;
  if (!today.data) return <Skeleton height={240} aria-busy="true" />;
  const centers = today.data.centers;
  const sum = (key: 'booked' | 'checkedIn' | 'waiting' | 'noShows' | 'donations' | 'waitlist') => centers.reduce((n, c) => n + c[key], 0);
  const hours = new Map<number, { hour: string; booked: number; capacity: number }>();
  for (const c of centers) {
    for (const h of c.hours) {
      const label = `${String(h.hour).padStart(2, '0')}:00`;
      const into = hours.get(h.hour) ?? { hour: label, booked: 0, capacity: 0 };
      into.booked += h.booked;
      into.capacity += h.capacity;
      hours.set(h.hour, into);
    }
  }
  const byHour = [...hours.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
  const day = centers[0]?.day ?? '';
  const centerRows = centers.map((c) => ({
    name: c.name,
    booked: c.booked,
    checkedIn: c.checkedIn,
    waiting: c.waiting,
    noShows: c.noShows,
    donations: c.donations,
    waitlist: c.waitlist,
  }));
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('today.booked'), value: f.number(sum('booked')) },
          { label: t('today.checkedIn'), value: f.number(sum('checkedIn')) },
          { label: t('today.waiting'), value: f.number(sum('waiting')) },
          { label: t('today.noShows'), value: f.number(sum('noShows')) },
          { label: t('today.donations'), value: f.number(sum('donations')) },
          { label: t('today.waitlist'), value: f.number(sum('waitlist')) },
        ]}
      />
      <FigurePanel
        id="hours"
        title={t('today.hoursTitle')}
        dashboard="today"
        rangeLabel={day}
        columns={[
          { key: 'hour', label: t('today.hour') },
          { key: 'booked', label: t('today.booked'), format: f.number },
          { key: 'capacity', label: t('today.capacity'), format: f.number },
        ]}
        rows={byHour}
        chart={
          <BarChart
            h={260}
            data={byHour}
            dataKey="hour"
            withLegend
            series={[
              { name: 'booked', label: t('today.booked'), color: 'blue.8' },
              { name: 'capacity', label: t('today.capacity'), color: 'gray.7' },
            ]}
          />
        }
      />
      <FigurePanel
        id="centers"
        title={t('today.centersTitle')}
        dashboard="today"
        rangeLabel={day}
        columns={[
          { key: 'name', label: t('columns.center') },
          { key: 'booked', label: t('today.booked'), format: f.number },
          { key: 'checkedIn', label: t('today.checkedIn'), format: f.number },
          { key: 'waiting', label: t('today.waiting'), format: f.number },
          { key: 'noShows', label: t('today.noShows'), format: f.number },
          { key: 'donations', label: t('today.donations'), format: f.number },
          { key: 'waitlist', label: t('today.waitlist'), format: f.number },
        ]}
        rows={centerRows}
        chart={
          <BarChart
            h={260}
            data={centerRows}
            dataKey="name"
            withLegend
            series={[
              { name: 'booked', label: t('today.booked'), color: 'blue.8' },
              { name: 'checkedIn', label: t('today.checkedIn'), color: 'teal.9' },
              { name: 'noShows', label: t('today.noShows'), color: 'red.9' },
              { name: 'donations', label: t('today.donations'), color: 'grape.8' },
            ]}
          />
        }
      />
    </Stack>
  );
}
