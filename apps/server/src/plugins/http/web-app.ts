import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@portal/contract';

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A path the single-page app handles: not an API call, not an asset, not a file like robots.txt. */
export function isAppRoute(url: string): boolean {
  const pathname = pathnameOf(url);
  if (isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * A browser navigating to a path that is no file (`/Applogin/x.php`, `/assets/old.js` typed in the
 * address bar) asks for HTML: it gets the app's own 404 page, with its language and title, never
 * a bare text. Scripts and API clients get the JSON error.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (isApiPath(pathname)) return false;
  return isAppRoute(request.url) || (request.headers.accept ?? '').includes('text/html');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 404, code: 'notFound', message: formatMessage(request.lang, 'notFound') });
}

/**
 * index.html as last read. The fallback used to `sendFile` it from inside the not-found handler:
 * whenever the read failed (the build empties `dist` while the server runs), @fastify/static
 * called `callNotFound()` from the 404 handler itself and Fastify answered a bare "404 Not Found"
 * ("Trying to send a NotFound error inside a 404 handler"). Now a failed read keeps the last copy.
 */
function indexPage(root: string): () => Promise<Buffer> {
  const file = path.join(root, 'index.html');
  let last: Buffer | undefined;
  return async () => {
    try {
      last = await readFile(file);
    } catch (error) {
      if (!last) throw error;
    }
    return last;
  };
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
  const readIndex = indexPage(root);
  await readIndex();
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build's brotli copies (`name.br`, decision 039) to a browser that takes brotli; other files and browsers get
    // the compression plugin's.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readIndex());
  app.get('/', (_request, reply) => sendIndex(reply, 200));
  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return notFound(request, reply);
    // An app route is the router's to judge (its own 404 page); a dotted path is never one.
    return sendIndex(reply, isAppRoute(request.url) ? 200 : 404);
  });
}
