import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { MetricsText } from '../../lib/metrics';

export interface MetricsListener {
  address: AddressInfo;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * Serves `GET /metrics` (Prometheus' text format) on a listener of its own, apart from the public port, so the
 * balancer never routes a visitor to it; any other path answers 404. A port that cannot be had refuses the start.
 */
export async function serveMetrics(source: MetricsText, port: number, host: string): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      answer(response, 404, 'text/plain; charset=utf-8', 'not found\n');
      return;
    }
    source.metrics().then(
      (text) => answer(response, 200, source.contentType, text),
      () => answer(response, 500, 'text/plain; charset=utf-8', 'metrics unavailable\n'),
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `METRICS_PORT ${port} is already in use on ${host}: choose a free port for the metrics listener`
            : `the metrics listener cannot listen on ${host}:${port} (METRICS_PORT, METRICS_HOST): ${error.code ?? error.message}`,
        ),
      );
    });
    server.listen(port, host, resolve);
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection would otherwise hold the shutdown until it times out.
        server.closeAllConnections();
      }),
  };
}

/** The app's metrics listener as configured: null when `METRICS_PORT` is unset. */
export async function listenForMetrics(app: FastifyInstance, config: Config): Promise<MetricsListener | null> {
  if (config.metricsPort === undefined || !app.metricsText) return null;
  return serveMetrics(app.metricsText, config.metricsPort, config.metricsHost);
}
