import { clientErrorText } from '@portal/contract/messages/client-errors';
import { GatewayError, httpClient, requestLanguage, type HttpClient } from '../../../lib/gateway';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { useProfileReload } from './use-profile-saved';

export const PHOTO_UPLOAD_URL = '/api/profile/photo';

/**
 * `POST /api/profile/photo` (multipart, bearer token; docs/decisions/007). The server checks the size
 * and the real type and answers its message in the donor's language, which becomes a GatewayError.
 */
export async function uploadPhoto(file: File, client: HttpClient = httpClient): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  const reply = (await client(PHOTO_UPLOAD_URL, { body })) as { donorThumbnailPath?: unknown };
  if (typeof reply.donorThumbnailPath !== 'string') {
    throw new GatewayError({ status: 502, code: 'internalError', message: clientErrorText(requestLanguage(), 'internalError') });
  }
  return reply.donorThumbnailPath;
}

/** Uploads, then reads the donor again so the screen and the sidebar show the new photo. */
export function useUploadPhoto() {
  const reload = useProfileReload();
  return useInvalidatingMutation({ mutationFn: (file: File) => uploadPhoto(file), onSuccess: reload });
}
