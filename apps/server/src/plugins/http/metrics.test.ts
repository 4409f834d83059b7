import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { LOOKUP_FAILURES_PER_ADDRESS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { createJobEngine } from '../../lib/job-engine';
import { noMetrics } from '../../lib/metrics';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serveMetrics, type MetricsListener } from './metrics-listener';

/**
 * The metrics (issue 29) through a whole app: each counter rises when its event happens, the listener serves them on a
 * port of its own, and no label holds what a caller sent.
 */
const onPostgres = inject('postgresUrl') !== '';
const METRICS_ENV = { METRICS_PORT: '9464' };

/** An app with metrics on, and its listener on a free port of this machine. */
async function withListener(t: TestApp): Promise<MetricsListener> {
  if (!t.app.metricsText) throw new Error('metrics are off');
  return serveMetrics(t.app.metricsText, 0, '127.0.0.1');
}

async function scrape(listener: MetricsListener): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${listener.address.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) sum += Number(match[3]);
  }
  return sum;
}

describe('metrics of a running app', () => {
  let t: TestApp;
  let listener: MetricsListener;
  const sms: { to: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      // E-mail goes to a port nobody listens on (a failed delivery); text messages to an adapter that takes them.
      env: { ...METRICS_ENV, SMTP_URL: 'smtp://127.0.0.1:1' },
      sms: {
        send: async ({ messageId, to }) => {
          sms.push({ to });
          return { providerMessageId: `SM${messageId}` };
        },
      },
    });
    listener = await withListener(t);
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  it('are served in Prometheus’ text format on their own port, with the process’s defaults; other paths answer 404', async () => {
    const base = `http://127.0.0.1:${listener.address.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE portal_requests_total counter');
    expect(text).toContain('# TYPE portal_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/gateway`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('are never served on the public port: there `/metrics` is the web app’s page, or its 404 without a build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('portal_requests_total');

    const webDistDir = await mkdtemp(path.join(tmpdir(), 'metrics-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Portal</title>');
    const withWeb = await createTestApp({ env: METRICS_ENV, database: t.database, webDistDir });
    try {
      const page = await withWeb.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } });
      expect(page.body).toBe('<!doctype html><title>Portal</title>');
      const text = await withWeb.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/plain' } });
      expect(text.body).not.toContain('portal_requests_total');
    } finally {
      await withWeb.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });

  it('count requests by service and status, and time them by service, never with a URL’s ids', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/photo/${id}?email=donor@example.com` })).statusCode).toBe(404);
    const miss = { donorNumber: 'Z9100001', identValueLast4: '0000', dob: '01-01-1990' };
    expect((await t.call('registration/lookupDonor', miss, { ip: '192.0.2.1' })).statusCode).toBe(404);

    const text = await scrape(listener);
    expect(valueOf(text, 'portal_requests_total', { service: 'GET /api/profile/photo/:id', status: '404' })).toBe(1);
    expect(valueOf(text, 'portal_requests_total', { service: 'registration/lookupDonor', status: '404' })).toBe(1);
    expect(valueOf(text, 'portal_request_duration_seconds_count', { service: 'registration/lookupDonor' })).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('donor@example.com');
  });

  it('count a rate limit’s refusal by policy, and the 429 it answers', async () => {
    const policy = { policy: 'registration/lookupDonor', scope: 'address', refusal: 'refused' };
    const before = await scrape(listener);
    for (let i = 0; i <= LOOKUP_FAILURES_PER_ADDRESS; i++) {
      const miss = { donorNumber: `Z92000${10 + i}`, identValueLast4: '0000', dob: '01-01-1990' };
      const res = await t.call('registration/lookupDonor', miss, { ip: '192.0.2.2' });
      expect(res.statusCode).toBe(i < LOOKUP_FAILURES_PER_ADDRESS ? 404 : 429);
    }
    const after = await scrape(listener);
    expect(valueOf(after, 'portal_rate_limit_refusals_total', policy) - valueOf(before, 'portal_rate_limit_refusals_total', policy)).toBe(
      1,
    );
    const refused = { service: 'registration/lookupDonor', status: '429' };
    expect(valueOf(after, 'portal_requests_total', refused) - valueOf(before, 'portal_requests_total', refused)).toBe(1);
  });

  it('count failed sign-ins, donors’ and staff’s, without the e-mail that was typed', async () => {
    const email = 'metrics.private.person@example.com';
    await createDonor(t.database.db, { email });
    const staffEmail = 'metrics.private.staff@example.com';
    await createStaff(t.database.db, 'admin', { email: staffEmail });
    expect((await t.call('authentication/login', { username: email, password: 'wrong-password-1' })).statusCode).toBe(401);
    expect((await t.call('staff/login', { email: staffEmail, password: 'wrong-password-1' })).statusCode).toBe(401);

    const text = await scrape(listener);
    expect(valueOf(text, 'portal_sign_in_failures_total', { account: 'donor', step: 'password' })).toBe(1);
    expect(valueOf(text, 'portal_sign_in_failures_total', { account: 'staff', step: 'password' })).toBe(1);
    expect(text).not.toContain(email);
    expect(text).not.toContain('metrics.private');
    expect(text).not.toContain('wrong-password-1');
  });

  it('count revoked sessions by reason, and no token is in any label', async () => {
    const donor = await createDonor(t.database.db, { email: 'metrics.signout@example.com' });
    const { token } = await signIn(t, donor.email ?? '');
    expect((await t.call('authentication/logout', {}, { token })).statusCode).toBe(200);
    // Signing out twice ends nothing more.
    expect((await t.call('authentication/logout', {}, { token })).statusCode).toBe(401);

    const text = await scrape(listener);
    expect(valueOf(text, 'portal_sessions_revoked_total', { account: 'donor', reason: 'signOut' })).toBe(1);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[1] ?? token);
  });

  it('count a staff member’s sessions ended by their deactivation', async () => {
    await createStaff(t.database.db, 'admin', { email: 'metrics.admin@staff.example.com' });
    const leaving = await createStaff(t.database.db, 'center_staff', { email: 'metrics.leaving@staff.example.com' });
    const admin = await signInStaff(t, 'metrics.admin@staff.example.com');
    await signInStaff(t, 'metrics.leaving@staff.example.com');
    await signInStaff(t, 'metrics.leaving@staff.example.com');
    expect((await t.call('staff/deactivateStaff', { staffId: leaving.id }, { token: admin })).statusCode).toBe(200);

    const text = await scrape(listener);
    expect(valueOf(text, 'portal_sessions_revoked_total', { account: 'staff', reason: 'staffDeactivated' })).toBe(2);
    expect(text).not.toContain(leaving.id);
  });

  it('count messages by channel and outcome; none is left waiting', async () => {
    await createDonor(t.database.db, { email: 'metrics.mail@example.com' });
    await createDonor(t.database.db, { email: null, phoneNumber: '5125550177', phoneCountryCode: '1' });
    expect((await t.call('passwordReset/sendCode', { username: 'metrics.mail@example.com' }, { ip: '192.0.2.3' })).statusCode).toBe(200);
    expect((await t.call('passwordReset/sendCode', { username: '5125550177' }, { ip: '192.0.2.4' })).statusCode).toBe(200);
    expect(sms).toHaveLength(1);

    const text = await scrape(listener);
    // The unreachable SMTP server is a transient error: the e-mail waits for its next try.
    expect(valueOf(text, 'portal_messages_total', { channel: 'email', outcome: 'retried' })).toBe(1);
    expect(valueOf(text, 'portal_messages_total', { channel: 'sms', outcome: 'sent' })).toBe(1);
    expect(valueOf(text, 'portal_messages_waiting', { channel: 'email' })).toBe(0);
    expect(valueOf(text, 'portal_messages_waiting', { channel: 'sms' })).toBe(0);
    expect(text).not.toContain('5125550177');
  });

  it(`report the database pool’s connections ${onPostgres ? 'of PostgreSQL' : '(none on the embedded database)'}`, async () => {
    const text = await scrape(listener);
    if (onPostgres) {
      expect(text).toContain('# TYPE portal_db_pool_connections gauge');
      expect(valueOf(text, 'portal_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(valueOf(text, 'portal_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('portal_db_pool');
    }
  });
});

describe('metrics of failures', () => {
  it('count a 5xx: the database closed under a running app', async () => {
    const t = await createTestApp({ env: METRICS_ENV });
    const listener = await withListener(t);
    try {
      await t.database.close();
      const miss = { donorNumber: 'Z9300001', identValueLast4: '0000', dob: '01-01-1990' };
      const res = await t.call('registration/lookupDonor', miss, { ip: '192.0.2.5' });
      expect(res.statusCode).toBe(500);
      const text = await scrape(listener);
      expect(valueOf(text, 'portal_requests_total', { service: 'registration/lookupDonor', status: '500' })).toBe(1);
    } finally {
      await listener.close();
      await t.app.close().catch(() => undefined);
    }
  });

  it('count a failed job by name, and report the engine’s queues', async () => {
    const t = await createTestApp({ env: METRICS_ENV, jobEngine: true });
    const listener = await withListener(t);
    // Another process asks for the job; the app's worker runs it and it fails on a table that is gone.
    const asker = createJobEngine({ stopTimeoutMs: 5_000 });
    const silent = { info: () => undefined, error: () => undefined };
    try {
      await t.database.executeSql('alter table center_schedules rename to center_schedules_gone');
      await asker.start({ executeSql: t.database.executeSql, jobs: [], log: silent, metrics: noMetrics });
      await asker.trigger('appointment-no-shows');
      await expect
        .poll(async () => valueOf(await scrape(listener), 'portal_jobs_failed_total', { job: 'appointment-no-shows' }), {
          timeout: 15_000,
          interval: 200,
        })
        .toBeGreaterThanOrEqual(1);
      const text = await scrape(listener);
      expect(text).toContain('# TYPE portal_jobs_queued gauge');
      expect(text).toMatch(/^portal_jobs_queued\{job="campaign-sends"\} \d+$/m);
      expect(text).toMatch(/^portal_jobs_active\{job="appointment-no-shows"\} \d+$/m);
      expect(valueOf(text, 'portal_jobs_failed_total', { job: 'campaign-sends' })).toBe(0);
    } finally {
      await asker.stop();
      await listener.close();
      await t.close();
    }
  });
});

describe('the metrics listener', () => {
  it('is off without METRICS_PORT: nothing is kept', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metricsText).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('refuses to start on a port already taken, naming it', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const registry = { contentType: 'text/plain', metrics: async () => '' };
      await expect(serveMetrics(registry, port, '127.0.0.1')).rejects.toThrow(`METRICS_PORT ${port} is already in use on 127.0.0.1`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
