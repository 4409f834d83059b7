/**
 * How a communication choice was made (issue 30): at registration, in the profile, by a text keyword (STOP/START), by
 * staff on the donor's request, at account closure, by an e-mail's one-click unsubscribe (RFC 8058), at a center
 * (reserved for issue 31), or before the consent history began (one row per choice the donor then had).
 */
export const consentSources = [
  'registration',
  'profile',
  'keyword',
  'staff',
  'account-closure',
  'one-click',
  'center',
  'before-history',
] as const;
export type ConsentSource = (typeof consentSources)[number];
