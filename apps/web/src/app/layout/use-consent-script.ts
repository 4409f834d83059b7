import { useEffect } from 'react';
import { getJson } from '../../lib/rest';

const SCRIPT_ID = 'consent-banner-script';

/** Only http(s) addresses are loaded, whatever the server says. */
export function consentScriptSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Spec 1: a consent banner script is loaded for signed-in donors. Which one is the operator's
 * choice (`CONSENT_SCRIPT_URL` on the server, none by default); it is added once per page load.
 */
export function useConsentScript(): void {
  useEffect(() => {
    if (document.getElementById(SCRIPT_ID)) return;
    const controller = new AbortController();
    const load = () => {
      getJson<{ consentScriptUrl?: unknown }>('/api/site-config', { signal: controller.signal })
        .then((config) => {
          const src = consentScriptSource(config.consentScriptUrl);
          if (!src || document.getElementById(SCRIPT_ID)) return;
          const script = document.createElement('script');
          script.id = SCRIPT_ID;
          script.src = src;
          script.async = true;
          document.head.appendChild(script);
        })
        // No banner is better than a broken page: any failure (or the abort on unmount) leaves it out.
        .catch(() => undefined);
    };
    // Offline (issue 33, a page answered by the service worker) the script cannot load: it loads once back online.
    if (navigator.onLine) load();
    else window.addEventListener('online', load, { once: true, signal: controller.signal });
    return () => controller.abort();
  }, []);
}
