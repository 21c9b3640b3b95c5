import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsNull, LessThanOrEqual, Not, Repository } from 'typeorm';
import { SCREEN_COOKIE_NAME, type ScreenLookup, type ScreenViewer } from '../common/auth/screen-viewer.js';
import { Clock } from '../common/clock.js';
import { privateCookie } from '../common/http/cookie-options.js';
import { ScreenSession } from './entities/screen-session.entity.js';

/** How long a pairing code may be typed: time to walk to the TV, short enough that a photo of it soon means nothing. */
export const PAIRING_CODE_LIFETIME_MS = 10 * 60_000;
/** A screen's cookie outlives any party; the session itself ends with its room (ScreensService.me). */
const SCREEN_COOKIE_MAX_AGE_S = 2 * 24 * 60 * 60;

/** A code drawn for a room, to pair one screen. */
export interface PairingCode {
  code: string;
  expiresAt: Date;
}

/** What typing a code found: a screen paired now, or why not. */
export type PairingOutcome = { paired: ScreenSession } | { refused: 'unknown' | 'expired' };

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const viewerOf = (row: ScreenSession): ScreenViewer => ({ kind: 'screen', screenId: row.screenId, roomId: row.roomId, name: row.name });

/**
 * The screen_sessions table: pairing codes, the paired screens' tokens (stored as SHA-256: a
 * token is 32 random bytes, nothing to guess), who a screen cookie belongs to, and ending a screen.
 * Provided as SCREEN_LOOKUP to the request's identity, the rooms' channel rules and the gateway.
 */
@Injectable()
export class ScreenSessions implements ScreenLookup {
  constructor(
    @InjectRepository(ScreenSession) private readonly screens: Repository<ScreenSession>,
    private readonly clock: Clock,
  ) {}

  private hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  async fromRequest(request: FastifyRequest): Promise<ScreenViewer | undefined> {
    const token = request.cookies?.[SCREEN_COOKIE_NAME] ?? readCookie(request.headers.cookie, SCREEN_COOKIE_NAME);
    return token ? this.resolve(token) : undefined;
  }

  fromCookieHeader(cookieHeader: string | undefined): Promise<ScreenViewer | undefined> {
    const token = readCookie(cookieHeader, SCREEN_COOKIE_NAME);
    return token ? this.resolve(token) : Promise.resolve(undefined);
  }

  /** The screen behind a token while it is paired and not ended. */
  private async resolve(token: string): Promise<ScreenViewer | undefined> {
    if (token.length < 20 || token.length > 100) return undefined;
    const row = await this.screens.findOne({ where: { tokenHash: this.hash(token), endedAt: IsNull() } });
    return row ? viewerOf(row) : undefined;
  }

  /**
   * A new code for the room. Its earlier codes not typed yet die (one code on the host's screen at
   * a time), as do codes past their time anywhere, so the table keeps only screens and live codes.
   */
  async newCode(roomId: string, code: string): Promise<PairingCode> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PAIRING_CODE_LIFETIME_MS);
    await this.screens.delete({ roomId, pairedAt: IsNull() });
    await this.screens.delete({ pairedAt: IsNull(), codeExpiresAt: LessThanOrEqual(now) });
    await this.screens.insert({ roomId, name: 'TV', pairingCode: code, codeExpiresAt: expiresAt, createdAt: now });
    return { code, expiresAt };
  }

  /** Whether a code is taken by a live pairing (codes are drawn again on a clash). */
  codeTaken(code: string): Promise<boolean> {
    return this.screens.exists({ where: { pairingCode: code } });
  }

  /**
   * Spends a code: the screen is paired (its token set in the reply's cookie) or refused. Single
   * use: the code is cleared in the same statement that pairs, so two TVs typing it at once cannot both win.
   */
  async pair(
    code: string,
    name: string,
    request: FastifyRequest,
    reply: FastifyReply,
    roomIsLive: (roomId: string) => Promise<boolean>,
  ): Promise<PairingOutcome> {
    const row = await this.screens.findOne({ where: { pairingCode: code } });
    if (!row) return { refused: 'unknown' };
    const now = this.clock.now();
    if (row.codeExpiresAt.getTime() <= now.getTime() || !(await roomIsLive(row.roomId))) {
      await this.screens.delete({ screenId: row.screenId, pairedAt: IsNull() });
      return { refused: 'expired' };
    }
    const token = randomBytes(32).toString('base64url');
    const { affected } = await this.screens.update(
      { screenId: row.screenId, pairingCode: code, pairedAt: IsNull() },
      { pairingCode: null, tokenHash: this.hash(token), pairedAt: now, name },
    );
    if (!affected) return { refused: 'unknown' };
    void reply.setCookie(SCREEN_COOKIE_NAME, token, { ...privateCookie(request), maxAge: SCREEN_COOKIE_MAX_AGE_S });
    return { paired: { ...row, pairingCode: null, pairedAt: now, name } };
  }

  /** The room's paired screens still showing it, first paired first. */
  pairedTo(roomId: string): Promise<ScreenSession[]> {
    return this.screens.find({ where: { roomId, pairedAt: Not(IsNull()), endedAt: IsNull() }, order: { pairedAt: 'ASC' } });
  }

  async find(screenId: string): Promise<ScreenSession | null> {
    return this.screens.findOne({ where: { screenId } });
  }

  /** Ends a paired screen of the room; false when the room has no such screen showing it. */
  async end(roomId: string, screenId: string, reason: string): Promise<boolean> {
    const { affected } = await this.screens.update(
      { roomId, screenId, pairedAt: Not(IsNull()), endedAt: IsNull() },
      { endedAt: this.clock.now(), endReason: reason },
    );
    return Boolean(affected);
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(SCREEN_COOKIE_NAME, privateCookie(request));
  }
}
