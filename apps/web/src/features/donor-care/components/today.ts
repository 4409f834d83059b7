/** The browser's calendar day as YYYY-MM-DD: the date picker's maximum (spec 2.4: maximum date today). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
