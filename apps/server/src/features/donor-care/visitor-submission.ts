import type { donorCareVisitorSubmissionSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { locations } from '../../db/schema/index';
import { localDate } from '../../domain/visit-history';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../service-context';
import type { SubmissionValues } from './donor-submission';

type Body = z.output<typeof donorCareVisitorSubmissionSchema>;

/** A visitor's request (spec 5 visitor list): everything comes from the form; the center must exist. */
export async function visitorSubmissionValues(services: Services, body: Body, now: Date): Promise<SubmissionValues> {
  if (body.eventDate > localDate(now, 'Pacific/Kiritimati')) throw new ServiceError(400, 'requiredStar');
  const [center] = await services.db.select({ id: locations.id }).from(locations).where(eq(locations.id, body.locationID));
  if (!center) throw new ServiceError(400, 'locationNotFound');
  return {
    donorId: null,
    origin: body.origin,
    isVerified: body.isVerified,
    isFollowUp: body.isFollowUp,
    eventDate: body.eventDate,
    locationId: center.id,
    visitId: null,
    chatlogId: null,
    firstName: body.firstName,
    lastName: body.lastName,
    dob: body.dob,
    donorType: body.donorType,
    primaryEmail: body.primaryEmail,
    primaryPhoneNumber: body.primaryPhoneNumber,
    subject: body.subject,
    description: body.description.trim(),
    createdAt: now,
  };
}
