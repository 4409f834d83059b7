import type { Services } from '../../service-context';
import { destinationHash } from '../../domain/verification-codes';

/** A code for one donor's move to one new address: another address cannot use it. */
export function emailChangeFlowKey(services: Services, donorId: string, email: string): string {
  return `email_change:${donorId}:${destinationHash(services, email)}`;
}
