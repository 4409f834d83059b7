import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict headers on every answer. Scripts only from our own origin (no inline scripts); inline
 * styles are allowed because the UI library sets style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean, consentScriptUrl?: string): Promise<void> {
  // The configured consent banner's origin is the one script source besides our own.
  const consentOrigin = consentScriptUrl ? [new URL(consentScriptUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...consentOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...consentOrigin],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  });
}
