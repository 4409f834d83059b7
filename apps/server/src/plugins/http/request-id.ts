import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A balancer's request id kept as it came: a plain token, nothing a log or a header could be fooled by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: behind a trusted balancer (TRUST_PROXY) the id it sent in `X-Request-Id`, so its log and
 * ours name a request alike; a missing or odd one, or any sent to a server that trusts no proxy, is replaced by a UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
  };
}

/**
 * Every reply carries its request's id in `X-Request-Id`, the id every log line of the request carries
 * (`requestId`), so a donor's or an operator's report leads to its lines. Set as the request arrives, so a 404,
 * a body refused by its parser and an error reply carry it too.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
