import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';

/**
 * What the server's own code tells the traces (issue 29, docs/operations.md "Traces"). Only `@opentelemetry/api` is
 * imported here: without the SDK (no OTEL_EXPORTER_OTLP_ENDPOINT, dist/tracing.js loads nothing) its tracer is a no-op
 * and these cost a function call. Attributes are names from the code (a service key, a job, a channel), never what a
 * caller sent: no address, e-mail, token or parameter reaches a span.
 */
const tracer = trace.getTracer('donor-portal');

/** Runs `work` in a child span of the active one, recording a throw as the span's error (its type, not its text). */
export async function inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span: Span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : 'error' });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** The request span @fastify/otel opened for this request, when the SDK is loaded. */
interface TracedRequest {
  opentelemetry?: () => { span: Span | null };
}

/** Names the request's span after the gateway service it called, so a trace reads `donor/profile`, not `request`. */
export function nameRequestSpan(request: object, service: string): void {
  const traced = request as TracedRequest;
  const span = traced.opentelemetry?.().span;
  if (!span) return;
  span.updateName(service);
  span.setAttribute('portal.service', service);
}

/** The active trace's ids for a log line, or nothing when no span is active (or tracing is off). */
export function traceIds(): { traceId: string; spanId: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** Set by dist/tracing.js when it started the SDK: flushes and stops it. */
const SHUTDOWN = Symbol.for('donor-portal.tracing.shutdown');

/** Whether dist/tracing.js started the SDK in this process. */
export function tracingStarted(): boolean {
  return typeof (globalThis as Record<symbol, unknown>)[SHUTDOWN] === 'function';
}

/** Sends the spans still buffered and stops the SDK; a no-op when tracing is off. Never throws: shutdown goes on. */
export async function flushTraces(): Promise<void> {
  const shutdown = (globalThis as Record<symbol, unknown>)[SHUTDOWN];
  if (typeof shutdown === 'function') await (shutdown as () => Promise<void>)().catch(() => undefined);
}

export { SHUTDOWN as tracingShutdownKey };
