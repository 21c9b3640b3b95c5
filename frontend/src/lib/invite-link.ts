/** The invite link a QR code points at: the guest join page with the code filled in. */
export function guestLink(code: string): string {
  return `${window.location.origin}/guest?code=${encodeURIComponent(code)}`;
}
