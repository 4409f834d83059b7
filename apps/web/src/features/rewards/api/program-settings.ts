import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** The program's settings (admins): the points a dollar of the store is worth. */
export function useProgramSettings() {
  return useQuery(serviceQueryOptions('reward/getProgramSettings', {}));
}

/** An admin changes them: the store's prices and the points dashboard's liability follow. */
export function useUpdateProgramSettings() {
  return useServiceMutation('reward/updateProgramSettings', {
    invalidates: ['reward/getProgramSettings', 'reward/getCatalogue', 'insights/getPoints'],
  });
}
