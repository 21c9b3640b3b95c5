/** An order reason's two parts, the singer's song and why it stands there: "Sam's 2nd song" · "first round". */
export function splitReason(reason: string, singer: string): [string | undefined, string | undefined] {
  if (!reason.startsWith(`${singer}'s `)) return [undefined, undefined];
  const at = reason.indexOf(' · ', singer.length);
  return at === -1 ? [undefined, undefined] : [reason.slice(0, at), reason.slice(at + 3)];
}
