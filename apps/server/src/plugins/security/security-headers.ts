import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set with these options, computed once: helmet's middleware writes the same headers on
 * every response (no per-request parts: no CSP nonces), so running it per request only rebuilds them (issue 17).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The API reference page and its files (issue 31). */
const API_REFERENCE = '/api/ops/docs';

/**
 * Strict headers on every answer. Pages: scripts only from our own origin, and the one inline script the web app's
 * pages start with, by its hash (decision 061); inline styles are
 * allowed because the UI library sets style attributes. API answers (`/api/…`: JSON, pictures, files) are never
 * documents a browser runs, so they get the short set OWASP's REST Security Cheat Sheet names (a CSP that allows
 * nothing, no framing, no sniffing, HSTS) instead of a page's: an answer about 600 bytes shorter, which on the
 * cheapest read is a third of the server's and the client's work (docs/performance.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  options: { consentScriptUrl?: string; inlineScriptHashes?: string[] } = {},
): void {
  // The configured consent banner's origin is the one script source besides our own.
  const consentOrigin = options.consentScriptUrl ? [new URL(options.consentScriptUrl).origin] : [];
  // The web app's start-up script (decision 061), allowed by its hash: no other inline script runs.
  const inlineScripts = (options.inlineScriptHashes ?? []).map((hash) => `'${hash}'`);
  const strictTransportSecurity = production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...consentOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...consentOrigin],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // No form of the app is ever sent by the browser itself (each is sent by its script): a prerendered form
        // submitted before the script has taken it over (decision 052) must not put a password into a URL.
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity,
  });
  pageHeaders.push(['permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()']);
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // The API reference (`/api/ops/docs`, issue 31) is the one page under /api/: its own scripts and styles, from our
  // origin only, may run there and nowhere else under /api/. Swagger UI sets inline styles and shows data: images.
  const referenceHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity,
  });
  const headersFor = (url: string) =>
    url === API_REFERENCE || url.startsWith(`${API_REFERENCE}/`) || url.startsWith(`${API_REFERENCE}?`)
      ? referenceHeaders
      : url.startsWith('/api/')
        ? apiHeaders
        : pageHeaders;
  // On the raw response, as helmet's plugin did: error and not-found answers and hijacked replies carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headersFor(request.url)) reply.raw.setHeader(name, value);
    done();
  });
}
