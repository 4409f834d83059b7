import type { ErrorReply, FieldError } from '@portal/contract/gateway';
import type { Language } from '@portal/contract/languages';
import { clientErrorText } from '@portal/contract/messages/client-errors';
import { credentialServiceKeys } from '@portal/contract/services/credential-service-keys';
import type { ServiceKey, ServiceParams, ServiceReply, StaffServiceKey } from '@portal/contract/services/index';
import { nextTask } from './next-task';

export const GATEWAY_URL = '/api/gateway';

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

/** One call to our server. The token and language are the session's and the UI's unless given (a visitor's form: `token: null`). */
export interface HttpRequest extends CallOptions {
  method?: 'GET' | 'POST';
  /** A string is sent as JSON, a FormData as multipart (the browser sets its boundary). */
  body?: string | FormData;
  token?: string | null;
  language?: Language;
  /** A 401 means wrong credentials (a password, a one-time token), not a lost session. */
  credentials?: boolean;
  /** A gateway reply: every success carries status 200 (spec 7), so a 2xx envelope saying otherwise is a failure too. */
  envelope?: boolean;
}

/**
 * The one HTTP client: gateway calls (`callService`), the spec's REST calls (JSON or multipart, `lib/rest.ts`)
 * and plain reads of our server share the bearer token, `Accept-Language`, the 401 handling and the `GatewayError`s.
 */
export type HttpClient = (url: string, request?: HttpRequest) => Promise<unknown>;

export type CallService<Keys extends ServiceKey = ServiceKey> = <K extends Keys>(
  key: K,
  params: ServiceParams<K>,
  options?: CallOptions,
) => Promise<ServiceReply<K>>;

/** The services called with the donor's session (public ones too): every one but the staff console's. */
export type DonorClientKey = Exclude<ServiceKey, StaffServiceKey>;

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
  return { status, code, message, fields, requestId, retryAfterSeconds };
}

/**
 * Builds the client. Replies are not re-validated here: the registry's schemas would pull every service
 * into the first bundle, and the server validates its own replies against the same contract.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  return async (
    url,
    { method = 'POST', body, signal, token = deps.getToken(), language = deps.getLanguage(), credentials, envelope } = {},
  ) => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new GatewayError({ status: 0, code: 'networkError', message: clientErrorText(language, 'networkError') });
    }

    const reply: unknown = await response.json().catch(() => undefined);
    if (!response.ok || (envelope && isRecord(reply) && typeof reply.status === 'number' && reply.status !== 200)) {
      if (response.status === 401 && !credentials) deps.onUnauthorized();
      const error = parseErrorReply(reply);
      if (error) throw new GatewayError(error);
      const status = response.ok ? 500 : response.status;
      const code = status >= 500 ? 'internalError' : 'unknownError';
      throw new GatewayError({ status, code, message: clientErrorText(language, code) });
    }
    if (reply === undefined) {
      throw new GatewayError({ status: 502, code: 'internalError', message: clientErrorText(language, 'internalError') });
    }
    return reply;
  };
}

/**
 * `callService` on the client each service is called with, typed from the contract's registry. A 401 from a service
 * whose contract `checksCredentials` is wrong credentials, not a session gone.
 */
export function createCallService(clientFor: (key: ServiceKey) => HttpClient): CallService {
  return async (key, params, options) => {
    const [serviceName, serviceType] = key.split('/');
    const body = JSON.stringify({ serviceName, serviceType, params });
    return (await clientFor(key)(GATEWAY_URL, {
      ...options,
      body,
      credentials: credentialServiceKeys.includes(key),
      envelope: true,
    })) as ServiceReply<typeof key>;
  };
}

const appDeps: HttpClientDeps = {
  // Each request starts in a task of its own: starting one costs the browser 2–3 ms, and a screen that opens asks for
  // ten at once (the home's first answers took one task of 150–170 ms at 4× slowdown, issue 36).
  fetch: async (input, init) => {
    await nextTask();
    return globalThis.fetch(input, init);
  },
  getToken: () => null,
  getLanguage: () => 'en',
  onUnauthorized: () => undefined,
};

/** The app-wide client's dependencies, read at each call: another client (the staff console's) shares its fetch and language. */
export const appHttpDeps: Readonly<HttpClientDeps> = appDeps;

/** Wires the app-wide client to the session and the language (`lib/app-session.ts`, once at start). */
export function configureHttpClient(deps: Partial<HttpClientDeps>): void {
  Object.assign(appDeps, deps);
}

/** The app-wide client (its deps are read at each call, so it follows `configureHttpClient`); REST callers use `lib/rest.ts`. */
export const httpClient = createHttpClient(appDeps);

/**
 * Calls one gateway service with the donor's session: `callService('location/bylocationids', { locationids: [7] })`.
 * A staff service does not compile here: `serviceQueryOptions`, `useServiceMutation` and `callAnyService`
 * (`lib/service-query.ts`) call it with the staff token its contract names.
 */
export const callService: CallService<DonorClientKey> = createCallService(() => httpClient);

/** The language every call is made in (the UI's), part of each cached query's key. */
export function requestLanguage(): Language {
  return appDeps.getLanguage();
}
