import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunning, startChild, type Child } from './child-processes';
import { waitFor } from './free-port';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The compiled server and ops commands, as a production install runs them (no TypeScript loader). */
export const compiled = { server: path.join(serverDir, 'dist/server.js'), ops: path.join(serverDir, 'dist/ops.js') };

export function assertCompiled(): void {
  for (const file of Object.values(compiled)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run  npm run build  first (the topology test runs the compiled server)`);
  }
}

/** Milliseconds a portal keeps serving after SIGTERM; the balancer's checks notice within about two check intervals. */
export const SHUTDOWN_DELAY_MS = 2_000;

/** One portal process on its own port: started, stopped and restarted on the same port by the test. */
export class Portal {
  private child: Child | null = null;
  private generation = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly dir: string,
  ) {}

  get logFile(): string {
    return path.join(this.dir, `${this.name}.log`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    this.generation += 1;
    this.child = startChild(this.name, process.execPath, ['--enable-source-maps', compiled.server], {
      cwd: serverDir,
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      logFile: this.logFile,
    });
  }

  /** Until the portal itself answers /api/ready with 200 (it exiting first fails at once). */
  async waitReady(timeoutMs: number): Promise<void> {
    const child = this.child;
    if (!child) throw new Error(`${this.name} is not started`);
    await waitFor(
      `${this.name} to be ready`,
      timeoutMs,
      async () => {
        if (!isRunning(child))
          throw new Error(`${this.name} exited with ${child.process.exitCode ?? child.process.signalCode} while starting`);
        const res = await fetch(`${this.url}/api/ready`);
        await res.arrayBuffer();
        return res.status === 200;
      },
      100,
    );
  }

  /** Sends `signal` and answers the exit code (null for a signal) and how long the exit took. */
  async stop(signal: 'SIGTERM' | 'SIGKILL', timeoutMs: number): Promise<{ code: number | null; ms: number }> {
    const child = this.child;
    if (!child || !isRunning(child)) throw new Error(`${this.name} is not running`);
    const started = Date.now();
    child.process.kill(signal);
    const code = await Promise.race([
      child.exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${this.name} did not exit within ${timeoutMs} ms of ${signal}`)), timeoutMs),
      ),
    ]);
    this.child = null;
    return { code, ms: Date.now() - started };
  }
}
