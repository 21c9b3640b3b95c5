/**
 * What tells a returning guest apart, since guests have no account: the name they type and the
 * browser they use. A boot records both, so the booted person cannot come straight back as a new
 * guest (README, Security and reliability). The browser is the device cookie
 * (common/http/device-cookie.ts).
 */

/**
 * A display name as a boot compares it: Unicode compatibility forms folded (full-width letters,
 * ligatures), invisible format characters dropped, runs of spaces made one, case ignored. "Bob",
 * " BOB ", "Ｂｏｂ" and "B\u200bob" are one name.
 */
export function guestNameKey(displayName: string): string {
  return displayName
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, 200);
}

/** Whether `name` compares equal (guestNameKey) to one of `taken`: two people in a room never share a name. */
export function nameInUse(taken: readonly string[], name: string): boolean {
  const key = guestNameKey(name);
  return taken.some((other) => guestNameKey(other) === key);
}
