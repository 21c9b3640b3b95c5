import { useQuery } from '@tanstack/react-query';
import type { InviteAddressDto } from '@api-types';
import { call } from './api-client';

/**
 * Where an invite sends phones, and what the host should know about it:
 * - 'public': PUBLIC_URL, set by the operator;
 * - 'here': the address this page was opened at (not this machine's own loopback name);
 * - 'lan': this page is on localhost, so invites use the machine's Wi-Fi address instead
 *   (phones must be on the same Wi-Fi);
 * - 'unreachable': this page is on localhost and the machine has no local network address:
 *   phones cannot reach the invite (the host is told to set PUBLIC_URL).
 * docs/architecture.md "Invite address".
 */
export type InviteReach = 'public' | 'here' | 'lan' | 'unreachable';
export interface InviteBase {
  /** The origin invite links start with, e.g. http://192.168.1.23:3000. */
  origin: string;
  reach: InviteReach;
}

/** Whether a host name is this machine's own loopback: no phone reaches it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The invite base for a page at `location`, given the server's answer (undefined while it loads). */
export function inviteBase(location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>, answer: InviteAddressDto | undefined): InviteBase {
  if (answer?.publicUrl) return { origin: answer.publicUrl, reach: 'public' };
  // Not known yet (or the server could not say): the page's own address, with no claim about it.
  if (!answer || !isLoopbackHost(location.hostname)) return { origin: location.origin, reach: 'here' };
  // The server listens on every interface, on the port this page came from.
  if (answer.lanAddress) return { origin: `${location.protocol}//${answer.lanAddress}${location.port ? `:${location.port}` : ''}`, reach: 'lan' };
  return { origin: location.origin, reach: 'unreachable' };
}

const inviteAddressKey = ['invite-address'] as const;

/**
 * The invite base of this page. Asked once per page load (the host's Wi-Fi rarely changes during
 * a party); until the answer comes, the page's own address.
 */
export function useInviteBase(): InviteBase {
  const { data } = useQuery({ queryKey: inviteAddressKey, queryFn: () => call('get', '/api/invite-address'), staleTime: Infinity, retry: 1 });
  return inviteBase(window.location, data);
}

/** The invite link a QR code points at: the guest join page with the code filled in. */
export function guestLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/guest?code=${encodeURIComponent(code)}`;
}

/** What the invite shows as the address to type: host and path, no scheme. */
export function guestAddress(origin: string): string {
  return `${origin.replace(/^[a-z]+:\/\//i, '')}/guest`;
}
