import { and, eq, inArray } from 'drizzle-orm';
import { messagesOutbox } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { donorInScope } from './donor-destinations';
import { isResendable } from './list-donor-messages.handler';
import { OUTBOX_JOB } from './outbox-jobs';

/**
 * A copy of the failed message, queued now and tried by the delivery job at once (asked for after the commit); the
 * failed row stays as it was, so the log shows both. The copy's text is the one the donor was to get.
 */
export const resendMessageHandler: Handler<'messages/resendMessage'> = async (ctx, params) => {
  const { donor, destinations } = await donorInScope(ctx.db, ctx.staff, params.donorNumber);
  const [failed] =
    destinations.length === 0
      ? []
      : await ctx.db
          .select()
          .from(messagesOutbox)
          .where(and(eq(messagesOutbox.id, params.messageId), inArray(messagesOutbox.destination, destinations)));
  if (!failed) throw new ServiceError(404, 'messageNotFound');
  if (!isResendable(failed)) throw new ServiceError(409, 'messageNotResendable');
  const now = ctx.clock.now();
  const [copy] = await ctx.db
    .insert(messagesOutbox)
    .values({
      channel: failed.channel,
      destination: failed.destination,
      language: failed.language,
      template: failed.template,
      subject: failed.subject,
      body: failed.body,
      listUnsubscribe: failed.listUnsubscribe,
      createdAt: now,
      state: 'queued',
      stateChangedAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: messagesOutbox.id });
  if (!copy) throw new Error('outbox insert returned no row');
  await ctx.jobs.trigger(OUTBOX_JOB);
  ctx.audit({ donorId: donor.id, objectType: 'message', objectId: failed.id, after: { resentAs: copy.id, template: failed.template } });
  return { status: 200, messageId: copy.id };
};
