import type { SessionUser } from '../common/auth/session-user.js';
import { queueDto, renumbered } from '../queue/queue-plans.js';
import { answerAllRequests, withIds } from '../queue/request-plans.js';
import { rotationOrder } from '../queue/rotation.js';
import type { RoomSettingsPatch } from './dto/room.dto.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from './entities/room-settings.js';
import type { Room } from './entities/room.entity.js';
import { canManageRoom } from './room-access.js';
import { nextClosing } from './closing-time.js';
import { parseIntermission } from './intermission.js';
import { type PlanOutcome, refused, type RoomChange, type RoomOperation, type RoomState } from '../room-engine/index.js';
import { NOT_ROOM_OWNER } from './rooms.errors.js';

/**
 * The owner's controls of a room as plans (docs/architecture.md, "A change is a plan"). They change
 * the room's row, so RoomTransactions.apply runs them under the room's lock.
 */

/** The room's settings with the defaults for any it does not say. */
const settingsOf = (room: Room): RoomSettings => ({ ...DEFAULT_ROOM_SETTINGS, ...room.settings });

/**
 * The settings become `settings`; switching to fair rotation re-sorts the waiting songs fairly
 * (rotation.ts) in the same change, and any switch of the queue's mode pushes the queue again
 * (its order reasons change).
 */
function newSettings(state: RoomState, actor: SessionUser, settings: RoomSettings): PlanOutcome<void> {
  if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
  const room = { ...state.room, settings };
  const switched = settings.queueMode !== settingsOf(state.room).queueMode;
  const sorted = switched && settings.queueMode === 'rotation' ? rotationOrder(state.queue, state.turns) : state.queue;
  // Approval turned off: what waits is approved in the same change (queue/request-plans.ts).
  const answered = answerAllRequests(state, sorted, settings);
  const { items, writes } = answered ?? renumbered(sorted);
  const queueMoved = switched || answered !== undefined;
  const changes: RoomChange[] = queueMoved ? ['room', 'settings', 'queue'] : ['room', 'settings'];
  return {
    kind: 'write',
    writes: [{ kind: 'room.settings', settings }, ...writes],
    changes,
    finish: ({ ids }, version) => ({ result: undefined, parts: queueMoved ? { queue: queueDto(room, withIds(items, ids), version, state.turns) } : {} }),
  };
}

/** The owner (or an admin) locks or unlocks the room: a locked room lets no one new in. */
export const TOGGLE_LOCK: RoomOperation<void, void> = {
  name: 'toggle-lock',
  row: true,
  plan: (state, actor) => newSettings(state, actor, { ...settingsOf(state.room), isLocked: !state.room.settings.isLocked }),
};

/** The owner (or an admin) changes some settings; the others keep their values. */
export const UPDATE_SETTINGS: RoomOperation<RoomSettingsPatch, void> = {
  name: 'settings',
  // Turning approval off approves the waiting requests of the people still inside.
  people: true,
  requests: true,
  plan: (state, actor, { intermissionUrl, ...patch }, now) =>
    newSettings(
      state,
      actor,
      withClosing(
        {
          ...settingsOf(state.room),
          ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
          // The link is kept as the ids the stage plays (intermission.ts); null or empty turns it off.
          ...(intermissionUrl === undefined ? {} : { intermission: intermissionUrl ? parseIntermission(intermissionUrl) : null }),
        },
        patch,
        now,
      ),
    ),
};

/**
 * The closing time's instant, fixed when the host sets the time of day or the zone: the first
 * time the host's clocks show it from now (closing-time.ts), so "01:00" set in the evening is
 * tonight's, and a party past it stays closed.
 */
function withClosing(settings: RoomSettings, patch: Pick<RoomSettingsPatch, 'closingTime' | 'timeZone'>, now: Date): RoomSettings {
  if (patch.closingTime === undefined && patch.timeZone === undefined) return settings;
  if (!settings.closingTime) return { ...settings, closingTime: null, closesAt: null };
  const timeZone = settings.timeZone ?? 'UTC';
  return { ...settings, timeZone, closesAt: nextClosing(settings.closingTime, timeZone, now).toISOString() };
}

/**
 * The owner's plan changed (an admin's edit, or an approved plan request): nothing of the room's
 * row but its version moves, and the room is read again with the new limits and end time
 * (docs/product.md "Plans that fit a party"), so every open screen has them at once.
 */
export const OWNER_PLAN_CHANGED: RoomOperation<void, void, null> = {
  name: 'owner-plan',
  row: true,
  plan: () => ({ kind: 'write', writes: [], changes: ['room'], finish: () => ({ result: undefined, parts: {} }) }),
};
