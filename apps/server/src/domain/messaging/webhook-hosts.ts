import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook never goes to unless an admin lists the host exactly (SSRF): this machine, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared, benchmark, multicast and reserved ranges.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one of those ranges (an IPv4 address written as IPv6, `::ffff:127.0.0.1`, too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as the allow-list names it: lower case, an IPv6 address without its brackets. */
export const hostOf = (url: string): string => new URL(url).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** Whether the host is on the list: exactly, or under a `*.example.com` entry. */
function listed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => entry === host || (entry.startsWith('*.') && host.endsWith(entry.slice(1))));
}

/** Why a receiver's address is refused before anything is sent, or null when it may be tried. */
export function receiverRefusal(url: string, allowedHosts: readonly string[] | null): 'notListed' | 'private' | null {
  const host = hostOf(url);
  if (allowedHosts && !listed(host, allowedHosts)) return 'notListed';
  if (privateAllowed(host, allowedHosts)) return null;
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host) ? 'private' : null;
}

/** A private address is allowed only for a host an admin listed by its exact name or address. */
export const privateAllowed = (host: string, allowedHosts: readonly string[] | null): boolean => allowedHosts?.includes(host) ?? false;

/**
 * The name lookup a webhook's connection uses: it refuses a name that resolves to a private address (checked on the
 * very address connected to, so a name that changes between a check and the send cannot slip through).
 */
export function receiverLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(Object.assign(new Error('webhook receiver at a private address'), { code: 'EPRIVATEADDRESS' }), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}
