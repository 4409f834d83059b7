import { formatCaseNumber } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { donorCareCaseMessages, donorCareScreenshots, locations, staffMembers, visits } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { caseAssignees } from './case-assignees';
import { caseDonorContext } from './case-donor-context';
import { caseAudit, caseInScope } from './case-in-scope';
import { isOverdue } from './overdue';

/** The case page: the request, the workflow, the conversation, the notes and the donor's context; an audited read. */
export const getCaseHandler: Handler<'cases/getCase'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  const { case: c, submission: s } = row;
  const [center] = s.locationId
    ? await ctx.db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.id, s.locationId))
    : [];
  const [assignee] = c.assigneeId
    ? await ctx.db
        .select({ id: staffMembers.id, name: staffMembers.displayName })
        .from(staffMembers)
        .where(eq(staffMembers.id, c.assigneeId))
    : [];
  const [visit] = s.visitId
    ? await ctx.db.select({ visitNumber: visits.visitNumber, checkinAt: visits.checkinAt }).from(visits).where(eq(visits.id, s.visitId))
    : [];
  const messages = await ctx.db
    .select({ message: donorCareCaseMessages, staffName: staffMembers.displayName })
    .from(donorCareCaseMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, donorCareCaseMessages.staffId))
    .where(eq(donorCareCaseMessages.caseId, c.id))
    .orderBy(asc(donorCareCaseMessages.seq));
  const screenshots = await ctx.db.select().from(donorCareScreenshots).where(eq(donorCareScreenshots.submissionId, s.id));
  ctx.audit(caseAudit(row));
  return {
    status: 200,
    case: {
      id: c.id,
      number: formatCaseNumber(c.number),
      status: c.status,
      subject: s.subject,
      contactName: `${s.firstName} ${s.lastName}`,
      center: center ?? null,
      assignee: assignee ?? null,
      escalated: c.escalatedAt !== null,
      overdue: isOverdue(c, ctx.clock.now()),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      firstResponseDueAt: c.firstResponseDueAt.toISOString(),
      resolutionDueAt: c.resolutionDueAt.toISOString(),
      channel: s.donorId === null ? 'visitor' : s.chatlogId !== null ? 'chatbot' : 'signedIn',
      description: s.description,
      eventDate: s.eventDate,
      visit: visit ? { visitNumber: visit.visitNumber, checkinAt: visit.checkinAt.toISOString() } : null,
      contact: {
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.primaryEmail,
        phone: s.primaryPhoneNumber ? `+${s.primaryPhoneNumber.countryCode} ${s.primaryPhoneNumber.phoneNumber}` : null,
        dob: s.dob,
        donorType: s.donorType,
      },
      language: c.language,
      escalatedAt: c.escalatedAt?.toISOString() ?? null,
      firstRespondedAt: c.firstRespondedAt?.toISOString() ?? null,
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
      screenshots: screenshots.map((shot) => ({
        id: shot.id,
        name: shot.name,
        contentType: shot.contentType,
        data: shot.data.toString('base64'),
      })),
      replies: messages
        .filter((m) => m.message.kind === 'reply')
        .map((m) => ({
          id: m.message.id,
          author: m.message.author,
          staffName: m.message.author === 'staff' ? m.staffName : null,
          body: m.message.body,
          createdAt: m.message.createdAt.toISOString(),
        })),
      notes: messages
        .filter((m) => m.message.kind === 'note')
        .map((m) => ({ id: m.message.id, staffName: m.staffName, body: m.message.body, createdAt: m.message.createdAt.toISOString() })),
    },
    donor: s.donorId ? await caseDonorContext(ctx, s.donorId, c.id, ctx.lang) : null,
    assignees: await caseAssignees(ctx.db, { centerId: s.locationId, escalated: c.escalatedAt !== null }),
  };
};
