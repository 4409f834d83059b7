import { httpClient, type CallOptions, type HttpRequest } from './gateway';

/** A REST call's signal, and the token and language when a caller sends as someone else (a visitor: `token: null`). */
export type RestOptions = Pick<HttpRequest, 'signal' | 'token' | 'language'>;

/*
 * The spec's few calls outside the gateway (donor care, chatbot, public links, the photo, the site config), on
 * the same client as `callService`: a failure is a `GatewayError` (status 0 when no reply came) and a 401 ends
 * the session. Replies are typed by the caller, as the server's REST routes check them against their schemas.
 */

export function postJson<T>(url: string, body: unknown, options?: RestOptions): Promise<T> {
  return httpClient(url, { ...options, body: JSON.stringify(body) }) as Promise<T>;
}

export function postMultipart<T>(url: string, body: FormData, options?: CallOptions): Promise<T> {
  return httpClient(url, { ...options, body }) as Promise<T>;
}

export function getJson<T>(url: string, options?: CallOptions): Promise<T> {
  return httpClient(url, { ...options, method: 'GET' }) as Promise<T>;
}
