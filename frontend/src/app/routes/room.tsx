import { lazy, Suspense } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { QueueTabs } from '@/features/evening/components/queue-tabs';
import { AddSongLauncher } from '@/features/room/components/add-song-launcher';
import { GuestRoomBody } from '@/features/room/components/guest-room-body';
import { QueuePanel } from '@/features/room/components/queue-panel';
import { RoomHeader } from '@/features/room/components/room-header';
import { BackToDashboard, RoomLoading, RoomUnavailable } from '@/features/room/components/room-status';
import { useRoomScreen } from '@/features/room/hooks/use-room-screen';
import { idleLines } from '@/features/room/lib/idle';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useStageHeard } from '@/hooks/stage-heard';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { QueueItem } from '@/lib/api/queue';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';

/** A room opened signed out: the goodbye after a party, a TV sent to pairing, or "not available" (off a guest's way in). */
const SignedOutRoom = lazy(() => import('./room-signed-out'));

/** "Notify me when it's my turn", once the person has a song waiting: only then can it be their turn. */
const NotifyMe = lazy(() => import('@/features/push/notify-me').then((m) => ({ default: m.NotifyMe })));

/** The TV view (the stage), loaded only when a stage is opened. */
const StageView = lazy(() => import('@/features/stage/stage-view'));
/** The reactions, loaded when a song plays (docs/performance.md §5). */
const ReactionBar = lazy(() => import('@/features/evening/components/reaction-bar').then((m) => ({ default: m.ReactionBar })));
/** The read-only second screen (`?view=board`), for anyone in the room. */
const BoardView = lazy(() => import('@/features/evening/components/board-view'));
/** The floating Add button of phones, a moment after the room shows (the in-flow one is there at once; docs/performance.md §5). */
const AddSongFab = lazy(() => import('@/features/room/components/add-song-fab').then((m) => ({ default: m.AddSongFab })));
/** The host's room below the header (player or remote view), off a guest's download. */
const HostRoomBody = lazy(() => import('@/features/room/components/host-room-body'));

export function RoomRoute() {
  const user = useCurrentUser();
  const { roomId = '' } = useParams();
  const [params] = useSearchParams();
  if (!user) {
    return (
      <Suspense fallback={null}>
        <SignedOutRoom />
      </Suspense>
    );
  }
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
  const navigate = useNavigate();
  const screen = useRoomScreen(roomId, user);
  const stageOpen = useStageHeard(roomId);
  const { down, room, users, queue, playing, refresh, owner, remote, add, remove, setAdding } = screen;
  const queueLength = queue.data?.items.length ?? 0;
  const current = playing.data?.currentlyPlaying ?? null;

  // No answer at all (the phone lost the network, the server is away) is not a refusal: the room
  // stays as last seen, or, opened offline from the app's cache (src/sw.ts), says it is
  // reconnecting; it is polled meanwhile (useLiveRoom) and comes back by itself.
  const unreachable = room.isError && !(room.error instanceof ApiError);
  if (room.isError && !unreachable) return <RoomUnavailable message={errorMessage(room.error, t('The room could not be loaded.'))} />;
  if (!room.data) return <RoomLoading unreachable={unreachable} />;
  if (!room.data.isActive) return <RoomUnavailable message={t('This party has ended.')} />;

  const data = room.data;
  const people = users.data ?? [];
  const hostName = people.find((person) => person.isOwner)?.displayName;
  const idle = idleLines({ owner, queueLength, nothingPlaying: !current, hostName, stageOpen });
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
      <ReactionBar roomId={roomId} overPicture={!owner} />
    </Suspense>
  ) : null;
  const body = { roomId, room: data, people, user, queue: queue.data, playing: playing.data, idle, reactions, onAdd: () => setAdding(true) };

  return (
    <AppShell maxWidth={remote ? 'sm' : 'lg'} actions={!user.isGuest ? <BackToDashboard /> : undefined}>
      <RoomHeader
        {...body}
        owner={owner}
        remote={remote}
        reconnecting={down || unreachable}
        onLeft={screen.left}
        onSettings={() => screen.setSettingsOpen(true)}
      />
      {owner ? (
        <Suspense fallback={null}>
          <HostRoomBody
            {...body}
            remote={remote}
            queuePanel={queuePanel}
            refresh={refresh}
            settingsOpen={screen.settingsOpen}
            onCloseSettings={() => screen.setSettingsOpen(false)}
            onOpenFull={() => navigate(`/room/${roomId}`)}
          />
        </Suspense>
      ) : (
        <GuestRoomBody
          {...body}
          queuePanel={queuePanel()}
          notifyMe={
            <Suspense fallback={null}>
              <NotifyMe />
            </Suspense>
          }
        />
      )}
      <Suspense fallback={null}>
        <AddSongFab onClick={() => setAdding(true)} />
      </Suspense>
      <AddSongLauncher
        opened={screen.addOpened}
        open={screen.adding}
        user={user}
        autoSkipMinutes={data.settings.autoSkipMinutes}
        queue={queue.data}
        playing={playing.data}
        onClose={() => setAdding(false)}
        onAdd={(song) => add.mutateAsync(song).catch(() => undefined)}
      />
    </AppShell>
  );
}
