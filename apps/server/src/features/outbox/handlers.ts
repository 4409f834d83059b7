// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { outboxServices } from '@portal/contract/services/outbox/index';
import type { SliceHandlers } from '../../service-context';
import { getMessageCountsHandler } from './get-message-counts.handler';
import { listDonorMessagesHandler } from './list-donor-messages.handler';
import { resendMessageHandler } from './resend-message.handler';

/** The outbox feature's slice of the handler map. */
export const outboxHandlers: SliceHandlers<typeof outboxServices> = {
  'messages/getMessageCounts': getMessageCountsHandler,
  'messages/listDonorMessages': listDonorMessagesHandler,
  'messages/resendMessage': resendMessageHandler,
};
