import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WakeLockNote } from '@/components/wake-lock-note';
import { Navigate } from 'react-router';
import { AutoSkipWarning } from '@/features/evening/components/auto-skip-warning';
import { LastCallBanner } from '@/features/requests/last-call-banner';
import { IntermissionPlayer } from '@/features/evening/components/intermission-player';
import { songLengthMs } from '@/features/lyrics/lyrics-timing';
import { StageLyrics } from '@/features/lyrics/stage-lyrics';
import { useLyrics } from '@/features/lyrics/use-lyrics';
import { StageReactions } from '@/features/evening/components/stage-reactions';
import { AUTO_SKIP_WARNING_MS, autoSkipLeftMs, playedMsAt } from '@/features/evening/playing-clock';
import { VideoPlayer } from '@/features/room/components/video-player';
import { useAnnounceStage } from '@/hooks/stage-presence';
import { useLiveRoom } from '@/hooks/use-live-room';
import { useRoomNotices } from '@/hooks/use-room-notices';
import { guestLink, useInviteBase } from '@/lib/invite-link';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { useNow } from '@/lib/use-now';
import { t, useRoomLanguage } from '@/i18n/i18n';
import { serverNotice } from '@/i18n/server-notices';
import { LibraryPlayer } from '@/features/room/components/library-player';
import { type StagePhase, StageOverlay, type StageSong } from './stage-overlay';
import { ActivationNote, needsActivation, StageEnded, StageLoading } from './stage-status';
import { useInterstitial } from './use-interstitial';
import { phonelessTurn, phonelessTurnText } from '@/lib/phoneless-turn';
import { useStageControls, useStageHeartbeat } from './use-stage-controls';
import { useStageKeys } from './use-stage-keys';
import { DID_NOT_START_ERROR, useStartWatchdog } from './use-start-watchdog';
import { singerNames } from '@/lib/singer-names';

/** A cued player gives no signal; its onEnded is never called. */
const ignoreCueEnd = () => undefined;

/** How long the "Now singing" banner and the up-next strip with the QR stay at a song's start. */
const NOW_SINGING_MS = 8_000;
const DETAILS_MS = 20_000;
const NOTICE_MS = 6_000;

/**
 * The stage: `/room/{roomId}?view=stage`, for a TV or projector (host and admins). The video fills
 * the screen; between songs an "Up next" interstitial counts down (the room's interstitialSeconds)
 * and starts the next song by itself; a video that cannot play is reported and skipped; with
 * nothing queued, the party's name and its QR code. Keys: Space pauses, N next, F full screen, [ and ]
 * move the lyrics earlier or later (StageLyrics).
 */
export default function StageView({ roomId, user }: { roomId: string; user: StoredUser }) {
  const { room, queue, playing, refresh } = useLiveRoom(roomId);
  useRoomLanguage(room.data?.settings.language);
  const now = useNow(250);
  const [paused, setPaused] = useState(false);
  const [notice, setNotice] = useState<{ text: string; until: number } | null>(null);
  const [endedKey, setEndedKey] = useState<string | null>(null);
  const seenAt = useRef(new Map<string, number>());
  const lastCue = useRef<{ key: string; videoId: string } | null>(null);
  const playerKeys = useRef(new Map<string, string>());
  useAnnounceStage(roomId);
  const invite = useInviteBase();
  useStageHeartbeat(user.userId);

  const show = useCallback((text: string) => setNotice({ text, until: Date.now() + NOTICE_MS }), []);
  // In the stage's language, from the notice's code (the server's `message` is English).
  useRoomNotices(roomId, (heard) => show(serverNotice(heard)));
  const { advance, dropUpcoming, unplayable, letFinish } = useStageControls(roomId, playing.data, refresh, { onAdvanced: () => setPaused(false) });

  const current = playing.data?.currentlyPlaying ?? null;
  // The player's own clock (YouTube's or the <video>'s): the lyrics follow what is heard.
  const playerTime = useRef<(() => number) | null>(null);
  const lyricsQuery = useLyrics(roomId, current?.videoId ?? null, room.data?.settings.lyrics !== false);
  const lyrics = lyricsQuery.data && lyricsQuery.data.videoId === current?.videoId ? lyricsQuery.data : undefined;
  const items = queue.data?.items ?? [];
  // A singer without a phone hears their turn from the stage (docs/product.md "Singers without a phone").
  const phoneless = phonelessTurn(queue.data, playing.data);
  const phonelessTold = useRef<string | null>(null);
  useEffect(() => {
    if (!phoneless || phonelessTold.current === phoneless.key) return;
    phonelessTold.current = phoneless.key;
    show(phonelessTurnText(phoneless));
  }, [phoneless, show]);
  const head = items[0] ?? null;
  const songKey = current ? `${current.videoId}@${current.startedAt}` : null;
  const ended = songKey !== null && endedKey === songKey;
  const phase: StagePhase = head && (!current || ended) ? 'interstitial' : current && !ended ? 'playing' : 'empty';
  const seconds = room.data?.settings.interstitialSeconds ?? 10;

  // A new song starts playing, whatever paused the last one.
  useEffect(() => setPaused(false), [songKey]);

  // When this stage first saw each song start (the banners time from it).
  if (songKey && !seenAt.current.has(songKey)) seenAt.current.set(songKey, Date.now());
  const sinceStart = songKey ? now - (seenAt.current.get(songKey) ?? now) : 0;

  const advanceMutate = advance.mutate;
  const playNext = useCallback(() => advanceMutate('next'), [advanceMutate]);
  const interstitialKey = phase === 'interstitial' && head ? head.queueItemId : null;
  const { msLeft, startNow } = useInterstitial({ roomId, interstitialKey, songKey, seconds, paused, now, playNext, refresh });

  const onEnded = useCallback(
    (videoId: string) => {
      if (!current || current.videoId !== videoId) return;
      setEndedKey(songKey);
      // Nothing waiting: clear the stage (the empty stage, never a black rectangle).
      if (items.length === 0) playNext();
    },
    [current, songKey, items.length, playNext],
  );
  const onUnplayable = useCallback(
    (videoId: string, errorCode: number) => {
      show(t('"{title}" can\'t be played here, so the party moves on.', { title: current?.title ?? videoId }));
      unplayable.mutate({ videoId, errorCode });
    },
    [current, show, unplayable],
  );
  // A song whose player neither starts nor fails within START_LIMIT_MS is unplayable too: the TV
  // never stays black with every phone on "Now playing". The clock waits while paused and while
  // the browser still wants its first click (ActivationNote) before it plays anything.
  const watchdog = useStartWatchdog({
    turnKey: phase === 'playing' ? songKey : null,
    videoId: current?.videoId ?? null,
    holding: paused || needsActivation(),
    onStalled: (videoId) => onUnplayable(videoId, DID_NOT_START_ERROR),
  });
  const settle = watchdog.settle;
  const onPlayerEnded = useCallback(
    (videoId: string) => {
      settle(videoId);
      onEnded(videoId);
    },
    [settle, onEnded],
  );
  const onPlayerUnplayable = useCallback(
    (videoId: string, errorCode: number) => {
      settle(videoId);
      onUnplayable(videoId, errorCode);
    },
    [settle, onUnplayable],
  );
  // A library song up next is cued during "Up next": its player loads the file out of sight, and
  // keeps its key when the song starts, so the same player plays what it already holds. The key is
  // the queue item's, kept for the song it becomes (the same song twice in a row gets a new player).
  const cue = phase === 'interstitial' && head?.source === 'library' ? { key: `item-${head.queueItemId}`, videoId: head.videoId } : null;
  if (cue) lastCue.current = cue;
  if (songKey && current?.source === 'library' && !playerKeys.current.has(songKey)) {
    const cued = lastCue.current?.videoId === current.videoId ? lastCue.current.key : songKey;
    playerKeys.current.set(songKey, cued);
    lastCue.current = null;
  }
  const skipping = advance.isPending;
  const togglePause = useCallback(() => setPaused((p) => !p), []);
  const skip = useCallback(() => (skipping ? undefined : advanceMutate('skip')), [skipping, advanceMutate]);
  useStageKeys(phase, { togglePause, startNow, skip });

  if (room.isPending) return <StageLoading />;
  if (room.isError || !room.data.isActive) return <StageEnded />;
  const data = room.data;
  if (data.ownerId !== user.userId && !isAdmin(user)) return <Navigate to={`/room/${roomId}`} replace />;

  const toSong = (item: {
    queueItemId: number;
    title: string;
    addedBy: string;
    orderReason?: string;
    singers?: { displayName: string; state: string }[];
  }): StageSong => ({
    key: item.queueItemId,
    title: item.title,
    singer: singerNames(item),
    reason: item.orderReason,
  });
  const song: StageSong | null =
    phase === 'interstitial' && head
      ? toSong(head)
      : current
        ? { key: songKey ?? '', title: current.title, singer: current.isRickRoll ? t('Everyone!') : singerNames(current) }
        : null;
  const upNext = (phase === 'interstitial' ? items.slice(1) : items).slice(0, 3).map(toSong);
  const remainingMs = data.expiresAt ? new Date(data.expiresAt).getTime() - now : null;
  const autoSkipMinutes = data.settings.autoSkipMinutes;
  const autoSkipLeft = phase === 'playing' && current ? autoSkipLeftMs(current, autoSkipMinutes, now) : null;

  return (
    <Box data-testid="stage" sx={{ position: 'fixed', inset: 0, bgcolor: '#000', overflow: 'hidden', cursor: 'none', '&:hover': { cursor: 'default' } }}>
      {current && !ended ? (
        current.source === 'library' ? (
          <LibraryPlayer
            key={playerKeys.current.get(songKey ?? '') ?? songKey}
            roomId={roomId}
            videoId={current.videoId}
            onStarted={settle}
            onEnded={onPlayerEnded}
            onUnplayable={onPlayerUnplayable}
            clock={{ roomId, song: current }}
            paused={paused}
            timeRef={playerTime}
          />
        ) : (
          <VideoPlayer
            videoId={current.videoId}
            onStarted={settle}
            onEnded={onPlayerEnded}
            onUnplayable={onPlayerUnplayable}
            clock={{ roomId, song: current }}
            paused={paused}
            timeRef={playerTime}
            captions={lyrics?.kind === 'none'}
          />
        )
      ) : cue ? (
        <LibraryPlayer key={cue.key} roomId={roomId} videoId={cue.videoId} cued onEnded={ignoreCueEnd} />
      ) : null}
      <ActivationNote />
      <WakeLockNote />
      {phase === 'playing' && current && (lyrics?.kind === 'synced' || lyrics?.kind === 'plain') ? (
        <StageLyrics
          roomId={roomId}
          lyrics={lyrics}
          clockMs={() => playerTime.current?.() ?? playedMsAt(current, Date.now())}
          durationMs={songLengthMs(current.duration)}
        />
      ) : null}
      <StageOverlay
        phase={phase}
        roomName={data.name}
        code={data.code}
        joinUrl={guestLink(data.code, invite.origin)}
        song={song}
        upNext={upNext}
        showNowSinging={phase === 'playing' && sinceStart < NOW_SINGING_MS}
        showDetails={phase === 'playing' && sinceStart < DETAILS_MS}
        remainingMs={remainingMs}
        secondsLeft={Math.ceil(msLeft / 1000)}
        paused={paused}
        notice={notice && notice.until > now ? notice.text : null}
        onStartNow={startNow}
        onSkipUpcoming={head ? () => dropUpcoming.mutate(head.queueItemId) : undefined}
      />
      {phase === 'empty' && data.settings.intermission ? <IntermissionPlayer intermission={data.settings.intermission} /> : null}
      {phase === 'playing' ? <StageReactions roomId={roomId} /> : null}
      {/* The closing time's last 15 minutes (docs/product.md "Requests and closing time"). */}
      <Box sx={{ position: 'absolute', bottom: '4vh', left: '3vw', maxWidth: '42vw', zIndex: 3 }}>
        <LastCallBanner closesAt={data.settings.closesAt} closingTime={data.settings.closingTime} big />
      </Box>
      {autoSkipLeft !== null && autoSkipLeft <= AUTO_SKIP_WARNING_MS ? (
        <AutoSkipWarning leftMs={autoSkipLeft} limitMinutes={autoSkipMinutes} busy={letFinish.isPending} onLetFinish={() => letFinish.mutate()} />
      ) : null}
    </Box>
  );
}
