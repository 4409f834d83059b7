import { useMutation } from '@tanstack/react-query';
import { callService, type GatewayError } from '../../../../lib/gateway';
import { saveFile } from '../../../../lib/save-file';
import { useLanguage } from '../../../../lib/service-query';

/** `mutate(appointmentID)`: asks the server for the appointment's calendar file (in the UI's language) and saves it. */
export function useCalendarDownload() {
  const lang = useLanguage();
  return useMutation<void, GatewayError, string>({
    mutationFn: async (appointmentID) => {
      const file = await callService('appointment/getCalendarFile', { appointmentID, lang });
      saveFile([file.content], 'text/calendar;charset=utf-8', file.fileName);
    },
  });
}
