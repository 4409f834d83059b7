import { pagePatternOf } from '@portal/contract/page-paths';
import type { FastifyRequest } from 'fastify';

/**
 * What the access log keeps of a request: the route it matched (`/api/profile/photo/:id`), never the URL's ids,
 * codes or query, since a photo's id is the capability that shows it and a query may hold an e-mail (issue 12).
 * A request no route matched (the web app's pages, its files) keeps its path without the query, or the pattern of a
 * page whose address holds a value (a donor's referral code: `/referral/referral-unique-code/:code`).
 */
export function accessLogRequest(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: loggedPath(request), remoteAddress: request.ip };
}

/** A request's address as any log writes it: its route, a page's pattern, or its path without the query. */
export function loggedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return request.routeOptions.url ?? pagePatternOf(path) ?? path;
}

export const accessLogSerializers = { req: accessLogRequest };
