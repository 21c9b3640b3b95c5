import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { RoomBoot } from '../rooms/entities/room-boot.entity.js';
import { RoomCreationLog } from '../rooms/entities/room-creation-log.entity.js';
import { Room } from '../rooms/entities/room.entity.js';
import { LiveRooms } from './live-rooms.js';
import { RoomPollCache } from './room-poll-cache.js';
import { RoomPollFastPath } from './room-poll-fast-path.js';
import { RoomReads } from './room-reads.js';
import { RoomTransactions } from './room-transactions.service.js';
import { RoomPartsExplorer } from './room-wiring.js';

/**
 * The room engine, which the rooms, the queue and the stage build on: the rooms' tables, their live
 * state in memory, the one way to change a room (RoomTransactions) and the polling answers (with
 * their fast path ahead of Nest's pipeline). Apart from RoomsModule so that RoomsModule can ask the
 * queue module (ROOM_QUEUE) while the queue module changes rooms through RoomTransactions, without
 * a module cycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Room, RoomCreationLog, RoomBoot]), UsersModule, SessionsModule, DiscoveryModule],
  providers: [LiveRooms, RoomTransactions, RoomPollCache, RoomPollFastPath, RoomReads, RoomPartsExplorer],
  exports: [LiveRooms, RoomTransactions, RoomPollCache, RoomReads],
})
export class RoomStateModule {}
