import type { Language } from '@portal/contract/languages';
import { formatMessage } from '@portal/contract/messages/format';
import { GatewayError, parseErrorReply } from './gateway';

export interface RestOptions {
  token: string | null;
  language: Language;
  signal?: AbortSignal;
}

/**
 * The spec's few calls outside the gateway (donor care, chatbot): a JSON POST with the bearer token.
 * Failures are thrown as `GatewayError`s, with status 0 when no reply came, as `callService` does.
 */
export async function postJson<T>(url: string, body: unknown, { token, language, signal }: RestOptions): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GatewayError({ status: 0, code: 'networkError', message: formatMessage(language, 'networkError') });
  }
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    reply = undefined;
  }
  if (!response.ok) {
    throw new GatewayError(
      parseErrorReply(reply) ?? { status: response.status, code: 'unknownError', message: formatMessage(language, 'unknownError') },
    );
  }
  return reply as T;
}
