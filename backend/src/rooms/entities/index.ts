import { Room } from './room.entity.js';
import { RoomCreationLog } from './room-creation-log.entity.js';
import { RoomBoot } from './room-boot.entity.js';

/** The rooms module's tables (rooms, room_creation_log, room_boots). */
export const ROOMS_ENTITIES = [Room, RoomCreationLog, RoomBoot];
