import http from 'node:http';

/** One keep-alive pool for every request of the test: the load driver never retries, and neither does node:http. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 1_000 });

export interface Reply {
  status: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** Writes the JSON body in two halves this many milliseconds apart: a request held in flight at the portal. */
  splitBodyMs?: number;
  timeoutMs?: number;
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** One HTTP request, no retry; rejects on any network error (reset, refused, timeout). */
export function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Reply> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', reject);
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, body: parse(Buffer.concat(chunks).toString('utf8')), headers: res.headers }),
        );
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    if (!payload) {
      req.end();
    } else if (options.splitBodyMs) {
      const half = Math.floor(payload.length / 2);
      req.flushHeaders();
      req.write(payload.subarray(0, half));
      setTimeout(() => req.end(payload.subarray(half)), options.splitBodyMs);
    } else {
      req.end(payload);
    }
  });
}

export interface CallAs {
  token?: string;
  /** The virtual user's own address, as the balancer passes it on (`TRUST_PROXY=true`). */
  address?: string;
  splitBodyMs?: number;
}

/** A gateway call (`POST /api/gateway` with `{ serviceName, serviceType, params }`). */
export function gateway(baseUrl: string, service: string, params: object, as: CallAs = {}): Promise<Reply> {
  const [serviceName, serviceType] = service.split('/');
  return request(baseUrl, '/api/gateway', {
    body: { serviceName, serviceType, params },
    headers: {
      ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
      ...(as.address ? { 'x-forwarded-for': as.address } : {}),
    },
    ...(as.splitBodyMs ? { splitBodyMs: as.splitBodyMs } : {}),
  });
}

export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

export function closeConnections(): void {
  agent.destroy();
}
