import { existsSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { startChild, type Child } from './child-processes';
import { waitFor } from './free-port';

export const HAPROXY_BINARY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

/** How fast HAProxy notices a process that turned unready or came back (the checks of `option httpchk`). */
export const CHECK = { interMs: 500, fall: 2, rise: 2 };

export interface Backend {
  name: string;
  port: number;
}

/**
 * The balancer as the operations guide describes it: round robin over the portals, each checked on /api/ready, a
 * request retried elsewhere only when its connection failed (nothing was sent, so nothing can run twice), the
 * client's address passed on. Loopback only; logs on stdout (the child's log file).
 */
export function haproxyConfig(options: { port: number; socket: string; backends: Backend[] }): string {
  const servers = options.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n');
  return `global
  log stdout format raw local0 info
  stats socket ${options.socket} mode 600 level admin
  maxconn 2000

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 30s
  timeout queue 5s
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend portal
  bind 127.0.0.1:${options.port}
  default_backend portals

backend portals
  balance roundrobin
  option forwardfor
  # Which portal answered: the test counts long requests in flight at each portal it stops.
  http-response set-header X-Served-By %[srv_name]
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise}
${servers}
`;
}

/** Sends one command to HAProxy's stats socket and answers its reply. */
async function socketCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = createConnection(socket);
    let reply = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => (reply += chunk));
    conn.once('error', reject);
    conn.once('end', () => resolve(reply));
    conn.write(`${command}\n`);
  });
}

export class Balancer {
  private child: Child | null = null;
  readonly socket: string;
  readonly configFile: string;

  constructor(
    readonly port: number,
    private readonly dir: string,
    backends: Backend[],
  ) {
    if (!existsSync(HAPROXY_BINARY)) {
      throw new Error(`${HAPROXY_BINARY} is missing: install Debian's HAProxy with  sudo apt-get install -y haproxy`);
    }
    this.socket = path.join(dir, 'haproxy.sock');
    this.configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(this.configFile, haproxyConfig({ port, socket: this.socket, backends }));
  }

  get logFile(): string {
    return path.join(this.dir, 'haproxy.log');
  }

  start(): void {
    this.child = startChild('haproxy', HAPROXY_BINARY, ['-f', this.configFile, '-db'], { logFile: this.logFile });
  }

  get exited(): boolean {
    return this.child === null || this.child.process.exitCode !== null;
  }

  /** Each server's state as HAProxy's checks see it: `UP`, `DOWN`, `UP 1/2` (going down), `DOWN 1/2`, `MAINT`… */
  async serverStates(): Promise<Map<string, string>> {
    const csv = await socketCommand(this.socket, 'show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[px ?? 0] !== 'portals' || cells[sv ?? 1] === 'BACKEND' || cells[sv ?? 1] === 'FRONTEND') continue;
      states.set(cells[sv ?? 1] ?? '', cells[status ?? 17] ?? '');
    }
    return states;
  }

  async waitForState(server: string, state: 'UP' | 'DOWN', timeoutMs: number): Promise<void> {
    await waitFor(
      `HAProxy to see ${server} ${state}`,
      timeoutMs,
      async () => {
        if (this.exited) throw new Error('haproxy exited');
        return (await this.serverStates()).get(server) === state;
      },
      50,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.process.exitCode !== null) return;
    child.process.kill('SIGTERM');
    await child.exited;
  }
}
