import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { Columns } from '@/components/columns';
import { Notice } from '@/components/light/notice';
import type { StoredUser } from '@/lib/storage';
import type { Playing } from '@/lib/api/player';
import type { Queue, QueueItem } from '@/lib/api/queue';
import type { Room, RoomUser } from '@/lib/api/rooms';
import { useStageOpenElsewhere } from '@/hooks/stage-presence';
import { useHostControls } from '../hooks/use-host-controls';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { isAppleMobile } from '../lib/apple-mobile';
import { HostActions } from './host-buttons';
import { NowPlaying } from './now-playing';
import { RoomSide } from './room-side';
import { PhonelessTurn } from './phoneless-turn';
import { t } from '@/i18n/i18n';
import { LastCallBanner } from '@/features/requests/last-call-banner';
import { RequestsLane } from '@/features/requests/requests-lane';

const LimitsNotice = lazy(() => import('./limits-notice').then((m) => ({ default: m.LimitsNotice })));
const SettingsDialog = lazy(() => import('./settings-dialog').then((m) => ({ default: m.SettingsDialog })));

const IOS = isAppleMobile();

/**
 * The host's room below its header, with the host's controls, loaded apart so a guest's phone
 * never downloads them (docs/performance.md §5): the remote view (the buttons, what plays, the
 * queue), or the player (unless the Stage tab plays the songs) and the queue beside the side
 * column; and the settings dialog.
 */
export default function HostRoomBody({
  roomId,
  room,
  people,
  user,
  remote,
  queue,
  playing,
  idle,
  reactions,
  queuePanel,
  refresh,
  settingsOpen,
  onCloseSettings,
  onAdd,
  onOpenFull,
}: {
  roomId: string;
  room: Room;
  people: RoomUser[];
  user: StoredUser;
  remote: boolean;
  queue: Queue | undefined;
  playing: Playing | undefined;
  idle?: { title: string; text: string };
  reactions: ReactNode;
  /** The room's queue, given the host's clear and reorder. */
  queuePanel: (host: { onClear: () => void; onMove: (item: QueueItem, position: number) => void }) => ReactNode;
  refresh: RoomRefresh;
  settingsOpen: boolean;
  onCloseSettings: () => void;
  onAdd: () => void;
  onOpenFull: () => void;
}) {
  const stageOpen = useStageOpenElsewhere(roomId);
  const { clear, move, boot, advance, settings, onUnplayable } = useHostControls(roomId, playing, refresh, { onSettingsSaved: onCloseSettings });
  const queueLength = queue?.items.length ?? 0;
  // The host's player ended a song: the next one starts through skip when the queue has one.
  const onEnded = useCallback(() => {
    if (queueLength > 0) advance.mutate('ended');
  }, [queueLength, advance]);
  const actions = (
    <HostActions
      onAdd={onAdd}
      onAdvance={(how) => advance.mutate(how)}
      busy={advance.isPending}
      nothingPlaying={!playing?.currentlyPlaying}
      queueLength={queueLength}
    />
  );
  const list = queuePanel({ onClear: () => clear.mutate(), onMove: (item, position) => move.mutate({ item, position }) });
  // The Requests lane while the host approves songs (or while a request still waits), above the queue.
  const requests =
    room.settings.approveSongs || room.requests?.some((request) => request.status === 'pending') ? (
      <RequestsLane roomId={roomId} requests={room.requests ?? []} refresh={refresh} />
    ) : null;
  const lastCall = <LastCallBanner closesAt={room.settings.closesAt} closingTime={room.settings.closingTime} />;
  const settingsDialog = (
    <Suspense fallback={null}>
      <SettingsDialog room={room} open={settingsOpen} busy={settings.isPending} onSave={(patch) => settings.mutate(patch)} onClose={onCloseSettings} />
    </Suspense>
  );
  if (remote) {
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
        <PhonelessTurn queue={queue} playing={playing} />
        <Typography color="text.secondary">
          {t('Now playing:')} <strong>{playing?.currentlyPlaying?.title ?? t('nothing yet')}</strong>
        </Typography>
        <Suspense fallback={null}>
          <LimitsNotice
            guests={people.filter((person) => !person.isOwner).length}
            maxGuests={room.settings.maxGuests}
            waiting={queueLength}
            maxQueueSize={room.maxQueueSize}
            expiresAt={room.expiresAt}
          />
        </Suspense>
        {lastCall}
        {reactions}
        {requests}
        {list}
        <Button onClick={onOpenFull}>{t('Open the full room')}</Button>
        {settingsDialog}
      </Stack>
    );
  }
  return (
    <Columns md="2fr 1fr">
      <Box>
        <Stack spacing={2}>
          {IOS ? <Notice severity="info">{t('On iPad and iPhone, videos may not start by themselves: tap the video to start each song.')}</Notice> : null}
          {stageOpen === 'tab' ? <Notice severity="info">{t('The Stage tab is playing the songs; this view follows it.')}</Notice> : null}
          {stageOpen === 'screen' ? <Notice severity="info">{t('The stage is playing on another screen; this view follows it.')}</Notice> : null}
          {lastCall}
          <PhonelessTurn queue={queue} playing={playing} />
          <NowPlaying
            playing={playing}
            withPlayer={stageOpen === null}
            onEnded={onEnded}
            onUnplayable={onUnplayable}
            clockRoomId={roomId}
            actions={actions}
            idle={idle}
          />
          {reactions}
          {requests}
          {list}
        </Stack>
      </Box>
      <Box>
        <RoomSide roomId={roomId} room={room} people={people} user={user} host waiting={queueLength} onBoot={(person) => boot.mutate(person)} />
      </Box>
      {settingsDialog}
    </Columns>
  );
}
