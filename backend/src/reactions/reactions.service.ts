import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { HistoryService } from '../history/history.service.js';
import type { PlayingDto } from '../player/dto/player.dto.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { LiveRooms } from '../room-engine/index.js';
import type { ReactionResultDto, RoomReactionEventDto } from './dto/reaction.dto.js';
import { BUCKET_FULL_AFTER_MS, foldTapUnder, type ReactionKind, REACTIONS, type TapBucket } from './reaction-fold.js';
import { NOTHING_PLAYING_TO_APPLAUD } from './reactions.errors.js';

export const ROOM_REACTION_EVENT = 'room:reaction';

/** Buckets kept before the full ones (idle for a while) are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * Applause: a person's tap on a reaction while a song plays. Folded per person and browser in the room (reaction-fold.ts;
 * the buckets are this instance's: a phone's requests usually reach one instance, and two at most
 * double a storm's share), counted on the song (tonight's "most applauded") and pushed to the
 * room's channel, which the Socket.IO Redis adapter carries to every instance's stage and phones.
 */
@Injectable()
export class ReactionsService {
  private readonly buckets = new Map<string, TapBucket>();

  constructor(
    private readonly live: LiveRooms,
    private readonly history: HistoryService,
    private readonly realtime: RealtimeService,
    private readonly clock: Clock,
  ) {}

  /** `device`: the browser's device key (common/http/device-cookie.ts), when the request carries one. */
  async react(roomId: string, actor: SessionUser, reaction: ReactionKind, device?: string): Promise<ReactionResultDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const held = live.held?.playing as PlayingDto | undefined;
    if (held && !held.currentlyPlaying) throw new DomainError(NOTHING_PLAYING_TO_APPLAUD);

    const now = this.clock.now().getTime();
    // Per person and per browser in this room: leaving and joining again as a new guest on the
    // same phone does not bring a fresh bucket (a browser without the cookie is its session).
    const keys = [`${roomId}:user:${actor.userId}`, `${roomId}:device:${device ?? `session:${actor.sessionId}`}`];
    const counted = foldTapUnder(this.buckets, keys, now);
    if (this.buckets.size > SWEEP_ABOVE) this.sweep(now);
    if (!counted) return { counted: false };

    if (!(await this.history.applaud(roomId))) throw new DomainError(NOTHING_PLAYING_TO_APPLAUD);
    const event: RoomReactionEventDto = { roomId, reaction, emoji: REACTIONS[reaction], userId: actor.userId, displayName: actor.displayName, at: now };
    this.realtime.emitToRoom(roomId, ROOM_REACTION_EVENT, event);
    return { counted: true };
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= BUCKET_FULL_AFTER_MS) this.buckets.delete(key);
  }
}
