import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The years an earnings statement can cover: this one and every earlier year with payments (issue 34). */
export function useStatementYears() {
  return useQuery(serviceQueryOptions('statement/getYears', {}));
}
