import { resendableTemplates } from '@portal/contract/entities/message-log';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { messagesOutbox } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { donorInScope, maskDestination } from './donor-destinations';

const NEWEST = 100;

/** A failed appointment message may be sent again; a code or a link never is (the donor asks for a new one). */
export function isResendable(row: { state: string; template: string }): boolean {
  return row.state === 'failed' && (resendableTemplates as readonly string[]).includes(row.template);
}

const isMessage = <Row extends { channel: string }>(row: Row): row is Row & { channel: 'email' | 'sms' } =>
  row.channel === 'email' || row.channel === 'sms';

export const listDonorMessagesHandler: Handler<'messages/listDonorMessages'> = async (ctx, params) => {
  const { donor, destinations } = await donorInScope(ctx.db, ctx.staff, params.donorNumber);
  ctx.audit({ donorId: donor.id, objectType: 'donor', objectId: donor.id });
  // Only the columns the log shows: the subject and body (codes, reset links) are never read.
  const rows =
    destinations.length === 0
      ? []
      : await ctx.db
          .select({
            id: messagesOutbox.id,
            createdAt: messagesOutbox.createdAt,
            channel: messagesOutbox.channel,
            template: messagesOutbox.template,
            destination: messagesOutbox.destination,
            state: messagesOutbox.state,
            error: messagesOutbox.error,
            attempts: messagesOutbox.attempts,
          })
          .from(messagesOutbox)
          .where(and(inArray(messagesOutbox.destination, destinations), params.state ? eq(messagesOutbox.state, params.state) : undefined))
          .orderBy(desc(messagesOutbox.seq))
          .limit(NEWEST);
  return {
    status: 200,
    donor: { id: donor.id, donorNumber: donor.donorNumber, firstName: donor.firstName, lastName: donor.lastName },
    // A donor's destinations are addresses and numbers: a webhook's row (an endpoint's id) and a push message's (a
    // subscription's id) are never among them.
    messages: rows.filter(isMessage).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      destination: maskDestination(row.channel, row.destination),
      resendable: isResendable(row),
    })),
  };
};
