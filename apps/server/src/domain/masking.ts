/** `jordan.lee@example.com` -> `j***@example.com`: enough for the donor to recognise, not to learn. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `7135550144` -> `***-***-0144`. */
export function maskPhone(phoneNumber: string): string {
  return `***-***-${phoneNumber.slice(-4)}`;
}

/** A phone number as providers take it: `+` country code and number. */
export function phoneDestination(countryCode: string, phoneNumber: string): string {
  return `+${countryCode}${phoneNumber}`;
}
