import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { Room } from '../rooms/entities/room.entity.js';

/** A room as the history names it. */
export type RoomSummary = Pick<Room, 'roomId' | 'name' | 'ownerId' | 'createdAt' | 'endedAt'>;
const SUMMARY = { roomId: true, name: true, ownerId: true, createdAt: true, endedAt: true } as const;

/** Reads of the rooms table for other modules (jobs, the history), which ask here instead of joining it. */
@Injectable()
export class RoomReads {
  constructor(@InjectRepository(Room) private readonly rooms: Repository<Room>) {}

  /** The settings of those of these rooms that are live (ended and unknown rooms are absent). */
  async liveSettings(roomIds: string[]): Promise<Map<string, Room['settings']>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.rooms.find({ where: { roomId: In(roomIds), endedAt: IsNull() }, select: { roomId: true, settings: true } });
    return new Map(rows.map((r) => [r.roomId, r.settings]));
  }

  /** Whether the person hosts a live room (one statement, no row read). */
  async ownsLiveRoom(ownerId: number): Promise<boolean> {
    return this.rooms.exists({ where: { ownerId, endedAt: IsNull() } });
  }

  /** The room's name, owner and times, live or ended; undefined when there is no such row. */
  async summary(roomId: string): Promise<RoomSummary | undefined> {
    return (await this.summaries([roomId])).get(roomId);
  }

  /** The name, owner and times of those of these rooms whose row is kept, live or ended. */
  async summaries(roomIds: string[]): Promise<Map<string, RoomSummary>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.rooms.find({ where: { roomId: In([...new Set(roomIds)]) }, select: SUMMARY });
    return new Map(rows.map((r) => [r.roomId, r]));
  }

  /** The latest ended parties the person hosted (kept by "End party"), most recently ended first. */
  endedOwnedBy(ownerId: number, limit: number): Promise<RoomSummary[]> {
    return this.rooms.find({ where: { ownerId, endedAt: Not(IsNull()) }, select: SUMMARY, order: { endedAt: 'DESC' }, take: limit });
  }
}
