import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's passkeys, newest first. */
export function usePasskeys() {
  return useQuery(serviceQueryOptions('passkey/listPasskeys', {}));
}
