import Groups from '@mui/icons-material/Groups';
import { Box, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Pill } from '@/components/light/pill';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import type { Room, RoomUser } from '@/lib/api/rooms';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import { RECONNECTING } from './room-status';
import { YoursChip } from './yours-chip';

// Loaded when needed, or for the host only: a guest reaching the room downloads none of these
// (docs/performance.md §5: ≤ 150 KB gzip).
const HostHeaderActions = lazy(() => import('./host-header-actions').then((m) => ({ default: m.HostHeaderActions })));
// Shown a moment after the room (a name to change, a way out): not on the guest's way in.
const GuestActions = lazy(() => import('./guest-actions').then((m) => ({ default: m.GuestActions })));
// The time left, a moment after the room shows (docs/performance.md §5).
const RoomTimer = lazy(() => import('./room-timer').then((m) => ({ default: m.RoomTimer })));

/** The room's name, code, people online, time left and badges; a guest's own actions or the host's. */
export function RoomHeader({
  roomId,
  room,
  people,
  queue,
  playing,
  user,
  owner,
  remote,
  reconnecting,
  onLeft,
  onSettings,
}: {
  roomId: string;
  room: Room;
  people: RoomUser[];
  queue: Queue | undefined;
  playing: Playing | undefined;
  user: StoredUser;
  owner: boolean;
  remote: boolean;
  reconnecting: boolean;
  onLeft: () => void;
  onSettings: () => void;
}) {
  const online = people.filter((person) => person.online).length;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {owner ? room.name : t('Welcome to {name}!', { name: room.name })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
          <Pill label={t('Code {code}', { code: room.code })} sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.12em' }} />
          <Pill icon={<Groups />} label={t('{count} online', { count: online })} variant="outlined" />
          <Suspense fallback={null}>
            <RoomTimer expiresAt={room.expiresAt} />
          </Suspense>
          {/* No icon: the badge's words are enough, and a guest's download has no room to spare (docs/performance.md §5). */}
          {room.isLocked ? <Pill label={t('Locked')} color="warning" variant="outlined" /> : null}
          {!owner ? <YoursChip queue={queue} playing={playing} userId={user.userId} /> : null}
          {reconnecting ? <Pill size="small" label={t(RECONNECTING)} color="warning" variant="outlined" /> : null}
        </Stack>
      </Box>
      {!owner ? (
        <Suspense fallback={null}>
          <GuestActions
            user={user}
            roomId={roomId}
            roomName={room.name}
            hostName={room.ownerName}
            songsWaiting={queue?.items.filter((item) => item.addedById === user.userId).length ?? 0}
            onLeft={onLeft}
          />
        </Suspense>
      ) : null}
      {owner ? (
        <Suspense fallback={null}>
          <HostHeaderActions roomId={roomId} locked={room.isLocked} fullRow={remote} onSettings={onSettings} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
