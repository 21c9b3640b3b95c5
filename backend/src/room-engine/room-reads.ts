import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import { Room } from '../rooms/entities/room.entity.js';

/** Reads of the rooms table for other modules' jobs, which ask here instead of joining it. */
@Injectable()
export class RoomReads {
  constructor(@InjectRepository(Room) private readonly rooms: Repository<Room>) {}

  /** The settings of those of these rooms that are live (ended and unknown rooms are absent). */
  async liveSettings(roomIds: string[]): Promise<Map<string, Room['settings']>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.rooms.find({ where: { roomId: In(roomIds), endedAt: IsNull() }, select: { roomId: true, settings: true } });
    return new Map(rows.map((r) => [r.roomId, r.settings]));
  }
}
