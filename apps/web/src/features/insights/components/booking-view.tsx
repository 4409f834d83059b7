import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { BookingFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { useBooking, type BookingParams } from '../api/get-booking';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { FigurePanel } from './figure-panel';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';
import { hourLabel, weekdayNamer } from './weekday-name';

/**
 * Booking (issue 35), for appointment times in the range: the no-show rate by center, weekday and hour, the lead time
 * from booking to the appointment, the off-peak bonus's use, and the waitlist offers taken.
 */
export function BookingView({ params }: { params: BookingParams }) {
  const { t, i18n } = useTranslation('insights');
  const f = useFormats();
  const booking = useBooking(params);
  if (!booking.data || booking.isError) return <QueryPending query={booking} />;
  const { total, centers, weekdays, hours, range } = booking.data;
  const weekdayName = weekdayNamer(i18n.language);
  const rangeLabel = rangeLabelOf(range);
  const columns = [
    { key: 'appointments', label: t('booking.appointments'), format: f.number },
    { key: 'due', label: t('booking.due'), format: f.number },
    { key: 'noShows', label: t('booking.noShows'), format: f.number },
    { key: 'noShowPercent', label: t('booking.noShowRate'), format: f.percent },
    { key: 'offPeakPercent', label: t('booking.offPeakShare'), format: f.percent },
    { key: 'medianLeadDays', label: t('booking.leadDays'), format: f.number },
  ];
  const series = [{ name: 'noShowPercent', label: t('booking.noShowRate'), color: 'red.9' }];
  const row = (label: string, figures: BookingFigures) => ({
    label,
    appointments: figures.appointments,
    due: figures.due,
    noShows: figures.noShows,
    noShowPercent: figures.noShowPercent,
    offPeakPercent: figures.offPeakPercent,
    medianLeadDays: figures.medianLeadDays,
  });
  const panels = [
    { id: 'centers', title: t('booking.centersTitle'), first: t('columns.center'), rows: centers.map((c) => row(c.name, c)) },
    {
      id: 'weekdays',
      title: t('booking.weekdaysTitle'),
      first: t('booking.weekday'),
      rows: weekdays.map((w) => row(weekdayName(w.weekday), w)),
    },
    { id: 'hours', title: t('booking.hoursTitle'), first: t('booking.hour'), rows: hours.map((h) => row(hourLabel(h.hour), h)) },
  ];
  const offerRows = centers.map((c) => ({ label: c.name, ...c.offers }));
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('booking.appointments'), value: f.number(total.appointments) },
          { label: t('booking.noShowRate'), value: f.percent(total.noShowPercent) },
          { label: t('booking.leadDays'), value: f.number(total.medianLeadDays) },
          { label: t('booking.offPeakShare'), value: f.percent(total.offPeakPercent) },
          { label: t('booking.offersTaken'), value: f.percent(total.offers.takenPercent) },
        ]}
      />
      <BarPanels dashboard="booking" rangeLabel={rangeLabel} panels={panels} columns={columns} series={series} unit="%" />
      <FigurePanel
        id="offers"
        title={t('booking.offersTitle')}
        dashboard="booking"
        rangeLabel={rangeLabel}
        columns={[
          { key: 'label', label: t('columns.center') },
          { key: 'offered', label: t('booking.offered'), format: f.number },
          { key: 'accepted', label: t('booking.accepted'), format: f.number },
          { key: 'takenPercent', label: t('booking.offersTaken'), format: f.percent },
        ]}
        rows={offerRows}
        chart={
          <BarChart
            h={280}
            data={offerRows}
            dataKey="label"
            withLegend
            series={[
              { name: 'offered', label: t('booking.offered'), color: 'blue.8' },
              { name: 'accepted', label: t('booking.accepted'), color: 'teal.9' },
            ]}
          />
        }
      />
    </Stack>
  );
}
