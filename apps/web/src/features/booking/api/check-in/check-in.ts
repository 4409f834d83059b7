import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage, useServiceMutation } from '../../../../lib/service-query';

/** The day's questionnaire of an appointment where the donor left it: read fresh on each visit. */
export function useCheckInQuestionnaire(appointmentID: string) {
  const lang = useLanguage();
  return useQuery({
    ...serviceQueryOptions('appointment/getCheckInQuestionnaire', { appointmentID, lang }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useSaveCheckInAnswers() {
  return useServiceMutation('appointment/saveCheckInAnswers', { invalidates: ['appointment/getCheckInQuestionnaire'] });
}

/** The pass, once the questionnaire is complete. */
export function useCheckInPass(appointmentID: string, enabled: boolean) {
  return useQuery({ ...serviceQueryOptions('appointment/getCheckInPass', { appointmentID }), enabled, staleTime: 0, retry: false });
}
