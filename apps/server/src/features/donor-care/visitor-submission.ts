import { isFutureEventDay, type donorCareVisitorSubmissionSchema } from '@portal/contract';
import type { z } from 'zod';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../../service-context';
import { eventCenter, type SubmissionValues } from './donor-submission';

type Body = z.output<typeof donorCareVisitorSubmissionSchema>;

/** A visitor's request (spec 5 visitor list): everything comes from the form; the center must exist. */
export async function visitorSubmissionValues(services: Services, body: Body, now: Date): Promise<SubmissionValues> {
  const center = await eventCenter(services, body.locationID);
  if (isFutureEventDay(body.eventDate, now, center.timezone)) throw new ServiceError(400, 'donorCareDateFuture');
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
