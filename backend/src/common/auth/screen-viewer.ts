import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-user.js';

/**
 * A paired screen (a TV at /tv): a device session that may only show one room's stage reads,
 * never act and never see account data. It is not a person: it has no SessionUser, so every route
 * refuses it unless the route says a screen may read it (`@ScreenMayRead()`), and only for its room.
 */
export interface ScreenViewer {
  kind: 'screen';
  screenId: string;
  roomId: string;
  name: string;
}

/** The cookie of a paired screen, apart from the person's session cookie. */
export const SCREEN_COOKIE_NAME = 'kp_screen';

/** Who may read a room's stage: a person's session, or a screen paired to that room. */
export type RoomReader = SessionUser | ScreenViewer;

export function isScreen(reader: RoomReader): reader is ScreenViewer {
  return (reader as ScreenViewer).kind === 'screen';
}

/**
 * Resolves a screen's cookie (HTTP requests and socket handshakes); the screen sessions module
 * provides it under SCREEN_LOOKUP, so the rooms' channel rules and the gateway need not know its table.
 */
export interface ScreenLookup {
  fromCookieHeader(cookieHeader: string | undefined): Promise<ScreenViewer | undefined>;
  fromRequest(request: FastifyRequest): Promise<ScreenViewer | undefined>;
}

export const SCREEN_LOOKUP = Symbol('SCREEN_LOOKUP');

declare module 'fastify' {
  interface FastifyRequest {
    screenViewer?: ScreenViewer;
  }
}
