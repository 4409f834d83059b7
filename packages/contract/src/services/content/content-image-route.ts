import { z } from 'zod';
import { defineRestRoute } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** `GET /api/content/images/<id>`: a picture of published content, public and unchanging (a new upload is a new id). */
export const contentImageRoute = defineRestRoute({
  method: 'GET',
  url: '/api/content/images/:id',
  auth: 'public',
  params: z.object({ id: safeText(100) }),
  reply: 'file',
  personalData: false,
  cacheControl: 'public, max-age=31536000, immutable',
});
