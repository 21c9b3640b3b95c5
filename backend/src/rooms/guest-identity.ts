import unhomoglyph from 'unhomoglyph';

/**
 * What tells a returning guest apart, since guests have no account: the name they type and the
 * browser they use. A boot records both, so the booted person cannot come straight back as a new
 * guest (README, Security and reliability). The browser is the device cookie
 * (common/http/device-cookie.ts).
 *
 * Names are compared as they look, not as they are spelled (docs/product.md, Names):
 * invisible characters are dropped and look-alike letters folded by the confusable skeleton of
 * Unicode's UTS #39, so "Rita\u3164" or "R\u0456ta" (a Cyrillic і) is Rita.
 */

/**
 * Characters that show nothing: Unicode's Default_Ignorable_Code_Point set (zero-width spaces and
 * joiners, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation selectors, tags...),
 * format characters, and the blanks that are neither (the Braille blank, a null notehead).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u{1D159}]/gu;
/** At least one character that is neither invisible nor a space: what a name needs to be seen. */
export const VISIBLE_CHARACTER = /[^\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u{1D159}]/u;

/** The name as it shows: compatibility forms folded (full-width letters, ligatures), invisible characters dropped, spaces made one. */
function visible(displayName: string): string {
  return displayName.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().slice(0, 200);
}

/**
 * UTS #39's skeleton: decomposed, each character mapped to the prototype of its confusable set
 * (confusables.txt, through unhomoglyph), decomposed again. Two strings look alike when their
 * skeletons are equal; a skeleton is for comparing only, never for display.
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** Recent names' keys: every join compares the newcomer with everyone in the room. */
const KEYS_CACHE_MAX = 5_000;
const keysCache = new Map<string, readonly [string, string]>();

/**
 * The keys a name is compared by. The skeleton is case-sensitive (an upper-case I looks like a
 * lower-case l), and names also compare regardless of case, so there are two: the skeleton of the
 * lower-cased name, and the skeleton of the name as typed, lower-cased. Two names are one when
 * any of their keys meet.
 */
export function guestNameKeys(displayName: string): readonly [string, string] {
  let keys = keysCache.get(displayName);
  if (keys === undefined) {
    const shown = visible(displayName);
    keys = [skeleton(shown.toLowerCase()).toLowerCase(), skeleton(shown).toLowerCase()];
    if (keysCache.size >= KEYS_CACHE_MAX) keysCache.delete(keysCache.keys().next().value as string);
    keysCache.set(displayName, keys);
  }
  return keys;
}

/**
 * A display name's key, as a boot stores it and the queue's rotation tells guests apart:
 * case, width, spacing, invisible characters and look-alike letters ignored. "Bob", " BOB ",
 * "Ｂｏｂ", "B\u200bob" and "Воb" (Cyrillic В and о) have one key.
 */
export function guestNameKey(displayName: string): string {
  return guestNameKeys(displayName)[0];
}

/** Whether two display names look like one name (guestNameKeys). */
export function sameName(a: string, b: string): boolean {
  const [a1, a2] = guestNameKeys(a);
  const [b1, b2] = guestNameKeys(b);
  return a1 === b1 || a2 === b2 || a1 === b2 || a2 === b1;
}

/** Whether `name` looks like one of `taken` (sameName): two people in a room never share a name. */
export function nameInUse(taken: readonly string[], name: string): boolean {
  return taken.some((other) => sameName(other, name));
}
