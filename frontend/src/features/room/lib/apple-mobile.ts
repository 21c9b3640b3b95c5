/**
 * iPhones and iPads block a video's sound until someone taps it, so each song may need a tap.
 * iPadOS 13+ reports itself as a Mac ("MacIntel"); only the touch points give it away (a Mac has none).
 */
export function isAppleMobile(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}
