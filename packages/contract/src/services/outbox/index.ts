// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getMessageCounts } from './get-message-counts';
import { listDonorMessages } from './list-donor-messages';
import { resendMessage } from './resend-message';

/** The outbox feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const outboxServices = {
  'messages/getMessageCounts': getMessageCounts,
  'messages/listDonorMessages': listDonorMessages,
  'messages/resendMessage': resendMessage,
} as const;
