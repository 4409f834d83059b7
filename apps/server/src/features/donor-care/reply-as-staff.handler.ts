import { formatCaseNumber } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { donorPushDestinations } from '../../domain/push-subscriptions';
import type { Handler } from '../../service-context';
import { caseLink } from './case-link';
import { caseAudit, caseInScope } from './case-in-scope';
import { recordStaffReply } from './staff-reply';

/**
 * A reply to the donor: stored in the conversation, then e-mailed in the donor's language through the outbox (to the
 * address the request allowed answers at; a donor who allowed none reads it in My requests), and a push notification to
 * a signed-in donor's devices.
 */
export const replyAsStaffHandler: Handler<'cases/reply'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  const { case: c, submission: s } = row;
  const { replyId, firstRespondedAt } = await recordStaffReply(ctx.db, row, {
    staffId: ctx.staff.staffId,
    body: params.body,
    nextStatus: params.nextStatus,
    now: ctx.clock.now(),
  });
  const [donor] = s.donorId ? await ctx.db.select({ language: donors.language }).from(donors).where(eq(donors.id, s.donorId)) : [];
  if (s.primaryEmail) {
    await ctx.messenger.send({
      channel: 'email',
      to: s.primaryEmail,
      template: 'caseReply',
      lang: donor?.language ?? c.language,
      values: {
        name: s.firstName,
        number: formatCaseNumber(c.number),
        subject: s.subject,
        reply: params.body,
        link: caseLink(ctx.publicUrl, ctx.config, c.id, s.donorId === null),
      },
    });
  }
  // A signed-in donor's request: a notification on each device where she turned push on (an answer to her own request,
  // like its e-mail, whatever her choices of news); it names the request, never the answer's text, and opens My requests.
  if (s.donorId && donor) {
    for (const to of await donorPushDestinations(ctx.db, s.donorId)) {
      const values = { number: formatCaseNumber(c.number) };
      await ctx.messenger.send({ channel: 'push', to, template: 'caseReply', lang: donor.language, values, openPath: '/contact' });
    }
  }
  ctx.audit({
    ...caseAudit(row),
    before: { status: c.status, firstRespondedAt: c.firstRespondedAt?.toISOString() ?? null },
    after: { status: params.nextStatus, firstRespondedAt: firstRespondedAt.toISOString(), replyId, reply: params.body },
  });
  return { status: 200 };
};
