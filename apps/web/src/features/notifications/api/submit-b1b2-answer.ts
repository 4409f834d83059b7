import { useServiceMutation } from '../../../lib/service-query';

/** The donor's answer to the reminder; the reminder is read again (it goes once answered). */
export function useSubmitB1B2Answer() {
  return useServiceMutation('feedback/submitB1B2Answer', { invalidates: ['feedback/getB1B2Data'] });
}
