import type { BookingFigures, OfferFigures } from '@portal/contract/entities/insights';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges } from './center-ranges';
import { readBooking, readOffers, type BookingRow } from './booking-hours';
import { oneDecimal, percentOf } from './range-sql';

const noBooking: BookingFigures = {
  appointments: 0,
  due: 0,
  noShows: 0,
  noShowPercent: null,
  offPeak: 0,
  offPeakPercent: null,
  medianLeadDays: null,
};

function bookingFigures(row: BookingRow | undefined): BookingFigures {
  if (!row) return noBooking;
  const [appointments, due, noShows, offPeak] = [row.appointments, row.due, row.no_shows, row.off_peak].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return {
    appointments,
    due,
    noShows,
    noShowPercent: percentOf(noShows, due),
    offPeak,
    offPeakPercent: percentOf(offPeak, appointments),
    medianLeadDays: oneDecimal(row.lead_days),
  };
}

function offerFigures(offered: number, accepted: number): OfferFigures {
  return { offered, accepted, takenPercent: percentOf(accepted, offered) };
}

/** Booking at the caller's centers (issue 35): no-shows, lead time, off-peak use and waitlist offers taken. */
export const getBookingHandler: Handler<'insights/getBooking'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const booked = await readBooking(ctx.db, centers);
  const offers = await readOffers(ctx.db, centers);
  const of = (grouping: number) => booked.filter((row) => Number(row.grouping) === grouping);
  const byCenter = new Map(of(3).map((row) => [Number(row.location_id), row]));
  const offersByCenter = new Map(offers.map((row) => [Number(row.location_id), offerFigures(Number(row.offered), Number(row.accepted))]));
  const offered = offers.reduce((n, row) => n + Number(row.offered), 0);
  const accepted = offers.reduce((n, row) => n + Number(row.accepted), 0);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: { ...bookingFigures(of(7)[0]), offers: offerFigures(offered, accepted) },
    centers: centers.map((c) => ({
      locationID: c.locationId,
      name: c.name,
      ...bookingFigures(byCenter.get(c.locationId)),
      offers: offersByCenter.get(c.locationId) ?? offerFigures(0, 0),
    })),
    weekdays: of(5)
      .map((row) => ({ weekday: Number(row.weekday), ...bookingFigures(row) }))
      .sort((a, b) => a.weekday - b.weekday),
    hours: of(6)
      .map((row) => ({ hour: Number(row.hour), ...bookingFigures(row) }))
      .sort((a, b) => a.hour - b.hour),
  };
});
