import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics, MetricsText } from '../../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics for the separate listener (`metrics-listener.ts`); null when `METRICS_PORT` is unset. */
    metricsText: MetricsText | null;
  }
}

/**
 * The service a request is counted under: the gateway's service key once it is known, else the matched route's method
 * and pattern (`GET /api/profile/photo/:id`), never the URL (its ids, codes and query are a caller's), and `unrouted`
 * for what no route matched (the web app's pages, unknown paths).
 */
export function serviceOf(request: FastifyRequest): string {
  if (request.origin?.service) return request.origin.service;
  const route = request.routeOptions.url;
  return route === undefined ? 'unrouted' : `${request.method} ${route}`;
}

/** Counts every answered request by service and status, and its time by service. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDone(serviceOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
