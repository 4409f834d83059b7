// dist/tracing.js: `npm start` runs `node --import ./dist/tracing.js dist/server.js`, so this module runs before the
// server's bundle imports anything. With OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) set it starts the
// OpenTelemetry SDK and its ES module hook, so the `pg` and `fastify` the bundle imports from node_modules are
// instrumented; without it nothing is imported and tracing costs nothing (docs/operations.md "Traces").
// Every package is imported dynamically: esbuild would otherwise hoist them to the top and load them when off.
import { register } from 'node:module';

const env = process.env;
const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint && env.OTEL_SDK_DISABLED !== 'true') await startTracing();

/** How often a failing collector is mentioned again while it keeps failing. */
const REPEAT_WARNING_MS = 60_000;

/** A line in the server log's shape (pino's JSON), written before the server's logger exists. */
function logLine(level: 'warn' | 'info', msg: string): void {
  process.stdout.write(`${JSON.stringify({ level: level === 'warn' ? 40 : 30, time: Date.now(), msg })}\n`);
}

async function startTracing(): Promise<void> {
  // The portal's defaults; every one can be overridden with the standard variable.
  env.OTEL_SERVICE_NAME ??= 'donor-portal';
  env.OTEL_TRACES_SAMPLER ??= 'parentbased_traceidratio';
  env.OTEL_TRACES_SAMPLER_ARG ??= '0.1';
  // Traces only: metrics are Prometheus' (METRICS_PORT) and logs stay on stdout.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  env.OTEL_TRACES_EXPORTER ??= 'otlp';
  // The ES module hook that lets instrumentations patch packages an ES module imports (the bundle is one).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

  const [api, { NodeSDK }, { FastifyOtelInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-pg'),
  ]);

  // A collector that cannot be reached must not stop the portal: the exporter's failures become a warning in the log,
  // the first at once and then at most once a minute while they go on; the spans of those batches are dropped.
  let lastWarning = 0;
  const warn = (message: string): void => {
    const now = Date.now();
    if (now - lastWarning < REPEAT_WARNING_MS) return;
    lastWarning = now;
    logLine('warn', `traces: could not export to the OTLP endpoint ${endpoint} (${message.slice(0, 200)}); the portal goes on serving`);
  };
  api.diag.setLogger(
    {
      error: (message) => warn(message),
      warn: (message) => warn(message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    api.DiagLogLevel.WARN,
  );

  const sdk = new NodeSDK({
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // One span per request: a span for each hook and for the handler doubled the cost of an unsampled request.
        instrumentHooks: false,
        instrumentHandler: false,
        // @fastify/otel records the raw URL; a query string may hold personal data, so only the path is kept.
        requestHook: (span, request) => span.setAttribute('url.path', request.url.split('?', 1)[0] ?? '/'),
      }),
      // The statement's text only: no parameter values (enhancedDatabaseReporting off), and no statement outside a
      // request or job (the pool's own checks) makes a trace of its own.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  sdk.start();
  (globalThis as Record<symbol, unknown>)[Symbol.for('donor-portal.tracing.shutdown')] = () => sdk.shutdown();
  logLine('info', `traces: exporting to ${endpoint}, sampler ${env.OTEL_TRACES_SAMPLER} ${env.OTEL_TRACES_SAMPLER_ARG ?? ''}`.trimEnd());
}
