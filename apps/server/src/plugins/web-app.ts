import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@portal/contract';

/** A path the single-page app handles: not an API call, not an asset, not a file like robots.txt. */
export function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 404, code: 'notFound', message: formatMessage(request.lang, 'notFound') });
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached) and answers
 * any other GET of an app route with index.html, so deep links and reloads work.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    app.log.warn('web app build not found: run `npm run build` to serve the portal from this server');
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return notFound(request, reply);
  });
}
