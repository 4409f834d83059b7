import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  // Three minutes: a first start seeds the demo data, which takes long on cores shared with other work.
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      // A time limit: a request taken while the server was starting could otherwise wait forever (seen once, 2 min).
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
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
