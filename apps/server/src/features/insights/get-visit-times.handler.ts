import type { VisitTimeFigures } from '@portal/contract/entities/insights';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges } from './center-ranges';
import { oneDecimal } from './range-sql';
import { readVisitTimes, type TimeRow } from './visit-minutes';

const none: VisitTimeFigures = { visits: 0, medianMinutes: null, p90Minutes: null };

const figures = (row: TimeRow | undefined): VisitTimeFigures =>
  row ? { visits: Number(row.visits), medianMinutes: oneDecimal(row.median), p90Minutes: oneDecimal(row.p90) } : none;

/** Time in the center at the caller's centers (issue 35): the wait donors complain about most. */
export const getVisitTimesHandler: Handler<'insights/getVisitTimes'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const found = await readVisitTimes(ctx.db, centers);
  // GROUPING's bits, left to right: location_id 8, weekday 4, hour 2, booked 1; a 0 bit is the column grouped by.
  const of = (grouping: number) => found.filter((row) => Number(row.grouping) === grouping);
  const byCenter = new Map(of(7).map((row) => [Number(row.location_id), row]));
  const booked = of(14);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: figures(of(15)[0]),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...figures(byCenter.get(c.locationId)) })),
    weekdays: of(11)
      .map((row) => ({ weekday: Number(row.weekday), ...figures(row) }))
      .sort((a, b) => a.weekday - b.weekday),
    hours: of(13)
      .map((row) => ({ hour: Number(row.hour), ...figures(row) }))
      .sort((a, b) => a.hour - b.hour),
    withAppointment: figures(booked.find((row) => row.booked === true)),
    withoutAppointment: figures(booked.find((row) => row.booked === false)),
  };
});
