import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useErrorToast } from '@/components/toast';
import type { ReportUnplayableDto } from '@api-types';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { type Playing, playingKey, playingQuery, playNext, skipSong } from '@/lib/api/player';
import { removeQueueItem } from '@/lib/api/queue';
import { VideoPlayer } from '@/features/room/components/video-player';
import { useLiveRoom } from '@/hooks/use-live-room';
import { guestLink } from '@/lib/invite-link';
import { heartbeat } from '@/lib/api/users';
import { letSongFinish } from '@/lib/api/evening';
import { AutoSkipWarning } from '@/features/evening/components/auto-skip-warning';
import { IntermissionPlayer } from '@/features/evening/components/intermission-player';
import { StageReactions } from '@/features/evening/components/stage-reactions';
import { AUTO_SKIP_WARNING_MS, autoSkipLeftMs } from '@/features/evening/playing-clock';
import { reportUnplayable } from '@/lib/api/stage';
import { type StagePhase, StageOverlay, type StageSong } from './stage-overlay';
import { useAnnounceStage } from '@/hooks/stage-presence';
import { useRoomNotices } from '@/hooks/use-room-notices';
import { useNow } from '@/lib/use-now';
import { t, useRoomLanguage } from '@/i18n/i18n';

/** How long the "Now singing" banner and the up-next strip with the QR stay at a song's start. */
const NOW_SINGING_MS = 8_000;
const DETAILS_MS = 20_000;
const NOTICE_MS = 6_000;

/**
 * Browsers start videos with sound only on a page someone has interacted with; a stage opened in
 * a new tab has not been yet. Chromium tells (navigator.userActivation); elsewhere we cannot know.
 */
function needsActivation(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation !== undefined && !activation.hasBeenActive;
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The stage: `/room/{roomId}?view=stage`, for a TV or projector (host and admins). The video fills
 * the screen; between songs an "Up next" interstitial counts down (the room's interstitialSeconds)
 * and starts the next song by itself; a video that cannot play is reported and skipped; with
 * nothing queued, the party's name and its QR code. Keys: Space pauses, N next, F full screen.
 */
export default function StageView({ roomId, user }: { roomId: string; user: StoredUser }) {
  const queryClient = useQueryClient();
  const failed = useErrorToast();
  const { room, queue, playing, refresh } = useLiveRoom(roomId);
  useRoomLanguage(room.data?.settings.language);
  const now = useNow(250);
  const [paused, setPaused] = useState(false);
  const [notice, setNotice] = useState<{ text: string; until: number } | null>(null);
  const [endedKey, setEndedKey] = useState<string | null>(null);
  const seenAt = useRef(new Map<string, number>());
  useAnnounceStage(roomId);

  // The host stays "online" while the stage runs the party (docs/product.md §9 heartbeat).
  useEffect(() => {
    void heartbeat(user.userId).catch(() => undefined);
    const timer = setInterval(() => void heartbeat(user.userId).catch(() => undefined), 30_000);
    return () => clearInterval(timer);
  }, [user.userId]);

  const show = useCallback((text: string) => setNotice({ text, until: Date.now() + NOTICE_MS }), []);
  useRoomNotices(roomId, (heard) => show(heard.message));

  const applyPlaying = (answer: Pick<Playing, 'currentlyPlaying'>) => {
    queryClient.setQueryData<Playing>(playingKey(roomId), (old) => (old ? { ...old, currentlyPlaying: answer.currentlyPlaying } : old));
    refresh('playing', 'queue');
  };
  const advance = useMutation({
    mutationFn: (how: 'next' | 'skip') => (how === 'skip' ? skipSong(roomId, playing.data?.currentlyPlaying) : playNext(roomId)),
    onSuccess: (answer) => {
      setPaused(false);
      applyPlaying(answer);
    },
    onError: failed(t('Error'), t('Failed to play next song')),
  });
  const dropUpcoming = useMutation({
    mutationFn: (queueItemId: number) => removeQueueItem(queueItemId),
    onSettled: () => refresh('queue'),
    onError: failed(t('Error'), t('Failed to remove song')),
  });
  const unplayable = useMutation({
    mutationFn: (report: { videoId: string; errorCode: number }) => reportUnplayable(roomId, report as ReportUnplayableDto),
    onSuccess: applyPlaying,
    onError: failed(t('Error'), t('Failed to skip the song that cannot play')),
  });

  const current = playing.data?.currentlyPlaying ?? null;
  const letFinish = useMutation({
    mutationFn: () => letSongFinish(roomId, current!),
    onSuccess: (answer) => queryClient.setQueryData<Playing>(playingKey(roomId), (old) => (old && old.version <= answer.version ? answer : old)),
    onError: failed(t('Error'), t('Failed to let the song finish')),
  });
  const items = queue.data?.items ?? [];
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

  // The interstitial's countdown, per upcoming song; Space pauses it too.
  const interstitialKey = phase === 'interstitial' && head ? head.queueItemId : null;
  const [deadline, setDeadline] = useState<{ key: number; at: number; left: number } | null>(null);
  useEffect(() => {
    if (interstitialKey === null) return setDeadline(null);
    setDeadline({ key: interstitialKey, at: Date.now() + seconds * 1000, left: seconds * 1000 });
  }, [interstitialKey, seconds]);
  useEffect(() => {
    setDeadline((d) => (d ? (paused ? { ...d, left: Math.max(0, d.at - Date.now()) } : { ...d, at: Date.now() + d.left }) : d));
  }, [paused]);
  // Until the effect above arms this song's countdown, it shows the full pause (never a flash of 0).
  const msLeft = deadline && deadline.key === interstitialKey ? (paused ? deadline.left : Math.max(0, deadline.at - now)) : seconds * 1000;
  const startedFor = useRef<number | null>(null);
  const startNow = useCallback(() => {
    if (interstitialKey === null || startedFor.current === interstitialKey) return;
    startedFor.current = interstitialKey;
    // A second stage (or the host's Skip) may have started it already: look first, so the song
    // that just began is not skipped by a late play-next.
    const expected = songKey;
    queryClient
      .fetchQuery({ ...playingQuery(roomId), staleTime: 0 })
      .then((fresh) => {
        const now = fresh.currentlyPlaying;
        if ((now ? `${now.videoId}@${now.startedAt}` : null) === expected) advance.mutate('next');
        else refresh('queue');
      })
      .catch(() => advance.mutate('next'));
  }, [interstitialKey, songKey, queryClient, roomId, advance, refresh]);
  useEffect(() => {
    if (deadline && deadline.key === interstitialKey && !paused && msLeft <= 0) startNow();
  }, [deadline, interstitialKey, paused, msLeft, startNow]);

  const onEnded = useCallback(
    (videoId: string) => {
      if (!current || current.videoId !== videoId) return;
      setEndedKey(songKey);
      // Nothing waiting: clear the stage (the empty stage, never a black rectangle).
      if (items.length === 0) advance.mutate('next');
    },
    [current, songKey, items.length, advance],
  );
  const onUnplayable = useCallback(
    (videoId: string, errorCode: number) => {
      show(t('"{title}" can\'t be played here, so the party moves on.', { title: current?.title ?? videoId }));
      unplayable.mutate({ videoId, errorCode });
    },
    [current, show, unplayable],
  );

  // Keys, for a TV with a keyboard and no pointer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ') {
        event.preventDefault();
        if (phase !== 'empty') setPaused((p) => !p);
      } else if (event.key === 'n' || event.key === 'N') {
        if (phase === 'interstitial') startNow();
        else if (phase === 'playing' && !advance.isPending) advance.mutate('skip');
      } else if (event.key === 'f' || event.key === 'F') {
        toggleFullscreen();
      }
    };
    const swallowSpace = (event: KeyboardEvent) => event.key === ' ' && event.preventDefault();
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', swallowSpace);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', swallowSpace);
    };
  }, [phase, startNow, advance]);

  if (room.isPending) {
    return (
      <Stack sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('Loading the stage')} />
      </Stack>
    );
  }
  if (room.isError || !room.data.isActive) {
    return (
      <Stack
        spacing={2}
        sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', color: '#fff', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {t('This party has ended.')}
        </Typography>
        <Button variant="contained" href="/dashboard">
          {t('Back to Dashboard')}
        </Button>
      </Stack>
    );
  }
  const data = room.data;
  if (data.ownerId !== user.userId && !isAdmin(user)) return <Navigate to={`/room/${roomId}`} replace />;

  const toSong = (item: { queueItemId: number; title: string; addedBy: string; orderReason?: string }): StageSong => ({
    key: item.queueItemId,
    title: item.title,
    singer: item.addedBy,
    reason: item.orderReason,
  });
  const song: StageSong | null =
    phase === 'interstitial' && head
      ? toSong(head)
      : current
        ? { key: songKey ?? '', title: current.title, singer: current.isRickRoll ? t('Everyone!') : current.addedBy }
        : null;
  const upNext = (phase === 'interstitial' ? items.slice(1) : items).slice(0, 3).map(toSong);
  const remainingMs = data.expiresAt ? new Date(data.expiresAt).getTime() - now : null;
  const autoSkipMinutes = data.settings.autoSkipMinutes;
  const autoSkipLeft = phase === 'playing' && current ? autoSkipLeftMs(current, autoSkipMinutes, now) : null;

  return (
    <Box data-testid="stage" sx={{ position: 'fixed', inset: 0, bgcolor: '#000', overflow: 'hidden', cursor: 'none', '&:hover': { cursor: 'default' } }}>
      {current && !ended ? (
        <VideoPlayer videoId={current.videoId} onEnded={onEnded} onUnplayable={onUnplayable} clock={{ roomId, song: current }} paused={paused} />
      ) : null}
      {needsActivation() ? (
        <Typography
          role="note"
          sx={{
            position: 'absolute',
            left: '50%',
            top: '1.5vh',
            maxWidth: '90vw',
            textAlign: 'center',
            transform: 'translateX(-50%)',
            zIndex: 5,
            bgcolor: 'rgba(0,0,0,0.75)',
            color: '#fff',
            borderRadius: 99,
            px: 2.5,
            py: 0.75,
            fontSize: 'clamp(14px, 1.8vmin, 24px)',
          }}
        >
          {t('Click or press any key once, so the browser lets the songs play with sound')}
        </Typography>
      ) : null}
      <StageOverlay
        phase={phase}
        roomName={data.name}
        code={data.code}
        joinUrl={guestLink(data.code)}
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
      {autoSkipLeft !== null && autoSkipLeft <= AUTO_SKIP_WARNING_MS ? (
        <AutoSkipWarning leftMs={autoSkipLeft} limitMinutes={autoSkipMinutes} busy={letFinish.isPending} onLetFinish={() => letFinish.mutate()} />
      ) : null}
    </Box>
  );
}
