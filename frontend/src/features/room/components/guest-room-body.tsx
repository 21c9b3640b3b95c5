import Add from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Columns } from '@/components/columns';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import type { Room, RoomUser } from '@/lib/api/rooms';
import type { StoredUser } from '@/lib/storage';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { t } from '@/i18n/i18n';
import { inlineAddButton } from '../lib/inline-add';
import { NowPlaying } from './now-playing';
import { offersTurnNotice, YourTurn } from './your-turn';

// The side column (the people; for the host the invite, rules and limits) comes a moment after the room.
const RoomSide = lazy(() => import('./room-side').then((m) => ({ default: m.RoomSide })));
// A guest's requests, while the host approves songs: loaded only when they have one.
const MyRequests = lazy(() => import('@/features/requests/my-requests'));

/**
 * A guest's room below the header: their turn, what plays (the reactions over its picture) and the queue, with the
 * people beside. `notifyMe` ("Notify me when it's my turn") shows while a song of the guest's
 * waits and it is not their turn yet (offersTurnNotice).
 */
export function GuestRoomBody({
  roomId,
  room,
  people,
  queue,
  playing,
  user,
  idle,
  notifyMe,
  reactions,
  queuePanel,
  refresh,
  onAdd,
}: {
  roomId: string;
  room: Room;
  people: RoomUser[];
  queue: Queue | undefined;
  playing: Playing | undefined;
  user: StoredUser;
  idle: { title: string; text: string } | undefined;
  notifyMe: ReactNode;
  reactions: ReactNode;
  queuePanel: ReactNode;
  refresh: RoomRefresh;
  onAdd: () => void;
}) {
  return (
    <Columns md="7fr 5fr">
      <Box>
        <Stack spacing={2}>
          <YourTurn queue={queue} playing={playing} userId={user.userId} />
          {offersTurnNotice(queue, playing, user.userId) ? notifyMe : null}
          {room.requests?.some((request) => request.addedById === user.userId) ? (
            <Suspense fallback={null}>
              <MyRequests roomId={roomId} requests={room.requests} userId={user.userId} refresh={refresh} />
            </Suspense>
          ) : null}
          <NowPlaying
            playing={playing}
            withPlayer={false}
            idle={idle}
            overPicture={reactions}
            actions={
              <Button ref={inlineAddButton} variant="contained" size="large" startIcon={<Add />} onClick={onAdd}>
                {t('Add Song to Queue')}
              </Button>
            }
          />
          {queuePanel}
        </Stack>
      </Box>
      <Box>
        <Suspense fallback={null}>
          <RoomSide roomId={roomId} room={room} people={people} user={user} host={false} onBoot={() => undefined} />
        </Suspense>
      </Box>
    </Columns>
  );
}
