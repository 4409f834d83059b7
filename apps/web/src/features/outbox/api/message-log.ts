import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** A donor's messages for donor care (staff token; only the lazy /staff chunk imports this file). */
export function useDonorMessages(params: ServiceParams<'messages/listDonorMessages'> | null) {
  return useQuery({
    ...serviceQueryOptions('messages/listDonorMessages', params ?? { donorNumber: '' }),
    enabled: params !== null,
    retry: false,
  });
}

/** Sends a failed appointment message again; the log and the dashboard's counts read again. */
export function useResendMessage() {
  return useServiceMutation('messages/resendMessage', { invalidates: ['messages/listDonorMessages', 'messages/getMessageCounts'] });
}

/** Today's failed and waiting messages by channel (admins). */
export function useMessageCounts() {
  return useQuery(serviceQueryOptions('messages/getMessageCounts', {}));
}
