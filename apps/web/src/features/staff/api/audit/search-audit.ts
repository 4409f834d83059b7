import type { ServiceParams } from '@portal/contract/services/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

export type AuditSearchParams = ServiceParams<'staff/searchAudit'>;

/** One page of the audit trail for a search; the previous page stays shown while the next loads. */
export function useAuditSearch(params: AuditSearchParams) {
  return useQuery({ ...serviceQueryOptions('staff/searchAudit', params), placeholderData: keepPreviousData });
}
