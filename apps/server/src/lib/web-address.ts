/** An absolute http(s) address: the only kind the portal ever redirects a browser to (no `javascript:`, no relative paths). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
