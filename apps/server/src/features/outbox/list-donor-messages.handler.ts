import { messageChannels, resendableTemplates, type MessageChannel } from '@portal/contract/entities/message-log';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { messagesOutbox } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { donorInScope, maskDestination } from './donor-destinations';

const NEWEST = 100;

/**
 * A failed appointment e-mail or text may be sent again; a code or a link never is (the donor asks for a new one), nor
 * a push message (its device may be gone; the reminder's e-mail or text is the one to send again).
 */
export function isResendable(row: { state: string; template: string; channel: string }): boolean {
  return row.channel !== 'push' && row.state === 'failed' && (resendableTemplates as readonly string[]).includes(row.template);
}

const isMessage = <Row extends { channel: string }>(row: Row): row is Row & { channel: MessageChannel } =>
  (messageChannels as readonly string[]).includes(row.channel);

export const listDonorMessagesHandler: Handler<'messages/listDonorMessages'> = async (ctx, params) => {
  const { donor, destinations } = await donorInScope(ctx.db, ctx.staff, params.donorNumber);
  ctx.audit({ donorId: donor.id, objectType: 'donor', objectId: donor.id });
  // Only the columns the log shows: the subject and body (codes, reset links) are never read, nor a device's endpoint.
  const rows = await ctx.db
    .select({
      id: messagesOutbox.id,
      createdAt: messagesOutbox.createdAt,
      channel: messagesOutbox.channel,
      template: messagesOutbox.template,
      destination: messagesOutbox.destination,
      deviceName: messagesOutbox.pushDeviceName,
      state: messagesOutbox.state,
      error: messagesOutbox.error,
      attempts: messagesOutbox.attempts,
    })
    .from(messagesOutbox)
    .where(
      and(
        or(
          destinations.length > 0 ? inArray(messagesOutbox.destination, destinations) : undefined,
          and(eq(messagesOutbox.channel, 'push'), eq(messagesOutbox.pushDonorId, donor.id)),
        ),
        params.state ? eq(messagesOutbox.state, params.state) : undefined,
      ),
    )
    .orderBy(desc(messagesOutbox.seq))
    .limit(NEWEST);
  return {
    status: 200,
    donor: { id: donor.id, donorNumber: donor.donorNumber, firstName: donor.firstName, lastName: donor.lastName },
    // A donor's destinations are addresses and numbers (a webhook's row, an endpoint's id, is never among them); her
    // push messages are found by her id and named by their device.
    messages: rows.filter(isMessage).map(({ deviceName, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      destination: row.channel === 'push' ? (deviceName ?? '') : maskDestination(row.channel, row.destination),
      resendable: isResendable(row),
    })),
  };
};
