import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** The provider groups' mappings to roles and centers (admins). */
export function useGroupMappings() {
  return useQuery(serviceQueryOptions('staff/listGroupMappings', {}));
}
