/**
 * The room engine's door (docs/architecture.md, "A change is a plan"): the modules that own rooms'
 * rules (rooms, queue, player, people) write plans and hand them to the executor here, and read a
 * room's live state here; nothing else of room-engine/ is theirs to import (eslint.config.mjs).
 */

// Changing a room: the executor (RoomTransactions.apply, applyInside) and what a plan is made of.
export { RoomTransactions } from './room-transactions.service.js';
export { refused, unchanged } from './room-plan.js';
export type { Planned, PlanOutcome, RoomOperation, RoomState, SessionsChange } from './room-plan.js';
export type { RoomWrite, SongRequestRow, Written } from './room-writes.js';
export type { RoomChangedPayload } from './room-transactions.service.js';
export type { RoomChange, RoomNotice, RoomPart, RoomParts } from './room-parts.js';

// Reading a room: its live state in memory, its polls' answers, and the methods that produce them.
export { type LiveRoom, LiveRooms } from './live-rooms.js';
export { RoomPollCache } from './room-poll-cache.js';
export { ApiRoomPoll } from './room-poll-docs.js';
export { RoomReads } from './room-reads.js';
export { HeldPartReader, PollProducer } from './room-wiring.js';

// Wiring: the Nest module that provides all of it, and the polls' fast path ahead of Nest's pipeline.
export { RoomStateModule } from './room-state.module.js';
export { RoomPollFastPath } from './room-poll-fast-path.js';
