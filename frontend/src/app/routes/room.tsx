import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Groups from '@mui/icons-material/Groups';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Settings from '@mui/icons-material/Settings';
import SkipNext from '@mui/icons-material/SkipNext';
import Tv from '@mui/icons-material/Tv';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppShell } from '../../components/app-shell';
import { useToast } from '../../components/toast';
import { useCurrentUser, useUser } from '../../features/auth/hooks/use-current-user';
import { NowPlaying } from '../../features/room/components/now-playing';
import { QueuePanel } from '../../features/room/components/queue-panel';
import { RoomTimer } from '../../features/room/components/room-timer';
import { UsersPanel } from '../../features/room/components/users-panel';
import { useLiveRoom } from '../../features/room/hooks/use-live-room';
import { useMembership, useRemoval } from '../../features/room/hooks/use-membership';
import { useRoomControls } from '../../features/room/hooks/use-room-controls';
import { FALLBACK_TIER_LIMITS, TIER_LABELS, tierLimitsQuery } from '../../features/tiers/api/tiers';
import { useStageOpenElsewhere } from '../../features/stage/stage-presence';
import { useRoomNotices } from '../../features/stage/use-room-notices';
import { YourTurn, YoursChip } from '../../features/stage/your-turn';
import { errorMessage } from '../../lib/api-client';
import { isAdmin, type StoredUser } from '../../lib/storage';
import { Notice } from '../../components/notice';
import { Pill } from '../../components/pill';

// Loaded when needed, or for the host only: a guest reaching the room downloads none of these
// (docs/performance.md §5: ≤ 150 KB gzip).
const AddSongDialog = lazy(() => import('../../features/room/components/add-song-dialog').then((m) => ({ default: m.AddSongDialog })));
const InvitePanel = lazy(() => import('../../features/room/components/invite-panel').then((m) => ({ default: m.InvitePanel })));
const RoomRules = lazy(() => import('../../features/room/components/room-rules').then((m) => ({ default: m.RoomRules })));
const SettingsDialog = lazy(() => import('../../features/room/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })));
const RemovedPeople = lazy(() => import('../../features/room/components/removed-people').then((m) => ({ default: m.RemovedPeople })));

/** The TV view (the stage), loaded only when a stage is opened. */
const StageView = lazy(() => import('../../features/stage/stage-view'));

/**
 * iPad, iPhone or iPod, where videos do not start by themselves. iPadOS 13+ reports itself as a
 * Mac ("MacIntel"); only the touch points give it away (a Mac has none).
 */
export function isAppleMobile(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}
const IOS = isAppleMobile();

/**
 * The room's two columns from md up, one above the other below it (as a 12-column Grid with
 * spacing 2 laid them out; CSS grid spares a guest MUI's Grid, docs/performance.md §5). Grid items need a
 * min-width of 0 so a long title is cut rather than widening its column.
 */
function Columns({ md, children }: { md: string; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md }, '& > *': { minWidth: 0 } }}>{children}</Box>;
}

function RoomUnavailable({ message }: { message: string }) {
  const navigate = useNavigate();
  const user = useUser();
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          This room is not available
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" startIcon={<ArrowBack />} onClick={() => navigate(user && !user.isGuest ? '/dashboard' : '/guest')}>
          {user && !user.isGuest ? 'Back to Dashboard' : 'Join another room'}
        </Button>
      </Stack>
    </AppShell>
  );
}

export function RoomRoute() {
  const user = useCurrentUser();
  const { roomId = '' } = useParams();
  const [params] = useSearchParams();
  if (!user) return <RoomUnavailable message="Join with the room code, or sign in, to enter this room." />;
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
  const removed = useRemoval(user);
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // The server took this person out of the room (a boot, a kick) or ended their session: a guest's
  // stay ends either way ('Removed from Room', docs/product.md §4). A registered user whose session ended is
  // signed out by the 401 of the refetch the channel makes (lib/socket.ts).
  const onRemoved = useCallback(
    (message: string, sessionEnded: boolean) => {
      if (!sessionEnded || user.isGuest) removed(message, 2000);
    },
    [removed, user.isGuest],
  );
  const { live, room, users, queue, playing, refresh } = useLiveRoom(roomId, { withUsers: true, onRemoved });
  useRoomNotices(roomId, (notice) => toast({ title: 'Song skipped', description: notice.message, variant: 'destructive' }));
  const stageOpen = useStageOpenElsewhere(roomId);
  const tiers = useQuery(tierLimitsQuery());

  // The host: the owner, or an admin watching any room (docs/product.md §6; the API lets admins run any
  // room, and the Room Rules card shows 'Admin access'). Neither is ever "removed" for not being
  // in the user list.
  const owner = room.data !== undefined && !user.isGuest && (room.data.ownerId === user.userId || isAdmin(user));
  useMembership(user, roomId, users.data, owner, removed);
  const { add, remove, clear, move, boot, advance, settings, onUnplayable } = useRoomControls(roomId, playing.data, refresh, {
    onSettingsSaved: () => setSettingsOpen(false),
  });

  // The host's player ended a song: the next one starts through skip when the queue has one.
  const queueLength = queue.data?.items.length ?? 0;
  const onEnded = useCallback(() => {
    if (queueLength > 0) advance.mutate('skip');
  }, [queueLength, advance]);

  if (room.isPending) {
    return (
      <AppShell>
        <Stack sx={{ py: 10, alignItems: 'center' }}>
          <CircularProgress aria-label="Loading the room" />
        </Stack>
      </AppShell>
    );
  }
  if (room.isError) return <RoomUnavailable message={errorMessage(room.error, 'The room could not be loaded.')} />;
  if (!room.data.isActive) return <RoomUnavailable message="This party has ended." />;

  const data = room.data;
  const people = users.data ?? [];
  const online = people.filter((person) => person.online).length;
  const guests = people.filter((person) => !person.isOwner).length;
  const nothingPlaying = !playing.data?.currentlyPlaying;
  const remote = owner && params.get('view') === 'remote';
  const limits = tiers.data?.['1'] ?? FALLBACK_TIER_LIMITS;

  const hostActions = (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
        Add Song
      </Button>
      {nothingPlaying && queueLength > 0 ? (
        <Button variant="outlined" startIcon={<PlayArrow />} disabled={advance.isPending} onClick={() => advance.mutate('next')}>
          Play Next
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<SkipNext />} disabled={advance.isPending || nothingPlaying} onClick={() => advance.mutate('skip')}>
          Skip Song
        </Button>
      )}
    </>
  );

  const header = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {owner ? data.name : `Welcome to ${data.name}!`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
          <Pill label={`Code ${data.code}`} sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.12em' }} />
          <Pill icon={<Groups />} label={`${online} online`} variant="outlined" />
          <RoomTimer expiresAt={data.expiresAt} />
          {!owner ? <YoursChip queue={queue.data} userId={user.userId} /> : null}
          {!live ? <Pill size="small" label="Reconnecting…" color="warning" variant="outlined" /> : null}
        </Stack>
      </Box>
      {owner ? (
        <Button variant="outlined" startIcon={<Tv />} href={`/room/${roomId}?view=stage`} target="_blank" rel="noopener">
          Stage
        </Button>
      ) : null}
      {owner ? (
        <Button variant="outlined" startIcon={<Settings />} onClick={() => setSettingsOpen(true)}>
          Room Settings
        </Button>
      ) : null}
    </Stack>
  );

  const queuePanel = (
    <QueuePanel
      queue={queue.data}
      owner={owner}
      collapsible={owner && !remote}
      onRemove={(item) => remove.mutate(item)}
      onClear={() => clear.mutate()}
      onMove={(item, position) => move.mutate({ item, position })}
    />
  );

  let body;
  if (remote) {
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1}>
          {hostActions}
        </Stack>
        <Typography color="text.secondary">
          Now playing: <strong>{playing.data?.currentlyPlaying?.title ?? 'nothing yet'}</strong>
        </Typography>
        {queuePanel}
        <Button onClick={() => navigate(`/room/${roomId}`)}>Open the full room</Button>
      </Stack>
    );
  } else if (owner) {
    body = (
      <Columns md="2fr 1fr">
        <Box>
          <Stack spacing={2}>
            {IOS ? <Notice severity="info">On iPad and iPhone, videos may not start by themselves: tap the video to start each song.</Notice> : null}
            {stageOpen ? <Notice severity="info">The Stage tab is playing the songs; this view follows it.</Notice> : null}
            <NowPlaying playing={playing.data} withPlayer={!stageOpen} onEnded={onEnded} onUnplayable={onUnplayable} actions={hostActions} />
            {queuePanel}
          </Stack>
        </Box>
        <Box>
          <Stack spacing={2}>
            <Suspense fallback={null}>
              <InvitePanel code={data.code} guests={guests} maxGuests={data.settings.maxGuests} />
            </Suspense>
            <UsersPanel users={people} owner myUserId={user.userId} onBoot={(person) => boot.mutate(person)} />
            <Suspense fallback={null}>
              <RemovedPeople roomId={roomId} />
            </Suspense>
            <Suspense fallback={null}>
              <RoomRules room={data} isAdmin={user.role === 'admin'} />
            </Suspense>
            {user.subscriptionTier === 1 ? (
              <Notice severity="info">
                {TIER_LABELS[1]} rooms last {limits.roomTimeMinutes} minutes with up to {limits.guestsPerRoom} guests and {limits.maxQueueSize} songs waiting.
                Upgrade for longer, bigger parties.
              </Notice>
            ) : null}
          </Stack>
        </Box>
      </Columns>
    );
  } else {
    body = (
      <Columns md="7fr 5fr">
        <Box>
          <Stack spacing={2}>
            <YourTurn queue={queue.data} playing={playing.data} userId={user.userId} />
            <NowPlaying
              playing={playing.data}
              withPlayer={false}
              actions={
                <Button variant="contained" size="large" startIcon={<Add />} onClick={() => setAdding(true)}>
                  Add Song to Queue
                </Button>
              }
            />
            {queuePanel}
          </Stack>
        </Box>
        <Box>
          <UsersPanel users={people} owner={false} myUserId={user.userId} onBoot={() => undefined} />
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
            Dashboard
          </Button>
        ) : undefined
      }
    >
      {header}
      {body}
      <Button
        variant="contained"
        color="secondary"
        aria-label="Add a song"
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
          <AddSongDialog open={adding} isGuest={user.isGuest} onClose={() => setAdding(false)} onAdd={(song) => add.mutateAsync(song).catch(() => undefined)} />
        ) : null}
        {owner ? (
          <SettingsDialog
            room={data}
            open={settingsOpen}
            busy={settings.isPending}
            onSave={(patch) => settings.mutate(patch)}
            onClose={() => setSettingsOpen(false)}
          />
        ) : null}
      </Suspense>
    </AppShell>
  );
}
