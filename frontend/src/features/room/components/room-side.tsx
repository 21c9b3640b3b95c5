import { Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { StoredUser } from '@/lib/storage';
import type { Room, RoomUser } from '@/lib/api/rooms';
import { UsersPanel } from './users-panel';

const InvitePanel = lazy(() => import('./invite-panel').then((m) => ({ default: m.InvitePanel })));
const RoomRules = lazy(() => import('./room-rules').then((m) => ({ default: m.RoomRules })));
const LimitsNotice = lazy(() => import('./limits-notice').then((m) => ({ default: m.LimitsNotice })));
const RemovedPeople = lazy(() => import('./removed-people').then((m) => ({ default: m.RemovedPeople })));
const ScreensPanel = lazy(() => import('./room-screens').then((m) => ({ default: m.ScreensPanel })));
const UpgradeHint = lazy(() => import('@/features/tiers/components/upgrade-hint'));
// A guest's requests while the host approves songs (docs/product.md "Requests and closing time"): loaded only when they have one.
const MyRequests = lazy(() => import('@/features/requests/my-requests'));

/**
 * The room's side column, loaded a moment after the room itself so that a guest's way in stays
 * small (docs/performance.md §5): for the host, the plan's limits, the invite, the people with
 * their boot buttons, the paired screens, the removed, the rules and the upgrade hint; for everyone else, their song
 * requests (while the host approves songs) and who is here.
 */
export function RoomSide({
  roomId,
  room,
  people,
  user,
  host,
  waiting = 0,
  onBoot,
}: {
  roomId: string;
  room: Room;
  /** Songs waiting now (the queue's own count, current with every push). */
  waiting?: number;
  people: RoomUser[];
  user: StoredUser;
  host: boolean;
  onBoot: (person: RoomUser) => void;
}) {
  const phoneless = {
    roomId,
    everyoneHelps: room.settings.othersQueueForPhoneless === true,
    isGuest: user.isGuest,
    autoSkipMinutes: room.settings.autoSkipMinutes,
  };
  if (!host) {
    const asked = room.requests?.some((request) => request.addedById === user.userId);
    return (
      <Stack spacing={2}>
        {asked ? (
          <Suspense fallback={null}>
            <MyRequests roomId={roomId} requests={room.requests} userId={user.userId} />
          </Suspense>
        ) : null}
        <UsersPanel users={people} owner={false} myUserId={user.userId} onBoot={() => undefined} phoneless={phoneless} />
      </Stack>
    );
  }
  const guests = people.filter((person) => !person.isOwner).length;
  return (
    <Stack spacing={2}>
      <Suspense fallback={null}>
        <LimitsNotice guests={guests} maxGuests={room.settings.maxGuests} waiting={waiting} maxQueueSize={room.maxQueueSize} expiresAt={room.expiresAt} />
      </Suspense>
      <Suspense fallback={null}>
        <InvitePanel name={room.name} code={room.code} guests={guests} maxGuests={room.settings.maxGuests} />
      </Suspense>
      <UsersPanel users={people} owner myUserId={user.userId} onBoot={onBoot} phoneless={phoneless} />
      <Suspense fallback={null}>
        <ScreensPanel roomId={roomId} />
      </Suspense>
      <Suspense fallback={null}>
        <RemovedPeople roomId={roomId} />
      </Suspense>
      <Suspense fallback={null}>
        <RoomRules room={room} isAdmin={user.role === 'admin'} />
      </Suspense>
      {/* The room carries its owner's plan, so an approved upgrade takes the hint away at once. */}
      {room.ownerTier === 1 && user.userId === room.ownerId ? (
        <Suspense fallback={null}>
          <UpgradeHint />
        </Suspense>
      ) : null}
    </Stack>
  );
}
