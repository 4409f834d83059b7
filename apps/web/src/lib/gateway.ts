import type { ErrorReply, FieldError } from '@portal/contract/gateway';
import type { Language } from '@portal/contract/languages';
import { formatMessage } from '@portal/contract/messages/format';
import type { ServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';

export const GATEWAY_URL = '/api/gateway';

/** Services whose 401 means "wrong credentials" (a password, a one-time app token), not "session gone". */
const CREDENTIAL_SERVICES: readonly ServiceKey[] = ['authentication/login', 'authentication/appLoginExchange'];

/** A failed call: the server's error reply, or one built here for network and malformed replies (status 0 = no reply). */
export class GatewayError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: readonly FieldError[];
  readonly retryAfterSeconds: number | undefined;
  readonly requestId: string | undefined;

  constructor(reply: ErrorReply) {
    super(reply.message);
    this.name = 'GatewayError';
    this.status = reply.status;
    this.code = reply.code;
    this.fields = reply.fields ?? [];
    this.retryAfterSeconds = reply.retryAfterSeconds;
    this.requestId = reply.requestId;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => Language;
  /** Called on a 401 from any call but the credential services: the session is gone. */
  onUnauthorized: () => void;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A REST call's options: the session's token and the UI's language unless a caller sends as someone else (a visitor: `token: null`). */
export interface RequestOptions extends CallOptions {
  token?: string | null;
  language?: Language;
}

export type CallService = <K extends ServiceKey>(key: K, params: ServiceParams<K>, options?: CallOptions) => Promise<ServiceReply<K>>;

/**
 * The one HTTP client: gateway calls, the spec's REST calls (JSON or multipart) and plain reads of our
 * server share the bearer token, `Accept-Language`, the 401 handling and the `GatewayError`s.
 */
export interface HttpClient {
  callService: CallService;
  getJson: <T>(url: string, options?: RequestOptions) => Promise<T>;
  postJson: <T>(url: string, body: unknown, options?: RequestOptions) => Promise<T>;
  postMultipart: <T>(url: string, body: FormData, options?: RequestOptions) => Promise<T>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.path === 'string' && typeof value.code === 'string' && typeof value.message === 'string';
}

/**
 * The contract's `errorReplySchema`, checked by hand: importing the zod schema would put zod in the
 * first bundle (25 KB gzipped) for one object check. `gateway.test.ts` keeps the two in agreement.
 */
export function parseErrorReply(body: unknown): ErrorReply | null {
  if (!isRecord(body)) return null;
  const { status, code, message, fields, requestId, retryAfterSeconds } = body;
  if (typeof status !== 'number' || !Number.isInteger(status)) return null;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (retryAfterSeconds !== undefined && !(typeof retryAfterSeconds === 'number' && Number.isInteger(retryAfterSeconds))) return null;
  return {
    status,
    code,
    message,
    ...(fields === undefined ? {} : { fields }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** Every gateway success carries status 200 (spec 7); a 2xx envelope saying otherwise is a failure too. REST replies have their own `status`. */
function isFailedEnvelope(body: unknown): boolean {
  const status = isRecord(body) ? body.status : undefined;
  return typeof status === 'number' && status !== 200;
}

interface Send {
  method: 'GET' | 'POST';
  body?: string | FormData;
  /** A 401 means wrong credentials, not a lost session. */
  credentials?: boolean;
  envelope?: boolean;
}

/**
 * Builds the client. Replies are not re-validated here: the registry's schemas would pull every service
 * into the first bundle, and the server validates its own replies against the same contract.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  async function send(
    url: string,
    { method, body, credentials = false, envelope = false }: Send,
    options: RequestOptions,
  ): Promise<unknown> {
    const language = options.language ?? deps.getLanguage();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    // A FormData body sets its own multipart boundary.
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    const token = options.token === undefined ? deps.getToken() : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: options.signal ?? null });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new GatewayError({ status: 0, code: 'networkError', message: formatMessage(language, 'networkError') });
    }

    const reply = await readJson(response);
    if (!response.ok || (envelope && isFailedEnvelope(reply))) {
      if (response.status === 401 && !credentials) deps.onUnauthorized();
      const error = parseErrorReply(reply);
      if (error) throw new GatewayError(error);
      const status = response.ok ? 500 : response.status;
      const code = status >= 500 ? 'internalError' : 'unknownError';
      throw new GatewayError({ status, code, message: formatMessage(language, code) });
    }
    if (reply === undefined) {
      throw new GatewayError({ status: 502, code: 'internalError', message: formatMessage(language, 'internalError') });
    }
    return reply;
  }

  return {
    callService: async <K extends ServiceKey>(key: K, params: ServiceParams<K>, options: CallOptions = {}) => {
      const [serviceName, serviceType] = key.split('/') as [string, string];
      const body = JSON.stringify({ serviceName, serviceType, params });
      const credentials = CREDENTIAL_SERVICES.includes(key);
      return (await send(GATEWAY_URL, { method: 'POST', body, credentials, envelope: true }, options)) as ServiceReply<K>;
    },
    getJson: async <T>(url: string, options: RequestOptions = {}) => (await send(url, { method: 'GET' }, options)) as T,
    postJson: async <T>(url: string, body: unknown, options: RequestOptions = {}) =>
      (await send(url, { method: 'POST', body: JSON.stringify(body) }, options)) as T,
    postMultipart: async <T>(url: string, body: FormData, options: RequestOptions = {}) =>
      (await send(url, { method: 'POST', body }, options)) as T,
  };
}

let appDeps: HttpClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => null,
  getLanguage: () => 'en',
  onUnauthorized: () => undefined,
};

/** Wires the app-wide client to the session and the language (`lib/app-session.ts`, once at start). */
export function configureHttpClient(deps: Partial<HttpClientDeps>): void {
  appDeps = { ...appDeps, ...deps };
}

/** The app-wide client; REST callers use it through `lib/rest.ts`. */
export const httpClient = createHttpClient({
  fetch: (input, init) => appDeps.fetch(input, init),
  getToken: () => appDeps.getToken(),
  getLanguage: () => appDeps.getLanguage(),
  onUnauthorized: () => appDeps.onUnauthorized(),
});

/** Calls one gateway service: `callService('location/bylocationids', { locationids: [7] })`. */
export const callService: CallService = (key, params, options) => httpClient.callService(key, params, options);

/** The language every call is made in (the UI's), part of each cached query's key. */
export function requestLanguage(): Language {
  return appDeps.getLanguage();
}
