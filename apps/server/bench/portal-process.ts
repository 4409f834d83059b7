import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNED_IN_COOKIE } from '@portal/contract/cookies';
import type { BrowserContext, Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(here, '..');
/** The compiled server, as `npm start` runs it (decision 020). */
export const compiledServer = path.join(serverDir, 'dist/server.js');

/** Debian's Chromium headless shell (decision 022), as the browser tests launch it. */
export const headlessShell = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export function startPortal(port: number, env: Record<string, string>): ChildProcess {
  // With the tracing preload, as `npm start` runs it: off unless OTEL_EXPORTER_OTLP_ENDPOINT is in `env`.
  return spawn(process.execPath, ['--enable-source-maps', '--import', path.join(serverDir, 'dist/tracing.js'), compiledServer], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret!!',
      TOTP_ENCRYPTION_KEY: 'b'.repeat(64),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * One GET on a fresh connection (no keep-alive pool), its status and body, failed after `timeoutMs` by a timer of its
 * own: a bench's polls never wait on a pooled socket or on an abort signal that does not fire (two 1,000,000-donor
 * `bench:import` runs waited forever on the health poll with fetch and `AbortSignal.timeout`, docs/performance.md).
 */
export function getOnce(
  port: number,
  path: string,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: options.headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on('error', fail);
    });
    const timer = setTimeout(
      () => fail(new Error(`GET ${path} on ${port}: no reply in ${options.timeoutMs ?? 2000} ms`)),
      options.timeoutMs ?? 2000,
    );
    function fail(error: Error): void {
      clearTimeout(timer);
      request.destroy();
      reject(error);
    }
    request.on('error', fail);
  });
}

export async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  // Three minutes: a first start seeds the demo data, which takes long on cores shared with other work.
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      if ((await getOnce(port, '/api/health')).status === 200) return;
    } catch {
      // not listening yet, or no reply in time
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

export async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Runs `work` against the compiled portal on a fresh embedded database of its own, stopped and deleted after it. */
export async function withFreshPortal(port: number, dataDirPrefix: string, work: () => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
  const portal = startPortal(port, { DATA_DIR: dataDir });
  try {
    await waitForHealth(port, portal);
    await work();
  } finally {
    await stopped(portal);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The login reply: the token and the user the app keeps beside it. */
export async function logIn(port: number, username: string, password = 'Plasma#2026'): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serviceName: 'authentication', serviceType: 'login', params: { username, password } }),
  });
  const body = (await res.json()) as { token?: string; user?: unknown };
  if (!body.token) throw new Error(`sign-in of ${username} failed on ${port}`);
  return { token: body.token, user: body.user };
}

export async function signInDonor(port: number, username: string, password?: string): Promise<string> {
  return (await logIn(port, username, password)).token;
}

type Session = { token: string; user: unknown };

/** The script that puts `session` where the app keeps it. */
function sessionScript(session: Session): string {
  return `localStorage.setItem('portal.session.token', ${JSON.stringify(session.token)});
     localStorage.setItem('portal.session.user', ${JSON.stringify(JSON.stringify(session.user))});`;
}

/** The hint cookie the donor's layout writes for an hour (issue 36). */
function addSignedInCookie(context: BrowserContext, url: string): Promise<void> {
  return context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url, expires: Date.now() / 1000 + 3600 }]);
}

/**
 * A browser signed in as after a real sign-in, before the app's own scripts on every page it opens (Lighthouse opens
 * its own tab): the session where the app keeps it, and the hint cookie its layout writes for an hour (issue 36).
 */
export async function holdSession(context: BrowserContext, session: Session, url: string): Promise<void> {
  await context.addInitScript(sessionScript(session));
  await addSignedInCookie(context, url);
}

/**
 * The same signed-in state written once into the browser's profile, from `page` (open on a page of the portal's origin),
 * for a browser the bench lets go of before the audited visit (Lighthouse's).
 */
export async function storeSession(context: BrowserContext, page: Page, session: Session, url: string): Promise<void> {
  await page.evaluate(sessionScript(session));
  await addSignedInCookie(context, url);
}
