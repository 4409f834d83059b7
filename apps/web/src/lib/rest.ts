import { httpClient, type RequestOptions } from './gateway';

export type RestOptions = RequestOptions;

/**
 * The spec's few calls outside the gateway (donor care, chatbot, public links, the photo), on the same
 * client as `callService`: a failure is a `GatewayError` (status 0 when no reply came) and a 401 ends the session.
 */
export function postJson<T>(url: string, body: unknown, options: RestOptions = {}): Promise<T> {
  return httpClient.postJson<T>(url, body, options);
}

export function postMultipart<T>(url: string, body: FormData, options: RestOptions = {}): Promise<T> {
  return httpClient.postMultipart<T>(url, body, options);
}

export function getJson<T>(url: string, options: RestOptions = {}): Promise<T> {
  return httpClient.getJson<T>(url, options);
}
