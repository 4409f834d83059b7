// The cookies the web app writes for the server and its service worker: hints only, never a token or personal data.

/** The cookie the web app writes with the donor's EN/ES choice: the server and the service worker pick a prerendered page by it. */
export const LANGUAGE_COOKIE = 'portal.language';
/**
 * Issue 36: the cookie that tells the server and the service worker that this browser holds a donor's session until it
 * expires, so that a page load is answered with the prerendered signed-in frame. A hint only: no token, no donor.
 */
export const SIGNED_IN_COOKIE = 'portal.signed-in';
