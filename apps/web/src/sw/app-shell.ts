/// <reference lib="webworker" />
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@portal/contract/cookies';
import { detectLanguage, languages, type Language } from '@portal/contract/languages';

/**
 * Issue 36 (decision 072): the service worker's copy of the signed-in frame the build prerendered in each language
 * (`/prerendered/<language>/app-shell.html`), kept in a cache of the worker's version and answered for a page load of
 * a browser with a session, which the worker reads in the cookie the app keeps for it. A browser without the Cookie
 * Store API in its workers gets `index.html`, as before.
 */
const CACHE_PREFIX = 'portal-app-shell-';

function shellUrl(language: Language): string {
  return `/prerendered/${language}/app-shell.html`;
}

function shellCacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/**
 * At install: both languages' frames, fetched once for this version. A build without them (a development build) still
 * installs: page loads then get `index.html`.
 */
export async function cacheShells(caches: CacheStorage, version: string): Promise<void> {
  const cache = await caches.open(shellCacheName(version));
  await Promise.allSettled(languages.map((language) => cache.add(shellUrl(language))));
}

/** At activation: the frames of earlier versions go. */
export async function dropOldShells(caches: CacheStorage, version: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== shellCacheName(version)).map((name) => caches.delete(name)),
  );
}

interface CookieReader {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/** The frame for a page load, in the donor's language, when this browser holds a session; else undefined. */
export async function signedInShell(env: {
  cookies: CookieReader | undefined;
  browserLanguage: string;
  caches: CacheStorage;
  version: string;
}): Promise<Response | undefined> {
  if (!env.cookies) return undefined;
  const [signedIn, chosen] = await Promise.all([env.cookies.get(SIGNED_IN_COOKIE), env.cookies.get(LANGUAGE_COOKIE)]);
  if (signedIn?.value !== '1') return undefined;
  const language = languages.find((known) => known === chosen?.value) ?? detectLanguage(env.browserLanguage);
  const cache = await env.caches.open(shellCacheName(env.version));
  return cache.match(shellUrl(language));
}
