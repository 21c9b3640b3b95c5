import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request to an address someone else chose (a browser's push
 * service; any future webhook): docs/architecture.md, "Outbound requests". Only public unicast
 * addresses on port 443 over HTTPS. ipaddr.js classifies the address: `process` turns an
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) into its IPv4 address first, and every special
 * range it knows (loopback, RFC 1918 private, link-local with the cloud metadata address
 * 169.254.169.254, CGNAT 100.64/10, multicast, broadcast, unspecified 0.0.0.0/8 and ::, unique
 * local fc00::/7, NAT64, 6to4, Teredo, documentation and reserved blocks) is refused: only what it
 * calls `unicast` passes. Numeric spellings of IPv4 (0x7f000001, 2130706433, 0177.0.0.1) never
 * reach here as such: the WHATWG URL parser writes them as dotted quads, which are then checked.
 */

/**
 * Test only: the one loopback address and port outbound requests may reach, so that a local stub
 * can stand in for a push service (OUTBOUND_TEST_LOOPBACK_PORT; refused at start unless
 * NODE_ENV=test, env.ts). Undefined in production: loopback is refused like every other inside range.
 */
export interface OutboundPolicy {
  testLoopbackPort?: number;
}

/** Names that always mean this machine or its network, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|local|internal|home\.arpa)$/i;

/** The only port outbound HTTPS goes to (a push service's; never a database's or SSH's). */
export const OUTBOUND_PORT = 443;

/** Why an address may not be connected to, or undefined when it may (a public unicast address). */
export function refusedAddress(address: string, policy: OutboundPolicy = {}, port = OUTBOUND_PORT): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  if (policy.testLoopbackPort !== undefined && parsed.kind() === 'ipv4' && parsed.toString() === '127.0.0.1' && port === policy.testLoopbackPort) {
    return undefined;
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : `${parsed.toString()} is a ${range} address`;
}

/**
 * Why a URL may not be requested, before any DNS: not https, credentials in it, another port than
 * 443, a local name, or an IP literal outside public unicast. Undefined when it may (its resolved
 * addresses are then checked again, OutboundClient). Used where a URL is accepted (a push
 * subscription) so that a bad one is refused with a sentence rather than stored.
 */
export function refusedUrl(value: string, policy: OutboundPolicy = {}): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'credentials in the address';
  const port = url.port === '' ? OUTBOUND_PORT : Number(url.port);
  const host = hostOf(url);
  if (net.isIP(host)) {
    const refused = refusedAddress(host, policy, port);
    if (refused) return refused;
    if (port !== OUTBOUND_PORT && port !== policy.testLoopbackPort) return `port ${port} is not ${OUTBOUND_PORT}`;
    return undefined;
  }
  if (port !== OUTBOUND_PORT) return `port ${port} is not ${OUTBOUND_PORT}`;
  if (LOCAL_NAMES.test(host.replace(/\.$/, '')) || !host.includes('.')) return `${host} is a local name`;
  return undefined;
}

/** The URL's host as an address or name: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}
