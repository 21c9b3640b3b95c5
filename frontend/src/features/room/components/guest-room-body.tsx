import Add from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Columns } from '@/components/columns';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import type { Room, RoomUser } from '@/lib/api/rooms';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import { inlineAddButton } from '../lib/inline-add';
import { NowPlaying } from './now-playing';
import { offersTurnNotice, turnOf } from '../lib/turn';

// The turn's banner (and its notice and buzz) loads when the guest's first turn comes, not with the room.
const YourTurn = lazy(() => import('./your-turn').then((m) => ({ default: m.YourTurn })));
// The side column (the people; for the host the invite, rules and limits) comes a moment after the room.
const RoomSide = lazy(() => import('./room-side').then((m) => ({ default: m.RoomSide })));

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
  onAdd: () => void;
}) {
  // Once shown it stays, so a turn's notice is told once per song, as it was before.
  const [turnCame, setTurnCame] = useState(false);
  if (!turnCame && turnOf(queue, playing, user.userId)) setTurnCame(true);
  return (
    <Columns md="7fr 5fr">
      <Box>
        <Stack spacing={2}>
          {turnCame ? (
            <Suspense fallback={null}>
              <YourTurn queue={queue} playing={playing} userId={user.userId} />
            </Suspense>
          ) : null}
          {offersTurnNotice(queue, playing, user.userId) ? notifyMe : null}
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
