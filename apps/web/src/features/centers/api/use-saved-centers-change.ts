import type { ServiceReply } from '@portal/contract/services/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../profile/api/get-profile';
import { useProfileSaved } from '../../profile/api/use-profile-saved';

type SavedLocationsReply = ServiceReply<'location/saveLocation'>;

/**
 * Saving or deleting a center changes the home center too (spec 4 "Donor status"): the donor is
 * read again so the profile, the top bar and the home page show the new one.
 */
export function useSavedCentersChange(mutationFn: (locationId: number) => Promise<SavedLocationsReply>) {
  const queryClient = useQueryClient();
  const saved = useProfileSaved();
  return useMutation({
    mutationFn,
    onSuccess: async () => saved(await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 })),
  });
}
