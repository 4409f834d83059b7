import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage, languageSchema, type Language } from '@portal/contract';
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@portal/contract/cookies';

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
 * The CSP hashes (`sha256-…`) of the inline scripts in the built index.html — the start-up script that loads the app after
 * the page's first paint (decision 061), the same in every prerendered page — and in the signed-in frame (the home's
 * greeting, decision 073). None without a build.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  const root = distDir ? path.resolve(distDir) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) return [];
  const { languages = [], shell } = prerenderedListing(root) ?? {};
  const frames = shell ? languages.map((language) => path.join(root, 'prerendered', language, `${shell}.html`)) : [];
  const hashes = [path.join(root, 'index.html'), ...frames].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((code) => code.trim() !== '')
      .map((code) => `sha256-${createHash('sha256').update(code).digest('base64')}`),
  );
  return [...new Set(hashes)];
}

function cookieValue(request: FastifyRequest, wanted: string): string | undefined {
  for (const cookie of request.headers.cookie?.split(';') ?? []) {
    const [name, value] = cookie.trim().split('=');
    if (name === wanted) return value;
  }
  return undefined;
}

/** The donor's stored choice (the cookie), else the browser's first language (`request.lang`). */
export function pageLanguage(request: FastifyRequest): Language {
  const parsed = languageSchema.safeParse(cookieValue(request, LANGUAGE_COOKIE));
  return parsed.success ? parsed.data : request.lang;
}

/** Issue 36: the browser holds a donor's session (the web app's hint cookie: no token, no donor). */
function signedIn(request: FastifyRequest): boolean {
  return cookieValue(request, SIGNED_IN_COOKIE) === '1';
}

/** The staff console's pages never get the donor's frame. */
function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** What the build prerendered (`dist/prerendered/pages.json`, written by `scripts/prerender.mjs`). */
interface PrerenderedListing {
  languages: string[];
  paths: string[];
  /** The signed-in frame's file name in each language's folder (issue 36). */
  shell?: string;
}

function prerenderedListing(root: string): PrerenderedListing | undefined {
  const file = path.join(root, 'prerendered', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedListing) : undefined;
}

interface PrerenderedPage {
  html: Buffer;
  brotli: Buffer;
}

type ByLanguage = Map<Language, PrerenderedPage>;

/**
 * Decision 052: the signed-out pages the build prerendered (`dist/prerendered/<language><path>.html` and its brotli
 * copy, listed in `pages.json`), read once at start: path → language → page; and the signed-in frame (issue 36,
 * `<language>/<shell>.html`). None when the build has none.
 */
async function readPrerendered(root: string): Promise<{ pages: Map<string, ByLanguage>; shell: ByLanguage }> {
  const pages = new Map<string, ByLanguage>();
  const shell: ByLanguage = new Map();
  const folder = path.join(root, 'prerendered');
  const listed = prerenderedListing(root);
  if (!listed) return { pages, shell };
  const read = async (name: string) => {
    const byLanguage: ByLanguage = new Map();
    for (const language of listed.languages) {
      const parsed = languageSchema.safeParse(language);
      if (!parsed.success) continue;
      const file = path.join(folder, parsed.data, `${name}.html`);
      byLanguage.set(parsed.data, { html: await readFile(file), brotli: await readFile(`${file}.br`) });
    }
    return byLanguage;
  };
  for (const pagePath of listed.paths) pages.set(pagePath, await read(pagePath));
  return { pages, shell: listed.shell ? await read(listed.shell) : shell };
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
  const { pages: prerendered, shell } = await readPrerendered(root);
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
      // With the session's cookie the same address is answered with the signed-in frame.
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(await readIndex());
  /**
   * The prerendered page for this load, in the donor's language: a signed-out page, painted before any script and then
   * hydrated; for a browser with a session (issue 36), on any page but the staff console's, the signed-in frame. The answer
   * depends on the cookies and Accept-Language, which caches are told.
   */
  const prerenderedFor = (request: FastifyRequest): ByLanguage | undefined => {
    const pathname = pathnameOf(request.url);
    // A signed-in donor on a signed-out page is sent on to her own: the frame is right there too.
    if (signedIn(request) && isAppRoute(request.url) && !isStaffPath(pathname) && shell.size > 0) return shell;
    return prerendered.get(pathname);
  };
  const sendPrerendered = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    const byLanguage = prerenderedFor(request);
    const page = byLanguage?.get(pageLanguage(request)) ?? byLanguage?.get('en');
    if (!page) return null;
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'br').send(page.brotli);
    return reply.send(page.html);
  };
  app.get('/', (request, reply) => sendPrerendered(request, reply) ?? sendIndex(reply, 200));
  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return notFound(request, reply);
    const sent = request.method === 'GET' ? sendPrerendered(request, reply) : null;
    if (sent) return sent;
    // An app route is the router's to judge (its own 404 page); a dotted path is never one.
    return sendIndex(reply, isAppRoute(request.url) ? 200 : 404);
  });
}
