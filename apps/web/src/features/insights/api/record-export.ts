import { useServiceMutation } from '../../../lib/service-query';

/** Records a CSV export in the audit trail before the browser saves the file. */
export function useRecordExport() {
  return useServiceMutation('insights/recordExport');
}
