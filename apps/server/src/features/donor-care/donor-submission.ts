import { dayInZone, isFutureEventDay, type donorCareDonorSubmissionSchema } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { donorCareSubmissions } from '../../db/schema/index';
import { chatLogs, donors, locations, visits } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../../service-context';

type Body = z.output<typeof donorCareDonorSubmissionSchema>;
export type SubmissionValues = typeof donorCareSubmissions.$inferInsert;

/** The center a custom event happened at, with its time zone: the event's day is a day there. */
export async function eventCenter(services: Services, locationId: number): Promise<{ id: number; timezone: string }> {
  const [center] = await services.db
    .select({ id: locations.id, timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!center) throw new ServiceError(400, 'locationNotFound');
  return center;
}

/**
 * A signed-in donor's request: who they are comes from the donor row, never from the body; the event is
 * one of their visits, a custom date and center, or the chat the request was written in.
 */
export async function donorSubmissionValues(services: Services, donorId: string, body: Body, now: Date): Promise<SubmissionValues> {
  const [donor] = await services.db.select().from(donors).where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(401, 'sessionExpired');

  let eventDate: string;
  let locationId: number | null = null;
  let visitId: string | null = null;
  if (body.visitID) {
    const [row] = await services.db
      .select({ visit: visits, timezone: locations.timezone })
      .from(visits)
      .innerJoin(locations, eq(locations.id, visits.locationId))
      .where(and(eq(visits.id, body.visitID), eq(visits.donorId, donorId)));
    if (!row) throw new ServiceError(404, 'visitNotFound');
    eventDate = dayInZone(row.visit.checkinAt, row.timezone);
    locationId = row.visit.locationId;
    visitId = row.visit.id;
  } else if (body.eventDate !== undefined && body.locationID !== undefined) {
    const center = await eventCenter(services, body.locationID);
    if (isFutureEventDay(body.eventDate, now, center.timezone)) throw new ServiceError(400, 'donorCareDateFuture');
    eventDate = body.eventDate;
    locationId = center.id;
  } else {
    // No event named: the day the care team reads it on, in its zone.
    eventDate = dayInZone(now, services.config.careTimeZone);
  }

  if (body.chatlogID) {
    const [chat] = await services.db
      .select()
      .from(chatLogs)
      .where(and(eq(chatLogs.id, body.chatlogID), eq(chatLogs.donorId, donorId), isNull(chatLogs.stoppedAt)));
    if (!chat) throw new ServiceError(404, 'chatNotFound');
  }

  return {
    donorId,
    origin: body.origin,
    isVerified: body.isVerified,
    isFollowUp: body.isFollowUp,
    eventDate,
    locationId,
    visitId,
    chatlogId: body.chatlogID ?? null,
    firstName: donor.firstName,
    lastName: donor.lastName,
    dob: donor.birthDate,
    donorType: null,
    primaryEmail: body.shareEmail ? donor.email : null,
    primaryPhoneNumber:
      body.sharePhone && donor.phoneNumber ? { countryCode: donor.phoneCountryCode ?? '1', phoneNumber: donor.phoneNumber } : null,
    subject: body.subject,
    description: body.description.trim(),
    createdAt: now,
  };
}
