import type { EntityManager } from 'typeorm';
import { songSource } from '../library/library-song.js';
import type { SongRequestDto } from '../queue/dto/request.dto.js';
import type { Room } from './entities/room.entity.js';

/**
 * A room's song requests (docs/product.md "Requests and closing time"), in the order they were
 * asked for: what the plans that need them see (RoomState.requests) and what the room's answer
 * carries (RoomDto.requests). A room that never held songs for approval has none, and is not asked.
 */
export async function readRequests(manager: EntityManager, room: Pick<Room, 'roomId' | 'settings'>): Promise<SongRequestDto[]> {
  return (await readRequestsOf(manager, [room])).get(room.roomId) ?? [];
}

/** The requests of several rooms in one query (the dashboard describes many rooms at once). */
export async function readRequestsOf(manager: EntityManager, rooms: readonly Pick<Room, 'roomId' | 'settings'>[]): Promise<Map<string, SongRequestDto[]>> {
  const byRoom = new Map<string, SongRequestDto[]>();
  // Turning approval off answers every request (request-plans.ts): only a room that approves songs has any.
  const asked = rooms.filter((room) => room.settings?.approveSongs).map((room) => room.roomId);
  if (asked.length === 0) return byRoom;
  const rows: (Omit<SongRequestDto, 'source'> & { requestedAt: Date })[] = await manager.query(
    `SELECT "requestId", "roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "requestedAt", "status", "reason"
       FROM "song_requests" WHERE "roomId" = ANY($1) ORDER BY "requestedAt", "requestId"`,
    [asked],
  );
  for (const row of rows) {
    const list = byRoom.get(row.roomId) ?? [];
    list.push({ ...row, addedById: Number(row.addedById), requestedAt: new Date(row.requestedAt), source: songSource(row.videoId) });
    byRoom.set(row.roomId, list);
  }
  return byRoom;
}
