import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService, type GatewayError } from '../../../lib/gateway';
import { saveFile } from '../../../lib/save-file';
import { useLanguage } from '../../../lib/service-query';

type StatementParams = Omit<ServiceParams<'statement/getStatement'>, 'lang'>;

/** The file's bytes: the PDF travels in base64 inside the JSON reply, the CSV as text. */
function fileParts(reply: ServiceReply<'statement/getStatement'>): BlobPart[] {
  if (reply.encoding === 'utf8') return [reply.content];
  const binary = atob(reply.content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return [bytes];
}

/** `mutate({ year | from, to, format })`: asks for the earnings statement in the UI's language and saves it (issue 34). */
export function useStatementDownload() {
  const lang = useLanguage();
  return useMutation<ServiceReply<'statement/getStatement'>, GatewayError, StatementParams>({
    mutationFn: async (params) => {
      const reply = await callService('statement/getStatement', { ...params, lang });
      saveFile(fileParts(reply), reply.contentType, reply.fileName);
      return reply;
    },
  });
}
