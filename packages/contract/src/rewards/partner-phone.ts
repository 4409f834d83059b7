/**
 * Spec 5 "Partner descriptions": the first run of 10 digits (separators allowed between the groups:
 * spaces, dots, dashes, brackets) as 3-3-4 with dashes; null when the text has none.
 */
export function partnerPhone(description: string): string | null {
  const match = /(?<!\d)\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/.exec(description);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
