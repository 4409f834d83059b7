import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { apiDocsAssetRoute, apiDocsPageRoute, openApiRoute } from '@portal/contract/services/api-docs/api-docs';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { openApiDocument } from './openapi-document';

/** `GET /api/ops/openapi.json`: built once per process from the contracts. */
export const openApiRouteHandler: RestRoute<typeof openApiRoute> = (services) => {
  const document = openApiDocument(services.config.brandName);
  return async () => document;
};

/** The page's own start script: a file of its own, since the page's CSP allows no inline script. */
const START_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/ops/openapi.json', dom_id: '#reference', deepLinking: true });\n";

/**
 * The files the page loads, from the installed swagger-ui-dist (never a CDN), read when first asked for. A map, not an
 * object: a name such as `__proto__` must find nothing (as an object's key it found the prototype, and a 500).
 */
const ASSETS = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

export const apiDocsPageRouteHandler: RestRoute<typeof apiDocsPageRoute> = (services) => {
  const title = `${services.config.brandName} operations API`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<>&"]/g, '')}</title>
<link rel="stylesheet" href="/api/ops/docs/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/api/ops/docs/swagger-ui-bundle.js"></script>
<script src="/api/ops/docs/start.js"></script>
</body>
</html>
`;
  return async () => ({ html });
};

export const apiDocsAssetRouteHandler: RestRoute<typeof apiDocsAssetRoute> = () => {
  const folder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = new Map<string, Promise<Buffer>>();
  return async ({ params }) => {
    if (params.file === 'start.js') return { contentType: 'text/javascript; charset=utf-8', data: Buffer.from(START_SCRIPT) };
    const contentType = ASSETS.get(params.file);
    if (!contentType) throw new ServiceError(404, 'notFound');
    let data = read.get(params.file);
    if (!data) {
      data = readFile(path.join(folder, params.file));
      read.set(params.file, data);
    }
    return { contentType, data: await data };
  };
};
