import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { AppSettings } from '../database/app-settings.service.js';
import type { QueueItemDto, RestoreQueueItemDto } from './dto/queue.dto.js';

/** How long after a removal its Undo is honoured for someone who is not the host (the toast shows for less). */
export const UNDO_WINDOW_MS = 60_000;

/** What a token vouches for: the song exactly as it was, where it was, in which room. */
type Vouched = Pick<QueueItemDto, 'roomId' | 'videoId' | 'title' | 'addedById' | 'position'> & { duration: string | null };

/**
 * Proof that a removal happened, so that whoever removed their own song can undo it without the
 * host's powers: the answer to a removal carries a token binding the song, its place and its
 * room for a minute; the restore checks it. Without one, only the host restores (a song could
 * otherwise come back anywhere, past the songs-waiting limit). Keyed by a secret generated once
 * and shared by every instance through the database.
 */
@Injectable()
export class UndoTokens {
  private secret?: Promise<string>;

  constructor(
    private readonly settings: AppSettings,
    private readonly clock: Clock,
  ) {}

  async issue(song: QueueItemDto): Promise<string> {
    const expires = this.clock.now().getTime() + UNDO_WINDOW_MS;
    const vouched: Vouched = { ...song, duration: song.duration || null };
    return `${expires}.${await this.sign(vouched, expires)}`;
  }

  /** Whether `token` vouches for this very song coming back to this room, and is still fresh. */
  async vouches(token: string | undefined, roomId: string, song: RestoreQueueItemDto): Promise<boolean> {
    const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires < this.clock.now().getTime()) return false;
    const expected = Buffer.from(await this.sign({ ...song, roomId, duration: song.duration || null }, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async sign(song: Vouched, expires: number): Promise<string> {
    this.secret ??= this.settings
      .getOrCreate('queueUndoSecret', () => randomBytes(32).toString('base64url'))
      .then((setting) => setting.value)
      .catch((error: unknown) => {
        this.secret = undefined; // asked again next time (the database was away)
        throw error;
      });
    const fields = [song.roomId, song.videoId, song.title, song.duration ?? '', String(song.addedById), String(song.position), String(expires)];
    return createHmac('sha256', await this.secret)
      .update(JSON.stringify(fields))
      .digest('base64url');
  }
}
