import { Stack } from '@mantine/core';
import type { VisitTimeFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { useVisitTimes, type VisitTimeParams } from '../api/get-visit-times';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';
import { hourLabel, weekdayNamer } from './weekday-name';

/**
 * Time in the center (issue 35): minutes from check-in to check-out, the median and the 90th percentile, by center,
 * weekday and hour of check-in, and with or without an appointment.
 */
export function VisitTimeView({ params }: { params: VisitTimeParams }) {
  const { t, i18n } = useTranslation('insights');
  const f = useFormats();
  const times = useVisitTimes(params);
  if (!times.data || times.isError) return <QueryPending query={times} />;
  const { total, centers, weekdays, hours, withAppointment, withoutAppointment, range } = times.data;
  const weekdayName = weekdayNamer(i18n.language);
  const rangeLabel = rangeLabelOf(range);
  const minutes = (value: number | string | null) => (value === null ? '–' : t('visitTime.minutesValue', { minutes: f.number(value) }));
  const columns = [
    { key: 'visits', label: t('visitTime.visits'), format: f.number },
    { key: 'medianMinutes', label: t('visitTime.median'), format: f.number },
    { key: 'p90Minutes', label: t('visitTime.p90'), format: f.number },
  ];
  const series = [
    { name: 'medianMinutes', label: t('visitTime.median'), color: 'blue.8' },
    { name: 'p90Minutes', label: t('visitTime.p90'), color: 'teal.9' },
  ];
  const row = (label: string, figures: VisitTimeFigures) => ({
    label,
    visits: figures.visits,
    medianMinutes: figures.medianMinutes,
    p90Minutes: figures.p90Minutes,
  });
  const centerRows = centers.map((c) => row(c.name, c));
  const weekdayRows = weekdays.map((w) => row(weekdayName(w.weekday), w));
  const hourRows = hours.map((h) => row(hourLabel(h.hour), h));
  const appointmentRows = [
    row(t('visitTime.withAppointment'), withAppointment),
    row(t('visitTime.withoutAppointment'), withoutAppointment),
  ];
  const panels = [
    { id: 'centers', title: t('visitTime.centersTitle'), first: t('columns.center'), rows: centerRows },
    { id: 'weekdays', title: t('visitTime.weekdaysTitle'), first: t('visitTime.weekday'), rows: weekdayRows },
    { id: 'hours', title: t('visitTime.hoursTitle'), first: t('visitTime.hour'), rows: hourRows },
    { id: 'appointments', title: t('visitTime.appointmentsTitle'), first: t('visitTime.appointment'), rows: appointmentRows },
  ];
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('visitTime.visits'), value: f.number(total.visits) },
          { label: t('visitTime.median'), value: minutes(total.medianMinutes) },
          { label: t('visitTime.p90'), value: minutes(total.p90Minutes) },
          { label: t('visitTime.withAppointmentMedian'), value: minutes(withAppointment.medianMinutes) },
          { label: t('visitTime.withoutAppointmentMedian'), value: minutes(withoutAppointment.medianMinutes) },
        ]}
      />
      <BarPanels dashboard="visitTime" rangeLabel={rangeLabel} panels={panels} columns={columns} series={series} />
    </Stack>
  );
}
