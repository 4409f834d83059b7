import type { ErrorReply, FieldError } from '@portal/contract/gateway';
import type { Language } from '@portal/contract/languages';
import { formatMessage } from '@portal/contract/messages/format';
import type { ServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';

export const GATEWAY_URL = '/api/gateway';

/** Services whose 401 means "wrong credentials" (a password, a one-time app token), not "session gone". */
const CREDENTIAL_SERVICES: readonly ServiceKey[] = ['authentication/login', 'authentication/appLoginExchange'];

/** A failed gateway call: the server's error reply, or one built here for network and malformed replies (status 0 = no reply). */
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

export interface GatewayDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => Language;
  /** Called on a 401 from any service but login: the session is gone. */
  onUnauthorized: () => void;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type CallService = <K extends ServiceKey>(key: K, params: ServiceParams<K>, options?: CallOptions) => Promise<ServiceReply<K>>;

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

function isFailedReply(response: Response, body: unknown): boolean {
  if (!response.ok) return true;
  // Every success carries status 200 (spec 7); a 2xx envelope saying otherwise is a failure too.
  const status = isRecord(body) ? body.status : undefined;
  return typeof status === 'number' && status !== 200;
}

/**
 * Builds `callService`, typed from the contract's registry. Replies are not re-validated here: the
 * registry's schemas would pull every service into the first bundle, and the server validates its
 * own replies against the same contract.
 */
export function createGateway(deps: GatewayDeps): CallService {
  return async function callService<K extends ServiceKey>(
    key: K,
    params: ServiceParams<K>,
    options: CallOptions = {},
  ): Promise<ServiceReply<K>> {
    const [serviceName, serviceType] = key.split('/') as [string, string];
    const language = deps.getLanguage();
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': language,
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await deps.fetch(GATEWAY_URL, {
        method: 'POST',
        headers,
        body: JSON.stringify({ serviceName, serviceType, params }),
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new GatewayError({ status: 0, code: 'networkError', message: formatMessage(language, 'networkError') });
    }

    const body = await readJson(response);
    if (isFailedReply(response, body)) {
      if (response.status === 401 && !CREDENTIAL_SERVICES.includes(key)) deps.onUnauthorized();
      const reply = parseErrorReply(body);
      if (reply) throw new GatewayError(reply);
      const status = response.ok ? 500 : response.status;
      throw new GatewayError({
        status,
        code: status >= 500 ? 'internalError' : 'unknownError',
        message: formatMessage(language, status >= 500 ? 'internalError' : 'unknownError'),
      });
    }
    if (body === undefined) {
      throw new GatewayError({ status: 502, code: 'internalError', message: formatMessage(language, 'internalError') });
    }
    return body as ServiceReply<K>;
  };
}

let gatewayDeps: GatewayDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => null,
  getLanguage: () => 'en',
  onUnauthorized: () => undefined,
};

/** Wires the app-wide client to the session and the language (see `app/session-wiring.ts`). */
export function configureGateway(deps: Partial<GatewayDeps>): void {
  gatewayDeps = { ...gatewayDeps, ...deps };
}

const appGateway = createGateway({
  fetch: (input, init) => gatewayDeps.fetch(input, init),
  getToken: () => gatewayDeps.getToken(),
  getLanguage: () => gatewayDeps.getLanguage(),
  onUnauthorized: () => gatewayDeps.onUnauthorized(),
});

/** Calls one gateway service: `callService('location/bylocationids', { locationids: [7] })`. */
export const callService: CallService = (key, params, options) => appGateway(key, params, options);

/** The language every call is made in (the UI's), part of each cached query's key. */
export function gatewayLanguage(): Language {
  return gatewayDeps.getLanguage();
}
