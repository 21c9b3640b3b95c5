import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Room } from './entities/room.entity.js';

export const ROOM_NOT_FOUND = 'Room not found';

/** What changed in a room; clients refetch only those parts. */
export type RoomChange = 'room' | 'settings' | 'users' | 'queue' | 'playing' | 'ended';

/** The Socket.IO event every change of a room emits to the room's channel. */
export const ROOM_CHANGED_EVENT = 'room:changed';
export interface RoomChangedPayload {
  roomId: string;
  version: number;
  changes: RoomChange[];
  /** For 'users' changes caused by a boot: who was removed, so their phone can leave at once. */
  removedUserId?: number;
}

export interface RoomWork<T> {
  result: T;
  /** What changed; an empty list means nothing did (no version bump, no event). */
  changes: RoomChange[];
  removedUserId?: number;
}

/**
 * The one way to change a room. It locks the room's row (so two guests adding at once, or a
 * reorder racing a play-next, run one after the other), runs the change, bumps the room's
 * version in the same transaction, and after commit emits the change to the room's channel on
 * every instance. Poll caches key on the version, so a bump is all it takes to refresh them.
 */
@Injectable()
export class RoomTransactions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly clock: Clock,
  ) {}

  async change<T>(roomId: string, work: (manager: EntityManager, room: Room) => Promise<RoomWork<T>>, options: { allowEnded?: boolean } = {}): Promise<T> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const room = await manager
        .getRepository(Room)
        .createQueryBuilder('room')
        .setLock('pessimistic_write')
        .where('room.roomId = :roomId', { roomId })
        .getOne();
      if (!room || (room.endedAt && !options.allowEnded)) throw new DomainError(HttpStatus.NOT_FOUND, ROOM_NOT_FOUND);
      const done = await work(manager, room);
      let version = room.version;
      if (done.changes.length > 0) {
        const bumped = await manager
          .createQueryBuilder()
          .update(Room)
          .set({ version: () => '"version" + 1', lastActivity: this.clock.now() })
          .where('roomId = :roomId', { roomId })
          .returning(['version'])
          .execute();
        version = (bumped.raw as { version: number }[])[0].version;
      }
      return { ...done, version };
    });
    if (outcome.changes.length > 0) this.announce(roomId, outcome.version, outcome.changes, outcome.removedUserId);
    return outcome.result;
  }

  /** Emits a change that was committed elsewhere (e.g. by a job that already bumped the version). */
  announce(roomId: string, version: number, changes: RoomChange[], removedUserId?: number): void {
    const payload: RoomChangedPayload = { roomId, version, changes, ...(removedUserId !== undefined ? { removedUserId } : {}) };
    this.realtime.emitToRoom(roomId, ROOM_CHANGED_EVENT, payload);
  }
}
