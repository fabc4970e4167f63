// Where webhooks may go (SSRF guard, issue 17): https only, and never to an address inside our own networks:
// private, loopback, link-local (the cloud metadata service at 169.254.169.254), CGNAT, unique-local IPv6,
// and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4). A URL is checked when it is saved (a
// literal address is refused at once) and again at every delivery, after DNS: the connection goes to the
// very address that was checked (the request's own `lookup`), so a name cannot resolve to a public address
// for the check and to a private one for the connection (DNS rebinding).
// WEBHOOKS_ALLOW_PRIVATE_URLS=1 lifts both rules (plain http, local addresses) for development and tests.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Two lists: a BlockList also matches an IPv4 address against IPv6 rules in their mapped form, so one list
// holding ::ffff:0:0/96 would refuse every IPv4 address.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refusedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible form.
  ['::', 96],
  // IPv4-mapped (::ffff:10.0.0.1 reaches 10.0.0.1).
  ['::ffff:0:0', 96],
  // NAT64 and 6to4 embed an IPv4 address too.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  // Unique-local, link-local, site-local, multicast.
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refusedV6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the public internet (false for anything in the ranges above). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !refusedV4.check(address, 'ipv4') : !refusedV6.check(address, 'ipv6');
}

/** A URL's host without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Why an endpoint URL cannot be saved, or null when it can (the address is checked again at delivery). */
export function endpointUrlProblem(raw: string, allowPrivateUrls: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a URL such as https://example.com/webhooks.';
  }
  if (url.protocol !== 'https:' && !(allowPrivateUrls && url.protocol === 'http:'))
    return 'The URL must start with https://.';
  if (url.username || url.password) return 'Leave the user name and password out of the URL.';
  if (allowPrivateUrls) return null;
  const host = bareHost(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host)))
    return 'The URL points to a private or local address; use an address reachable on the internet.';
  return null;
}

/** Resolves a host name to its addresses (tests stub it; the default asks the system's resolver). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The refusal of a delivery to a private address (recorded as the attempt's error). */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`refused: ${host} resolves to the private or local address ${address}`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The connection's DNS lookup: resolves, refuses the host when any of its addresses is not public, and
 * hands the socket exactly the addresses it checked.
 */
export function guardedLookup(resolve: Resolve, allowPrivateUrls: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = allowPrivateUrls ? undefined : addresses.find((a) => !isPublicAddress(a.address));
        if (bad) return callback(new RefusedAddressError(hostname, bad.address), '', 0);
        // Every address was checked above; the socket may ask for one family only.
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        const first = usable[0];
        if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** The refusal of a literal-address URL at delivery (a literal address skips the lookup), or null. */
export function literalAddressProblem(url: URL, allowPrivateUrls: boolean): string | null {
  const host = bareHost(url);
  if (allowPrivateUrls || isIP(host) === 0 || isPublicAddress(host)) return null;
  return `refused: ${host} is a private or local address`;
}
