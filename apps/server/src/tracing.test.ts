import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './test/free-port';
import { buildServerIntoTempFolder, serverDir } from './test/compiled-build';

// Issue 29 "Traces": the COMPILED server, started as `npm start` starts it (`node --import dist/tracing.js`), exports
// its spans to a local OTLP/HTTP receiver that decodes them. PostgreSQL is needed for the database spans (the pg
// instrumentation): DATABASE_URL, or the local server the benchmarks use.
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let outDir: string;
/** A test of the build, with databases of its own whatever the run's engine: the PostgreSQL pass (API suites) skips it. */
const onPostgresPass = Boolean(inject('postgresUrl'));

beforeAll(async () => {
  if (onPostgresPass) return;
  outDir = await buildServerIntoTempFolder();
}, 120_000);

afterAll(async () => {
  if (onPostgresPass) return;
  await rm(outDir, { recursive: true, force: true });
});

/** One OTLP attribute as the JSON encoding carries it. */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** A collector's `/v1/traces` over HTTP/JSON: keeps every span it is sent. */
async function startReceiver(): Promise<{ server: Server; endpoint: string; spans: OtlpSpan[]; paths: string[] }> {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, spans, paths };
}

/** Starts dist/server.js as `npm start` does, with the tracing preload; resolves once it answers. */
async function startTraced(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', path.join(outDir, 'tracing.js'), path.join(outDir, 'server.js')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: outDir,
      SHUTDOWN_DELAY_MS: '0',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const address = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}): ${log}`);
    if (await fetch(`${address}/api/health`).catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  return { address, log: () => log, stop };
}

/** A fresh PostgreSQL database for one test, dropped afterwards. */
async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_traces_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const EMAIL = 'trace.donor@example.org';
const PASSWORD = 'Tr4ce-Secret-Passw0rd';

function signIn(address: string, headers: Record<string, string> = {}) {
  // The e-mail also in the query string: it must not reach a span through the URL either.
  return fetch(`${address}/api/gateway?who=${encodeURIComponent(EMAIL)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ serviceName: 'authentication', serviceType: 'login', params: { username: EMAIL, password: PASSWORD } }),
  });
}

function attributeText(span: OtlpSpan): string {
  return JSON.stringify(span.attributes ?? []);
}

describe.skipIf(onPostgresPass)('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports the gateway service span, its database spans and the caller’s trace id, flushed at shutdown, with no personal data', async () => {
    const receiver = await startReceiver();
    try {
      await withDatabase(async (databaseUrl) => {
        const server = await startTraced({
          DATABASE_URL: databaseUrl,
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
          OTEL_TRACES_SAMPLER: 'parentbased_always_on',
          // Nothing is sent before the shutdown: the spans arriving prove the flush.
          OTEL_BSP_SCHEDULE_DELAY: '600000',
        });
        const traceId = randomBytes(16).toString('hex');
        const parentId = randomBytes(8).toString('hex');
        try {
          const reply = await signIn(server.address, { traceparent: `00-${traceId}-${parentId}-01` });
          expect(reply.status).toBeLessThan(500);
          expect(receiver.spans).toEqual([]);
        } finally {
          await server.stop();
        }

        expect(receiver.paths.every((p) => p === '/v1/traces')).toBe(true);
        const inTrace = receiver.spans.filter((span) => span.traceId === traceId);
        const service = inTrace.find((span) => span.name === 'authentication/login');
        expect(service, JSON.stringify(receiver.spans.map((span) => span.name))).toBeDefined();
        expect(service?.parentSpanId).toBe(parentId);
        expect(attributeText(service as OtlpSpan)).toContain('"portal.service"');

        // A database statement below the service span (through the handler's span).
        const byId = new Map(inTrace.map((span) => [span.spanId, span]));
        const below = (span: OtlpSpan): boolean => {
          for (let up = byId.get(span.parentSpanId ?? ''); up; up = byId.get(up.parentSpanId ?? '')) {
            if (up === service) return true;
          }
          return false;
        };
        const database = inTrace.filter((span) => attributeText(span).includes('"db.system') && below(span));
        expect(database.length).toBeGreaterThan(0);

        // No e-mail, password or query string in any attribute of any span.
        const everything = JSON.stringify(receiver.spans);
        expect(everything).not.toContain(EMAIL);
        expect(everything).not.toContain(encodeURIComponent(EMAIL));
        expect(everything).not.toContain(PASSWORD);
        expect(everything).not.toContain('who=');

        // A log line written during the request carries the caller's trace id.
        const lines = server
          .log()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { traceId?: string });
        expect(lines.some((line) => line.traceId === traceId)).toBe(true);
      });
    } finally {
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  }, 180_000);

  it('warns when the OTLP endpoint cannot be reached and goes on serving', async () => {
    // On PostgreSQL as the test above: a new embedded database would cost its creation and every migration.
    await withDatabase(async (databaseUrl) => {
      const unreachable = `http://127.0.0.1:${await freePort()}`;
      const server = await startTraced({
        DATABASE_URL: databaseUrl,
        OTEL_EXPORTER_OTLP_ENDPOINT: unreachable,
        OTEL_TRACES_SAMPLER: 'always_on',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      try {
        expect((await signIn(server.address)).status).toBeLessThan(500);
        for (let waited = 0; !server.log().includes('traces: could not export') && waited < 20_000; waited += 200) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const warning = server
          .log()
          .split('\n')
          .find((line) => line.includes('traces: could not export'));
        expect(warning).toBeDefined();
        expect(JSON.parse(warning as string)).toMatchObject({ level: 40 });
        expect(warning).toContain(unreachable);
        expect((await fetch(`${server.address}/api/health`)).status).toBe(200);
        expect((await signIn(server.address)).status).toBeLessThan(500);
      } finally {
        await server.stop();
      }
    });
  }, 180_000);
});
