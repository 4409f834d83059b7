import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detectLanguage, languageSchema, type Language } from '@portal/contract';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** The caller's language: the first Accept-Language tag, English when absent. A `lang` param can override it per call. */
export function languageFromHeader(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0] : undefined;
  return detectLanguage(first ?? null);
}

export function languageFromParams(params: unknown, fallback: Language): Language {
  if (typeof params !== 'object' || params === null || !('lang' in params)) return fallback;
  const parsed = languageSchema.safeParse(params.lang);
  return parsed.success ? parsed.data : fallback;
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request);
  });
}
