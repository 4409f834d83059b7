/**
 * The portal's pages whose address holds a value (an appointment's id, a center's id, a donor's referral code): the web
 * app routes them, and the server's access log writes their pattern, never the value.
 */
export const pagesWithValues = {
  appointmentCheckIn: '/appointments/:id/check-in',
  googleReview: '/googlereview/redirectlink/:id?',
  locationReview: '/locationreview/google/locationid/:id?',
  referral: '/referral/referral-unique-code/:code',
} as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when `pathname` is an address of `pattern` (`:name` a value, `:name?` an optional last one). */
function matches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (given.length > wanted.length) return false;
  return wanted.every((part, i) => {
    const value = given[i];
    if (part.startsWith(':')) return value !== undefined || part.endsWith('?');
    return value !== undefined && value.toLowerCase() === part.toLowerCase();
  });
}

/** The pattern of the page with values `pathname` is an address of, or null. */
export function pagePatternOf(pathname: string): string | null {
  return Object.values(pagesWithValues).find((pattern) => matches(pattern, pathname)) ?? null;
}
