import { dayInZone } from '@portal/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { appointmentCheckIns, appointments, locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler, StaffContext } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { recordAttendance } from './attendance';
import { checkInPassSigner, normaliseCode } from './check-in-pass';

interface PassTarget {
  appointmentId: string;
  locationId: number;
  startsAt: Date;
  timeZone: string;
}

const passTargets = (ctx: StaffContext) =>
  ctx.db
    .select({
      appointmentId: appointments.id,
      locationId: appointments.locationId,
      startsAt: appointments.startsAt,
      timeZone: locations.timezone,
    })
    .from(appointmentCheckIns)
    .innerJoin(appointments, eq(appointments.id, appointmentCheckIns.appointmentId))
    .innerJoin(locations, eq(locations.id, appointments.locationId));

/**
 * The appointment a pass names: a token is verified (signature, expiry), a short code looked up among completed
 * check-ins, preferring one of today at this center (codes are 40 bits: two appointments may share one).
 */
async function passTarget(ctx: StaffContext, pass: string, locationId: number, now: Date): Promise<PassTarget> {
  const code = normaliseCode(pass);
  if (code) {
    const found = await passTargets(ctx).where(eq(appointmentCheckIns.passCode, code));
    const here = found.filter((row) => row.locationId === locationId);
    const target = here.find((row) => dayInZone(row.startsAt, row.timeZone) === dayInZone(now, row.timeZone)) ?? here[0] ?? found[0];
    if (!target) throw new ServiceError(409, 'checkInPassInvalid');
    return target;
  }
  const claims = checkInPassSigner(ctx.config.tokenSecret).verify(pass);
  if (!claims) throw new ServiceError(409, 'checkInPassInvalid');
  if (claims.expiresAt <= now) throw new ServiceError(409, 'checkInPassOtherDay');
  const [target] = await passTargets(ctx).where(
    and(eq(appointmentCheckIns.appointmentId, claims.appointmentId), isNotNull(appointmentCheckIns.completedAt)),
  );
  if (!target) throw new ServiceError(409, 'checkInPassInvalid');
  return target;
}

/**
 * Staff redeem a donor's check-in pass at one of their centers (404 for any other center, in the query): a pass of
 * another center, of another day or used before is refused (409, in the caller's language); otherwise the pass is
 * spent (one conditional update: parallel scans spend it once) and the appointment checked in through the day view's
 * own transition, audited.
 */
export const redeemCheckInPassHandler: Handler<'appointment/redeemCheckInPass'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const [center] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, params.locationID), centerScope(ctx.staff, locations.id)));
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const target = await passTarget(ctx, params.pass, center.id, now);
  if (target.locationId !== center.id) throw new ServiceError(409, 'checkInPassOtherCenter');
  if (dayInZone(target.startsAt, target.timeZone) !== dayInZone(now, target.timeZone)) throw new ServiceError(409, 'checkInPassOtherDay');
  const spent = await ctx.db
    .update(appointmentCheckIns)
    .set({ redeemedAt: now, redeemedByStaffId: ctx.staff.staffId })
    .where(and(eq(appointmentCheckIns.appointmentId, target.appointmentId), isNull(appointmentCheckIns.redeemedAt)))
    .returning({ appointmentId: appointmentCheckIns.appointmentId });
  if (spent.length === 0) throw new ServiceError(409, 'checkInPassUsed');
  return { status: 200, appointment: await recordAttendance(ctx, target.appointmentId, 'checked_in', 'checkInPass') };
};
