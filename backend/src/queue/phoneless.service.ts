import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { displayTitle, isLibraryId } from '../library/library-song.js';
import { LIBRARY_SONG_NOT_FOUND } from '../library/library.errors.js';
import { LibraryService } from '../library/library.service.js';
import type { RoomUserDto } from '../rooms/dto/room.dto.js';
import { LiveRooms, RoomTransactions } from '../room-engine/index.js';
import { TiersService } from '../tiers/tiers.service.js';
import type { PhonelessSingerRemovedDto } from './dto/phoneless.dto.js';
import type { AddQueueItemDto, QueueItemDto } from './dto/queue.dto.js';
import { ADD_FOR_PHONELESS, ADD_PHONELESS, REMOVE_PHONELESS } from './phoneless-plans.js';

/** Singers without a phone (docs/product.md "Singers without a phone"): the routes' side of phoneless-plans.ts. */
@Injectable()
export class PhonelessService {
  constructor(
    private readonly transactions: RoomTransactions,
    private readonly live: LiveRooms,
    private readonly tiers: TiersService,
    private readonly library: LibraryService,
    private readonly events: FeatureEvents,
  ) {}

  /** The host adds a singer without a phone; answers them as the people list shows them. */
  async add(roomId: string, actor: SessionUser, displayName: string): Promise<RoomUserDto> {
    const live = await this.live.get(roomId);
    const guestsPerRoom = this.tiers.limitsFor(live.ownerTier).guestsPerRoom;
    const username = `singer-${randomBytes(6).toString('hex')}`;
    const { userId } = await this.transactions.apply(roomId, ADD_PHONELESS, actor, { displayName, username, guestsPerRoom });
    return { userId, displayName, isGuest: true, isOwner: false, online: false, lastActive: null, noPhone: true };
  }

  remove(roomId: string, actor: SessionUser, userId: number): Promise<PhonelessSingerRemovedDto> {
    return this.transactions.apply(roomId, REMOVE_PHONELESS, actor, { userId });
  }

  /** A song for a singer without a phone, by the host or (when the host allows it) anyone in the room. */
  async addSong(roomId: string, actor: SessionUser, singerId: number, song: AddQueueItemDto): Promise<QueueItemDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const maxQueueSize = this.tiers.limitsFor(live.ownerTier).maxQueueSize;
    const { item, added } = await this.transactions.apply(roomId, ADD_FOR_PHONELESS, actor, { singerId, song: this.fromLibrary(song), maxQueueSize });
    if (added) this.events.record('song-added', actor.userId);
    return item;
  }

  /** A library song goes in as the library knows it, and only while it is there (as QueueService.add). */
  private fromLibrary(song: AddQueueItemDto): AddQueueItemDto {
    if (!isLibraryId(song.videoId)) return song;
    const known = this.library.get(song.videoId);
    if (!known) throw new DomainError(LIBRARY_SONG_NOT_FOUND);
    return { ...song, title: displayTitle(known), duration: known.duration || null };
  }
}
