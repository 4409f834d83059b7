import { appHttpDeps, createHttpClient, type HttpClient, type HttpClientDeps } from './gateway';

/**
 * A client with another token and another "session gone" (the staff console's), sharing the app's fetch and
 * language, read at each call as the app-wide client does. Its own file, so only the lazy chunks that use it carry it.
 */
export function createHttpClientFor(session: Pick<HttpClientDeps, 'getToken' | 'onUnauthorized'>): HttpClient {
  return createHttpClient({
    fetch: (input, init) => appHttpDeps.fetch(input, init),
    getLanguage: () => appHttpDeps.getLanguage(),
    ...session,
  });
}
