import { z } from 'zod';
import { defineRestRoute } from '../../gateway';

/**
 * `GET /api/ops/openapi.json`: the OpenAPI 3.1 document of every `/api/ops/` route, the webhooks and their signature,
 * generated from the contracts at start (never written by hand). Public: it holds no secret, and an integrator reads
 * it before having any key.
 */
export const openApiRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ops/openapi.json',
  auth: 'public',
  reply: z.record(z.string(), z.unknown()),
  personalData: false,
  cacheControl: 'no-cache',
});

/** `GET /api/ops/docs`: the reference page (Swagger UI, served from the server's own files), reading the document above. */
export const apiDocsPageRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ops/docs',
  auth: 'public',
  reply: 'html',
  personalData: false,
  cacheControl: 'no-cache',
});

/** The reference page's scripts and styles (Swagger UI's files, and the page's own start script). */
export const apiDocsAssetRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ops/docs/:file',
  auth: 'public',
  params: z.object({ file: z.string().max(100) }),
  reply: 'file',
  personalData: false,
  cacheControl: 'public, max-age=3600',
});
