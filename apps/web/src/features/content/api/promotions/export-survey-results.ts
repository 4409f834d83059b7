import type { Language } from '@portal/contract/languages';
import { saveFile } from '../../../../lib/save-file';
import { callAnyService } from '../../../../lib/service-query';

/** The survey's counts as the CSV file the server writes (in one language), saved by the browser; answers its name. */
export async function downloadSurveyResults(id: string, lang: Language): Promise<string> {
  const { csv, fileName } = await callAnyService('content/exportSurveyResults', { id, lang });
  saveFile([csv], 'text/csv;charset=utf-8', fileName);
  return fileName;
}
