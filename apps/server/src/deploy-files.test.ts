import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { healthRoute, readyRoute } from '@portal/contract/services/platform/platform-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema, secretNames } from './config';
import { createMetrics } from './lib/metrics';

/**
 * The image and the compose file cannot be built or started here (no container daemon): this holds what they run to
 * the project instead (docs/operations.md, "Container image and compose").
 */
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFile(path.join(repo, file), 'utf8');

let dockerfile: string;
let compose: string;
let haproxy: string;
let builtFiles: string[];
let buildDir: string;

beforeAll(async () => {
  [dockerfile, compose, haproxy] = await Promise.all([read('Dockerfile'), read('deploy/compose.yaml'), read('deploy/haproxy.cfg')]);
  // What the build script produces, built the way the image's `npm run build` builds the server.
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'portal-deploy-build-'));
  await run(process.execPath, ['scripts/build.mjs', buildDir], { cwd: path.join(repo, 'apps/server') });
  builtFiles = await readdir(buildDir);
}, 60_000);
afterAll(() => rm(buildDir, { recursive: true, force: true }));

const envNames = new Set<string>(Object.keys(envSchema.shape));
const secretFileNames = new Set<string>(secretNames.map((name) => `${name}_FILE`));

/** The blocks of compose's top level and of its services, by name (two-space YAML as the file is written). */
function composeBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  let top = '';
  let current = '';
  for (const line of text.split('\n')) {
    const topName = /^([\w.-]+):/.exec(line)?.[1];
    const serviceName = /^ {2}([\w.-]+):/.exec(line)?.[1];
    if (topName) top = current = topName;
    else if (top === 'services' && serviceName) current = serviceName;
    blocks.set(current, `${blocks.get(current) ?? ''}${line}\n`);
  }
  return blocks;
}

/** The environment variables a block sets (its `environment:` map). */
function variables(block: string): string[] {
  return [...block.matchAll(/^ {4,}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1] ?? '');
}

describe('Dockerfile', () => {
  it('runs scripts that exist and files the build produces, from the server workspace', async () => {
    const rootScripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> }).scripts;
    const npmRuns = [...dockerfile.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? '');
    expect(npmRuns).toContain('build');
    for (const script of npmRuns) expect(rootScripts, script).toHaveProperty(script);
    const distFiles = [...`${dockerfile}\n${compose}`.matchAll(/dist\/([\w.-]+\.js)/g)].map((match) => match[1] ?? '');
    expect(distFiles).toEqual(expect.arrayContaining(['server.js', 'ops.js']));
    for (const file of distFiles) expect(builtFiles, file).toContain(file);
    expect(builtFiles).toContain('migrations');
    expect(dockerfile).toMatch(/^WORKDIR \/app\/apps\/server$/m);
    // The image starts the server as `npm start` does in the server workspace (the tracing preload included).
    const serverScripts = (JSON.parse(await read('apps/server/package.json')) as { scripts: Record<string, string> }).scripts;
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    expect(command.join(' ')).toBe(serverScripts.start);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/apps\/web\/dist apps\/web\/dist$/m);
  });

  it('builds on Node 20 slim, keeps production dependencies only and runs as a user of its own', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(stages).toEqual(['node:20.19-bookworm-slim', 'node:20.19-bookworm-slim']);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/npm ci --omit=dev --workspace apps\/server/);
    expect(finalStage).toMatch(/^USER portal$/m);
    for (const name of [...finalStage.matchAll(/^ENV ([\s\S]*?)(?=\n\S)/gm)].flatMap((m) => [...(m[1] ?? '').matchAll(/([A-Z_]+)=/g)])) {
      expect(envNames, name[1]).toContain(name[1]);
    }
  });

  it('checks the liveness route', () => {
    const check = /^HEALTHCHECK [\s\S]*?CMD (.*)$/m.exec(dockerfile)?.[1] ?? '';
    expect(check).toContain(`'${healthRoute.url}'`);
    expect(check).not.toMatch(/curl|wget/);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  });

  it('leaves dependencies, builds, secrets and the embedded database out of the build context', async () => {
    const ignored = (await read('.dockerignore')).split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', 'data', 'deploy/secrets', '.env']));
    expect((await read('.gitignore')).split('\n')).toContain('deploy/secrets/');
  });
});

describe('deploy/compose.yaml', () => {
  it('sets only variables the configuration reads, secrets as files of declared secrets', () => {
    const blocks = composeBlocks(compose);
    for (const service of ['x-portal', 'migrate', 'portal-1', 'portal-2']) expect(blocks.has(service), service).toBe(true);
    const portalVariables = ['x-portal', 'migrate'].flatMap((name) => variables(blocks.get(name) ?? ''));
    expect(portalVariables).toEqual(expect.arrayContaining(['TOKEN_SECRET_FILE', 'TOTP_ENCRYPTION_KEY_FILE', 'DATABASE_URL_FILE']));
    for (const name of portalVariables) expect(envNames.has(name) || secretFileNames.has(name), name).toBe(true);
    const secrets = blocks.get('secrets') ?? '';
    for (const [, secret] of compose.matchAll(/_FILE: \/run\/secrets\/(\w+)/g)) {
      expect(secrets, secret).toMatch(new RegExp(`^ {2}${secret}:\\n {4}file: \\./secrets/${secret}$`, 'm'));
    }
    expect(compose).not.toMatch(/TOKEN_SECRET: |TOTP_ENCRYPTION_KEY: |DATABASE_URL: /);
  });

  it('migrates once, then starts two portals that do not migrate, behind HAProxy, with PostgreSQL checked', () => {
    const blocks = composeBlocks(compose);
    expect(blocks.get('migrate')).toContain(`command: ['node', '--enable-source-maps', 'dist/ops.js', 'migrate']`);
    expect(blocks.get('migrate')).toMatch(/postgres: \{ condition: service_healthy \}/);
    expect(blocks.get('x-portal')).toMatch(/MIGRATE_ON_START: 'false'/);
    for (const replica of ['portal-1', 'portal-2']) {
      expect(blocks.get(replica)).toMatch(/<<: \*portal/);
      expect(blocks.get(replica)).toMatch(/migrate: \{ condition: service_completed_successfully \}/);
    }
    expect(blocks.get('postgres')).toMatch(/healthcheck:\n\s+test: \['CMD-SHELL', 'pg_isready/);
    expect(blocks.get('haproxy')).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it("routes HAProxy on the readiness route, retrying only connections that failed, to the replicas' port", async () => {
    expect(haproxy).toMatch(new RegExp(`^\\s+option httpchk GET ${readyRoute.url}$`, 'm'));
    expect(haproxy).toMatch(/^\s+retry-on conn-failure$/m);
    const port = /PORT: '(\d+)'/.exec(compose)?.[1];
    expect([...haproxy.matchAll(/^\s+server (\S+) (\S+) check$/gm)].map((m) => [m[1], m[2]])).toEqual([
      ['portal-1', `portal-1:${port}`],
      ['portal-2', `portal-2:${port}`],
    ]);
    if (existsSync('/usr/sbin/haproxy')) await run('/usr/sbin/haproxy', ['-c', '-f', path.join(repo, 'deploy/haproxy.cfg')]);
  });

  it('scrapes every replica on its METRICS_PORT', async () => {
    const metricsPort = /METRICS_PORT: '(\d+)'/.exec(compose)?.[1];
    expect(await read('deploy/prometheus.yml')).toContain(`targets: ['portal-1:${metricsPort}', 'portal-2:${metricsPort}']`);
  });
});

describe('alert rules and dashboard', () => {
  const { registry } = createMetrics({
    pool: { totalCount: 0, idleCount: 0, waitingCount: 0 },
    jobs: { counts: async () => [] },
  });
  const registered = new Set(registry.getMetricsAsArray().map((metric) => metric.name));

  /** The metric names a PromQL expression reads (a histogram's series by its base name). */
  function metricNames(expr: string): string[] {
    return [...expr.matchAll(/\b((?:portal|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => (m[1] ?? '').replace(/_(bucket|count|sum)$/, ''));
  }

  it('alert on the 5xx rate, p99, readiness, job failures and failing messages, with metrics the server registers', async () => {
    const alerts = await read('deploy/alerts.yml');
    const exprs = [...alerts.matchAll(/expr: (\|\n(?: {10}.*\n)+|.*)/g)].map((m) => m[1] ?? '');
    const names = exprs.flatMap(metricNames);
    for (const name of names) expect(registered, name).toContain(name);
    expect(names).toEqual(
      expect.arrayContaining([
        'portal_requests_total',
        'portal_request_duration_seconds',
        'portal_jobs_failed_total',
        'portal_messages_total',
      ]),
    );
    expect(alerts).toContain('up{job="portal"} == 0');
    expect(alerts).toMatch(/status=~"5\.\."/);
    expect(alerts).toMatch(/histogram_quantile\(0\.99/);
  });

  it('the dashboard is Grafana JSON whose panels read metrics the server registers', async () => {
    const dashboard = JSON.parse(await read('deploy/grafana-dashboard.json')) as {
      title: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    const names = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNames(target.expr)));
    for (const name of names) expect(registered, name).toContain(name);
    for (const name of ['portal_requests_total', 'portal_jobs_failed_total', 'portal_messages_total', 'portal_request_duration_seconds']) {
      expect(names).toContain(name);
    }
  });
});
