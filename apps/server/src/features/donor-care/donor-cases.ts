import { formatCaseNumber, type DonorCase } from '@portal/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorCareCaseMessages, donorCareCases, donorCareSubmissions, locations, staffMembers } from '../../db/schema/index';

/** How many cases My requests shows. */
const CASES_SHOWN = 20;

/**
 * Cases as a donor (or a visitor with the link) sees them: the request, its status and the conversation, never the
 * internal notes nor who works on it.
 */
export async function donorCases(db: Db, where: SQL): Promise<DonorCase[]> {
  const rows = await db
    .select({ case: donorCareCases, submission: donorCareSubmissions, centerName: locations.name })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .leftJoin(locations, eq(locations.id, donorCareSubmissions.locationId))
    .where(where)
    .orderBy(desc(donorCareCases.number))
    .limit(CASES_SHOWN);
  if (rows.length === 0) return [];
  const replies = await db
    .select({ message: donorCareCaseMessages, staffName: staffMembers.displayName })
    .from(donorCareCaseMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, donorCareCaseMessages.staffId))
    .where(
      and(
        inArray(
          donorCareCaseMessages.caseId,
          rows.map((r) => r.case.id),
        ),
        eq(donorCareCaseMessages.kind, 'reply'),
      ),
    )
    .orderBy(asc(donorCareCaseMessages.seq));
  return rows.map(({ case: c, submission, centerName }) => ({
    id: c.id,
    number: formatCaseNumber(c.number),
    status: c.status,
    subject: submission.subject,
    description: submission.description,
    eventDate: submission.eventDate,
    centerName,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    replies: replies
      .filter((r) => r.message.caseId === c.id)
      .map((r) => ({
        id: r.message.id,
        author: r.message.author,
        staffName: r.message.author === 'staff' ? r.staffName : null,
        body: r.message.body,
        createdAt: r.message.createdAt.toISOString(),
      })),
  }));
}
