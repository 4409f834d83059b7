import { useMutation, useQuery } from '@tanstack/react-query';
import { callService, type GatewayError } from '../../../lib/gateway';
import { saveFile } from '../../../lib/save-file';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** Her data downloads (issue 34): asked again every few seconds while one is being prepared. */
export function useExports() {
  return useQuery({
    ...serviceQueryOptions('account/getExports', {}),
    refetchInterval: (query) => (query.state.data?.exports.some((e) => e.readyAt === null) ? 3000 : false),
  });
}

export function useRequestExport() {
  return useServiceMutation('account/requestExport', { invalidates: ['account/getExports'] });
}

/** `mutate(exportID)`: fetches the ZIP behind her sign-in and saves it. */
export function useExportDownload() {
  return useMutation<void, GatewayError, string>({
    mutationFn: async (exportID) => {
      const file = await callService('account/getExportFile', { exportID });
      const binary = atob(file.content);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      saveFile([bytes], 'application/zip', file.fileName);
    },
  });
}

export function useClosure() {
  return useQuery(serviceQueryOptions('account/getClosure', {}));
}

export function useRequestClosure() {
  return useServiceMutation('account/requestClosure', { invalidates: ['account/getClosure'] });
}
