import type { ScreeningKind } from '@portal/contract/entities/screening-content';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Every version of every check and of the after-donation survey, with its state. */
export function useScreeningVersions() {
  return useQuery(serviceQueryOptions('screeningContent/listScreeningVersions', {}));
}

/** One version as editors write it. */
export function useScreeningVersion(kind: ScreeningKind, id: string) {
  return useQuery(serviceQueryOptions('screeningContent/getScreeningVersion', { kind, id }));
}

/** The field-level differences between two versions of a kind; fetched once two different ones are chosen. */
export function useVersionChanges(kind: ScreeningKind, from: string | null, to: string | null) {
  return useQuery({
    ...serviceQueryOptions('screeningContent/compareScreeningVersions', { kind, from: from ?? '', to: to ?? '' }),
    enabled: from !== null && to !== null && from !== to,
  });
}

/** The days to answer the after-donation survey and the wheel's prizes. */
export function useFeedbackSettings() {
  return useQuery(serviceQueryOptions('screeningContent/getFeedbackSettings', {}));
}
