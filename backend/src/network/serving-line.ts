/**
 * The line `npm start` prints to say where the product is served. Without PUBLIC_URL, beside the
 * local address it names the one phones on the same Wi-Fi use (the invite QR codes' address), or
 * says that there is none and what to do (docs/architecture.md "Invite address").
 */
export function servingLine(config: { publicUrl?: string; port: number }, lanAddress: string | null): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const rest = `the back office at ${url}/admin and the API docs at ${url}/api/docs`;
  if (config.publicUrl) return `Serving the party app at ${url}/, ${rest}`;
  const phones = lanAddress
    ? `on this computer and at http://${lanAddress}:${config.port}/ for phones on the same Wi-Fi`
    : 'on this computer only: no local network address was found, so phones cannot join; set PUBLIC_URL to an address they can reach';
  return `Serving the party app at ${url}/ ${phones}; ${rest}`;
}
