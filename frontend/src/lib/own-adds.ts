/**
 * The songs this page has just asked to add, by video: a song the person adds that at once
 * becomes next is confirmed by its add ("Song added to the room queue"), and the turn notice's
 * toast would replace that confirmation, first or last depending on whether the push or the
 * answer arrives first. The banner and the buzz still say "You're up next"
 * (features/room/components/your-turn.tsx).
 */
const asked = new Map<string, number>();

/** How long an add counts as just made: well past its answer on a slow phone. */
export const OWN_ADD_FRESH_MS = 15_000;

/** Called as the add is sent, before either its answer or its push can arrive. */
export function noteOwnAdd(videoId: string, now = Date.now()): void {
  for (const [video, at] of asked) if (now - at > OWN_ADD_FRESH_MS) asked.delete(video);
  asked.set(videoId, now);
}

/** Whether this page asked to add this video within OWN_ADD_FRESH_MS. */
export function isFreshOwnAdd(videoId: string | undefined, now = Date.now()): boolean {
  if (videoId === undefined) return false;
  const at = asked.get(videoId);
  return at !== undefined && now - at <= OWN_ADD_FRESH_MS;
}
