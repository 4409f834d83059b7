import { useQueryClient } from '@tanstack/react-query';
import { setServiceData, useServiceMutation } from '../../../lib/service-query';

/** The reply holds the preferences as stored: written straight into their read's cache. */
export function useUpdateCommunicationPreferences() {
  const queryClient = useQueryClient();
  return useServiceMutation('profile/updateCommunicationPreferences', {
    onSuccess: (reply) =>
      setServiceData(
        queryClient,
        'profile/getCommunicationPreferences',
        {},
        { status: 200, communicationPreferences: reply.communicationPreferences, textOffersAgreedAt: reply.textOffersAgreedAt },
      ),
  });
}
