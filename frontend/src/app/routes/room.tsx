import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Groups from '@mui/icons-material/Groups';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { useToast } from '@/components/toast';
import { useCurrentUser, useUser } from '@/features/auth/hooks/use-current-user';
import { NowPlaying } from '@/features/room/components/now-playing';
import { QueuePanel } from '@/features/room/components/queue-panel';
import { useLiveRoom } from '@/features/room/hooks/use-live-room';
import { useDeparture, useMembership } from '@/features/room/hooks/use-membership';
import { pendingFarewell } from '@/features/room/lib/farewell';
import { partyEndedSentence, partyIsOver } from '@/features/room/lib/notices';
import { roomKeys, type Room as RoomData } from '@/features/rooms/api/rooms';
import type { RoomChanged } from '@/lib/socket';
import type { QueueItem } from '@/features/queue/api/queue';
import { useRoomControls } from '@/features/room/hooks/use-room-controls';
import { useRoomNotices } from '@/features/stage/use-room-notices';
import { myPlaces, turnOf, YourTurn, YoursChip } from '@/features/stage/your-turn';
import { QueueTabs } from '@/features/evening/components/queue-tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { Columns } from '@/components/columns';
import { Pill } from '@/components/pill';
import { msg, t } from '@/i18n/i18n';

// Loaded when needed, or for the host only: a guest reaching the room downloads none of these
// (docs/performance.md §5: ≤ 150 KB gzip).
const AddSongDialog = lazy(() => import('@/features/room/components/add-song-dialog').then((m) => ({ default: m.AddSongDialog })));
const HostHeaderActions = lazy(() => import('@/features/room/components/host-header-actions').then((m) => ({ default: m.HostHeaderActions })));
// Shown a moment after the room (a name to change, a way out): not on the guest's way in.
const GuestActions = lazy(() => import('@/features/room/components/guest-actions').then((m) => ({ default: m.GuestActions })));
// While the way home waits after a removal or the party's end: the goodbye, not "not available".
const RoomFarewell = lazy(() => import('@/features/room/components/farewell-card').then((m) => ({ default: m.RoomFarewell })));
// The time left, a moment after the room shows (docs/performance.md §5).
const RoomTimer = lazy(() => import('@/features/room/components/room-timer').then((m) => ({ default: m.RoomTimer })));
// The side column (the people; for the host the invite, rules and limits) comes a moment after the room.
const RoomSide = lazy(() => import('@/features/room/components/room-side').then((m) => ({ default: m.RoomSide })));

/** "Notify me when it's my turn", once the person has a song waiting: only then can it be their turn. */
const NotifyMe = lazy(() => import('@/features/push/notify-me').then((m) => ({ default: m.NotifyMe })));

/** The TV view (the stage), loaded only when a stage is opened. */
const StageView = lazy(() => import('@/features/stage/stage-view'));
/** The reactions, loaded when a song plays (docs/performance.md §5). */
const ReactionBar = lazy(() => import('@/features/evening/components/reaction-bar').then((m) => ({ default: m.ReactionBar })));
/** The read-only second screen (`?view=board`), for anyone in the room. */
const BoardView = lazy(() => import('@/features/evening/components/board-view'));
/** The host's room below the header (player or remote view), off a guest's download. */
const HostRoomBody = lazy(() => import('@/features/room/components/host-room-body'));

function RoomUnavailable({ message }: { message: string }) {
  const navigate = useNavigate();
  const user = useUser();
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('This room is not available')}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" startIcon={<ArrowBack />} onClick={() => navigate(user && !user.isGuest ? '/dashboard' : '/guest')}>
          {user && !user.isGuest ? t('Back to Dashboard') : t('Join another room')}
        </Button>
      </Stack>
    </AppShell>
  );
}

/** Membership answers that mean the room itself is gone (GET /api/users/{id}/validate/{roomId}). */
const ROOM_GONE = new Set(['This room no longer exists', 'This room has ended', 'This room has expired']);

const RECONNECTING = msg('Reconnecting…');

export function RoomRoute() {
  const user = useCurrentUser();
  const { roomId = '' } = useParams();
  const [params] = useSearchParams();
  const farewell = pendingFarewell();
  if (!user && farewell) {
    return (
      <Suspense fallback={null}>
        <RoomFarewell farewell={farewell} />
      </Suspense>
    );
  }
  if (!user) return <RoomUnavailable message={t('Join with the room code, or sign in, to enter this room.')} />;
  if (params.get('view') === 'board') {
    return (
      <Suspense fallback={null}>
        <BoardView key={roomId} roomId={roomId} />
      </Suspense>
    );
  }
  if (params.get('view') === 'stage' && !user.isGuest) {
    return (
      <Suspense fallback={null}>
        <StageView key={roomId} roomId={roomId} user={user} />
      </Suspense>
    );
  }
  return <Room key={roomId} roomId={roomId} user={user} />;
}

function Room({ roomId, user }: { roomId: string; user: StoredUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { removed: removedNow, farewell } = useDeparture(user);
  // The room as last known, for the goodbye's words (whose party it was).
  const known = useCallback(() => queryClient.getQueryData<RoomData>(roomKeys.room(roomId)), [queryClient, roomId]);
  const partyOver = useCallback(
    (how: { by?: string; expired?: boolean }) =>
      farewell(partyEndedSentence({ ...how, host: known()?.ownerName }), t('Got another room code? Join another party below.')),
    [farewell, known],
  );
  const left = useCallback(() => {
    const name = known()?.name;
    farewell(name ? t('You left {name}', { name }) : t('You left the room'), t('Thanks for singing! Got another room code? Join another party below.'));
  }, [farewell, known]);
  const removed = useCallback(
    (message: string, delayMs: number) => (ROOM_GONE.has(message) ? partyOver({ expired: message === 'This room has expired' }) : removedNow(message, delayMs)),
    [partyOver, removedNow],
  );
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // The server took this person out of the room (a boot, a kick) or ended their session: a guest's
  // stay ends either way ('Removed from Room', docs/product.md §4). A registered user whose session ended is
  // signed out by the 401 of the refetch the channel makes (lib/socket.ts).
  // A session that ended with the party (the room deleted, its time up) or by leaving says goodbye instead.
  const onRemoved = useCallback(
    (message: string, sessionEnded: boolean, reason?: string) => {
      if (partyIsOver(reason)) partyOver({ expired: reason === 'expired' });
      else if (reason === 'left' || message === 'You left the room.') left();
      else if (!sessionEnded || user.isGuest) removed(message, 2000);
    },
    [removed, partyOver, left, user.isGuest],
  );
  // The host's doings to someone's songs are told to them by name; the party's end to everyone.
  const onChange = useCallback(
    (event: RoomChanged) => {
      if (event.changes.includes('ended')) {
        partyOver(event.notice?.kind === 'party-ended' ? { by: event.notice.by } : { expired: true });
        return;
      }
      const notice = event.notice;
      if (!notice || known()?.ownerId === user.userId || !notice.songs.some((song) => song.addedById === user.userId)) return;
      void import('@/features/room/lib/song-notices').then(({ noticeForMe }) => {
        const told = noticeForMe(notice, user.userId);
        if (told) toast(told);
      });
    },
    [partyOver, known, toast, user.userId],
  );
  const { down, room, users, queue, playing, refresh } = useLiveRoom(roomId, { withUsers: true, onRemoved, onChange });
  useRoomNotices(roomId, (notice) => toast({ title: t('Song skipped'), description: notice.message, variant: 'destructive' }));

  // The host: the owner, or an admin watching any room (docs/product.md §6; the API lets admins run any
  // room, and the Room Rules card shows 'Admin access'). Neither is ever "removed" for not being
  // in the user list.
  const owner = room.data !== undefined && !user.isGuest && (room.data.ownerId === user.userId || isAdmin(user));
  useMembership(user, roomId, users.data, owner, removed);
  const { add, remove } = useRoomControls(roomId, refresh);
  const queueLength = queue.data?.items.length ?? 0;
  const current = playing.data?.currentlyPlaying ?? null;

  // No answer at all (the phone lost the network, the server is away) is not a refusal: the room
  // stays as last seen, or, opened offline from the app's cache (src/sw.ts), says it is
  // reconnecting; it is polled meanwhile (useLiveRoom) and comes back by itself.
  const unreachable = room.isError && !(room.error instanceof ApiError);
  if (room.isError && !unreachable) return <RoomUnavailable message={errorMessage(room.error, t('The room could not be loaded.'))} />;
  if (!room.data) {
    return (
      <AppShell>
        <Stack sx={{ py: 10, alignItems: 'center', gap: 2 }}>
          <CircularProgress aria-label={unreachable ? t(RECONNECTING) : t('Loading the room')} />
          {unreachable ? <Typography role="status">{t(RECONNECTING)}</Typography> : null}
        </Stack>
      </AppShell>
    );
  }
  if (!room.data.isActive) return <RoomUnavailable message={t('This party has ended.')} />;

  const data = room.data;
  const people = users.data ?? [];
  const online = people.filter((person) => person.online).length;
  const nothingPlaying = !playing.data?.currentlyPlaying;
  const remote = owner && params.get('view') === 'remote';
  const hostName = people.find((person) => person.isOwner)?.displayName;
  const waiting =
    queueLength === 1
      ? t('{count} song is waiting in the queue.', { count: queueLength })
      : t('{count} songs are waiting in the queue.', { count: queueLength });
  // Songs wait but nothing plays yet: the empty-queue lines would tell the room to add songs it already has.
  const idle =
    nothingPlaying && queueLength > 0
      ? owner
        ? { title: t('Ready when you are'), text: t('{waiting} Press Play Next to start the show.', { waiting }) }
        : {
            title: hostName ? t('Waiting for {host} to start the show', { host: hostName }) : t('Waiting for the host to start the show'),
            text: waiting,
          }
      : undefined;

  const header = (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {owner ? data.name : t('Welcome to {name}!', { name: data.name })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
          <Pill label={t('Code {code}', { code: data.code })} sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.12em' }} />
          <Pill icon={<Groups />} label={t('{count} online', { count: online })} variant="outlined" />
          <Suspense fallback={null}>
            <RoomTimer expiresAt={data.expiresAt} />
          </Suspense>
          {/* No icon: the badge's words are enough, and a guest's download has no room to spare (docs/performance.md §5). */}
          {data.isLocked ? <Pill label={t('Locked')} color="warning" variant="outlined" /> : null}
          {!owner ? <YoursChip queue={queue.data} playing={playing.data} userId={user.userId} /> : null}
          {down || unreachable ? <Pill size="small" label={t(RECONNECTING)} color="warning" variant="outlined" /> : null}
        </Stack>
      </Box>
      {!owner ? (
        <Suspense fallback={null}>
          <GuestActions
            user={user}
            roomId={roomId}
            roomName={data.name}
            hostName={data.ownerName}
            songsWaiting={queue.data?.items.filter((item) => item.addedById === user.userId).length ?? 0}
            onLeft={left}
          />
        </Suspense>
      ) : null}
      {owner ? (
        <Suspense fallback={null}>
          <HostHeaderActions roomId={roomId} locked={data.isLocked} fullRow={remote} onSettings={() => setSettingsOpen(true)} />
        </Suspense>
      ) : null}
    </Stack>
  );

  const queuePanel = (host?: { onClear: () => void; onMove: (item: QueueItem, position: number) => void }) => (
    <QueueTabs roomId={roomId} userId={user.userId} host={owner} queueCount={queueLength} songKey={current ? `${current.videoId}@${current.startedAt}` : null}>
      <QueuePanel
        queue={queue.data}
        playing={playing.data}
        owner={owner}
        userId={user.userId}
        collapsible={owner && !remote}
        autoSkipMinutes={data.settings.autoSkipMinutes}
        onRemove={(item) => remove.mutate(item)}
        onClear={host?.onClear ?? (() => undefined)}
        onMove={host?.onMove ?? (() => undefined)}
      />
    </QueueTabs>
  );
  const reactions = current ? (
    <Suspense fallback={null}>
      <ReactionBar roomId={roomId} />
    </Suspense>
  ) : null;

  let body;
  if (owner) {
    body = (
      <Suspense fallback={null}>
        <HostRoomBody
          roomId={roomId}
          room={data}
          people={people}
          user={user}
          remote={remote}
          queue={queue.data}
          playing={playing.data}
          idle={idle}
          reactions={reactions}
          queuePanel={queuePanel}
          refresh={refresh}
          settingsOpen={settingsOpen}
          onCloseSettings={() => setSettingsOpen(false)}
          onAdd={() => setAdding(true)}
          onOpenFull={() => navigate(`/room/${roomId}`)}
        />
      </Suspense>
    );
  } else {
    body = (
      <Columns md="7fr 5fr">
        <Box>
          <Stack spacing={2}>
            <YourTurn queue={queue.data} playing={playing.data} userId={user.userId} />
            {myPlaces(queue.data, user.userId).length > 0 || turnOf(queue.data, playing.data, user.userId) ? (
              <Suspense fallback={null}>
                <NotifyMe />
              </Suspense>
            ) : null}
            <NowPlaying
              playing={playing.data}
              withPlayer={false}
              idle={idle}
              actions={
                <Button variant="contained" size="large" startIcon={<Add />} onClick={() => setAdding(true)}>
                  {t('Add Song to Queue')}
                </Button>
              }
            />
            {reactions}
            {queuePanel()}
          </Stack>
        </Box>
        <Box>
          <Suspense fallback={null}>
            <RoomSide roomId={roomId} room={data} people={people} user={user} host={false} onBoot={() => undefined} />
          </Suspense>
        </Box>
      </Columns>
    );
  }

  return (
    <AppShell
      maxWidth={remote ? 'sm' : 'lg'}
      actions={
        !user.isGuest ? (
          <Button startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('Dashboard')}
          </Button>
        ) : undefined
      }
    >
      {header}
      {body}
      {/* Room below the last row for the floating add button (phones): it never covers a remove button. */}
      <Box aria-hidden sx={{ height: { xs: 88, md: 0 } }} />
      <Button
        variant="contained"
        color="secondary"
        aria-label={t('Add a song')}
        onClick={() => setAdding(true)}
        sx={{
          position: 'fixed',
          right: 20,
          bottom: 20,
          zIndex: 'fab',
          display: { xs: 'flex', md: 'none' },
          width: 56,
          minWidth: 56,
          height: 56,
          p: 0,
          borderRadius: '50%',
          boxShadow: 6,
          '&:active': { boxShadow: 12 },
        }}
      >
        <Add />
      </Button>
      <Suspense fallback={null}>
        {addOpened ? (
          <AddSongDialog
            open={adding}
            isGuest={user.isGuest}
            autoSkipMinutes={data.settings.autoSkipMinutes}
            onClose={() => setAdding(false)}
            onAdd={(song) => add.mutateAsync(song).catch(() => undefined)}
            queue={queue.data?.items}
            playing={playing.data?.currentlyPlaying}
          />
        ) : null}
      </Suspense>
    </AppShell>
  );
}
