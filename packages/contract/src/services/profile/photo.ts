import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../../constants';
import { defineRestRoute, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/**
 * `POST /api/profile/photo` (multipart, one file, bearer token; docs/decisions/007): the route reads the
 * multipart body itself, the route helper gives it the parser with these limits and checks the token and the reply.
 */
export const uploadPhotoRoute = defineRestRoute({
  method: 'POST',
  url: '/api/profile/photo',
  auth: 'donor',
  multipart: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  reply: z.object({ status: okStatus, donorThumbnailPath: z.string() }),
  personalData: true,
});

/**
 * `GET /api/profile/photo/<id>`: served without a token (an <img> cannot send one); the id is a random UUID
 * known only to the donor's app, and the browser may keep the picture for a day.
 */
export const photoRoute = defineRestRoute({
  method: 'GET',
  url: '/api/profile/photo/:id',
  auth: 'public',
  // Any id that is not a stored photo's, well-formed or not, answers 404 alike.
  params: z.object({ id: safeText(100) }),
  reply: 'file',
  personalData: false,
  cacheControl: 'private, max-age=86400',
});
