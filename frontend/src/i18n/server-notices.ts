import { msg, t } from './i18n';

/**
 * The server's farewells that reach a phone outside a refusal (the socket's room:removed, the
 * membership check's answer): fixed English sentences, said in the app's language
 * (docs/product.md "Languages"). Anything else is shown as it came.
 */
const SERVER_NOTICES: readonly string[] = [
  msg('You have been removed from the room by the host.'),
  msg('You left the room.'),
  msg('You are no longer in this room'),
  msg('This room no longer exists'),
  msg('This room has expired'),
  msg('This room has ended'),
];

export function serverNotice(message: string): string {
  return SERVER_NOTICES.includes(message) ? t(message) : message;
}
