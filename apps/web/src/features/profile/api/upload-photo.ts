import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatewayError, parseErrorReply } from '../../../lib/gateway';
import { useSessionManager } from '../../../lib/session-context';
import { profileQueryOptions } from './get-profile';
import { useProfileSaved } from './use-profile-saved';

export const PHOTO_UPLOAD_URL = '/api/profile/photo';

export interface UploadPhotoDeps {
  fetch: typeof fetch;
  token: string | null;
  language: string;
  /** A 401: the session is gone (as for any gateway call). */
  onUnauthorized: () => void;
}

/**
 * `POST /api/profile/photo` (multipart, bearer token; docs/decisions/007). The server checks the size
 * and the real type and answers its message in the donor's language, which becomes a GatewayError.
 */
export async function uploadPhoto(file: File, deps: UploadPhotoDeps): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language };
  if (deps.token) headers.Authorization = `Bearer ${deps.token}`;
  let response: Response;
  try {
    response = await deps.fetch(PHOTO_UPLOAD_URL, { method: 'POST', headers, body });
  } catch {
    throw new GatewayError({ status: 0, code: 'networkError', message: '' });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) deps.onUnauthorized();
    throw new GatewayError(parseErrorReply(json) ?? { status: response.status, code: 'unknownError', message: '' });
  }
  const path = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).donorThumbnailPath : undefined;
  if (typeof path !== 'string') throw new GatewayError({ status: 502, code: 'internalError', message: '' });
  return path;
}

/** Uploads, then reads the profile again so the screen and the sidebar show the new photo. */
export function useUploadPhoto(language: string) {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (file: File) =>
      uploadPhoto(file, {
        fetch: (input, init) => globalThis.fetch(input, init),
        token: session.getSnapshot()?.token ?? null,
        language,
        onUnauthorized: () => session.end('unauthorized'),
      }),
    onSuccess: async () => saved(await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 })),
  });
}
