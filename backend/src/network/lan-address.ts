import type { NetworkInterfaceInfo } from 'node:os';
import os from 'node:os';
import { Injectable } from '@nestjs/common';

/** What os.networkInterfaces() answers: interface name → its addresses. */
export type NetworkInterfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * Interfaces that carry containers, virtual machines or VPN tunnels: their addresses are private
 * but no phone on the Wi-Fi reaches them (Docker's 172.17.0.1, VirtualBox's 192.168.56.1…).
 */
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vmnet|vboxnet|vnic|cni|flannel|cali|weave|kube|lxc|lxd|podman|tun|tap|utun|wg|tailscale|zt|ham|vEthernet)/i;

/**
 * The private IPv4 ranges (RFC 1918) in the order a home or office network most likely uses them:
 * 192.168/16 (nearly every home router), then 10/8 (offices, some routers), then 172.16/12 (rarely
 * a Wi-Fi, often a container network). The first matching range ranks the address.
 */
const PRIVATE_RANGES: ReadonlyArray<(octets: number[]) => boolean> = [
  ([a, b]) => a === 192 && b === 168,
  ([a]) => a === 10,
  ([a, b]) => a === 172 && b >= 16 && b <= 31,
];

function privateRank(address: string): number {
  const octets = address.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return -1;
  return PRIVATE_RANGES.findIndex((inRange) => inRange(octets));
}

/**
 * The address phones on the same network most likely reach this machine at: the best private IPv4
 * of a real (not internal, not virtual-looking) interface, ranked by PRIVATE_RANGES, ties kept in
 * the system's interface order; null when there is none (only loopback, a public address, or
 * container and VPN interfaces). Link-local (169.254/16) and carrier-grade NAT (100.64/10, e.g.
 * Tailscale) addresses are not private ranges, so never chosen. docs/architecture.md "Invite address".
 */
export function bestLanAddress(interfaces: NetworkInterfaces): string | null {
  let best: { address: string; rank: number } | null = null;
  for (const [name, addresses] of Object.entries(interfaces)) {
    if (VIRTUAL_INTERFACE.test(name)) continue;
    for (const info of addresses ?? []) {
      if (info.family !== 'IPv4' || info.internal) continue;
      const rank = privateRank(info.address);
      if (rank >= 0 && (best === null || rank < best.rank)) best = { address: info.address, rank };
    }
  }
  return best?.address ?? null;
}

/**
 * Reads the machine's interfaces. A class of its own so tests replace `read` and choose which
 * interfaces the server sees (they never send anything to the address chosen).
 */
@Injectable()
export class NetworkInterfacesReader {
  read(): NetworkInterfaces {
    return os.networkInterfaces();
  }

  /** Read at each call: a laptop that joins the Wi-Fi after the server started is found then. */
  lanAddress(): string | null {
    return bestLanAddress(this.read());
  }
}

/** Whether a request's client address is this machine (IPv4 or IPv6 loopback, or IPv4 mapped to IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  return bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * Whether a request comes from a browser on this machine: only it needs the private address, so
 * nobody else is told it. A request relayed by a proxy (X-Forwarded-For, Forwarded) is not, even
 * when the proxy runs here.
 */
export function fromThisMachine(request: { ip: string; headers: Record<string, string | string[] | undefined> }): boolean {
  return isLoopbackAddress(request.ip) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
