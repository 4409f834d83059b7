import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { startChild, type Child } from './child-processes';
import { waitFor } from './free-port';

export const REDIS_BINARY = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Whether something accepts TCP connections on the loopback port. */
export async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A private redis-server on `port` (loopback, no persistence), never the machine's own. */
export class PrivateRedis {
  private child: Child | null = null;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {
    if (!existsSync(REDIS_BINARY)) throw new Error(`${REDIS_BINARY} is missing: install it with apt-get install -y redis-server`);
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir];
    this.child = startChild('redis', REDIS_BINARY, args, { logFile: path.join(this.dir, 'redis.log') });
    const child = this.child;
    await waitFor('redis-server to listen', 10_000, async () => {
      if (child.process.exitCode !== null) throw new Error('redis-server exited at start');
      return portAnswers(this.port);
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.process.kill('SIGTERM');
    await child.exited;
    this.child = null;
  }
}
