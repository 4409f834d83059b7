import type { Language } from '@portal/contract';
import type { Config } from '../../config';
import { openCase } from '../../features/donor-care/open-case';
import type { Db } from '../client';
import { donorCareSubmissions } from '../schema/index';

export interface CaseInput {
  /** A signed-in donor's request; without one, a visitor's. */
  donorId?: string | null;
  locationId?: number | null;
  subject?: string;
  email?: string | null;
  language?: Language;
  createdAt?: Date;
}

/** A request and its case, opened by the product's own `openCase` (the route's captcha and e-mails left out). */
export async function createCase(db: Db, config: Config, input: CaseInput = {}) {
  const createdAt = input.createdAt ?? new Date('2026-06-15T14:00:00Z');
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(donorCareSubmissions)
      .values({
        donorId: input.donorId ?? null,
        origin: 'Website',
        isVerified: true,
        isFollowUp: true,
        eventDate: '2026-06-14',
        locationId: input.locationId ?? null,
        firstName: 'Case',
        lastName: 'Contact',
        primaryEmail: input.email === undefined ? 'case.contact@test.example' : input.email,
        subject: input.subject ?? 'A question',
        description: 'Details of the question.',
        createdAt,
      })
      .returning({ id: donorCareSubmissions.id });
    if (!submission) throw new Error('submission insert returned no row');
    const opened = await openCase(tx, config, {
      submissionId: submission.id,
      donorId: input.donorId ?? null,
      language: input.language ?? 'en',
      createdAt,
    });
    return { ...opened, submissionId: submission.id };
  });
}
