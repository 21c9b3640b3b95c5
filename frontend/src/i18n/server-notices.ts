import { msg, t } from './i18n';

/**
 * What the server tells a phone outside an error answer (room:removed, session:ended, room:notice,
 * the membership check): a code and its params, with the English sentence for API consumers.
 */
export interface ServerNotice {
  code?: string;
  params?: object;
  message?: string;
}

/**
 * The notices the app words itself, by code (docs/architecture.md "Codes, not sentences"), in the
 * app's language (docs/product.md "Languages"). A code this list lacks (a later server's) is shown
 * in the words it came with.
 */
const BY_CODE: Readonly<Record<string, string>> = {
  REMOVED_BY_HOST: msg('You have been removed from the room by the host.'),
  REMOVED_FROM_ROOM: msg('You have been removed from this room'),
  LEFT_ROOM: msg('You left the room.'),
  NO_LONGER_IN_ROOM: msg('You are no longer in this room'),
  ROOM_GONE: msg('This room no longer exists'),
  ROOM_EXPIRED: msg('This room has expired'),
  ROOM_ENDED: msg('This room has ended'),
  VIDEO_UNPLAYABLE: msg('"{title}" can\'t be played here, so the party moves on.'),
};

/** The membership verdicts that mean the room itself is over, not this person's place in it. */
export const ROOM_OVER_CODES: ReadonlySet<string> = new Set(['ROOM_GONE', 'ROOM_ENDED', 'ROOM_EXPIRED']);

export function serverNotice(told: ServerNotice): string {
  const template = told.code !== undefined && Object.hasOwn(BY_CODE, told.code) ? BY_CODE[told.code] : undefined;
  return template === undefined ? (told.message ?? '') : t(template, told.params as Record<string, unknown> | undefined);
}
