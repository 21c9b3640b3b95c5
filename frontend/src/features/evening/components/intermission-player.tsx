import MusicNote from '@mui/icons-material/MusicNote';
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { loadYouTubeApi } from '@/features/room/components/video-player';
import { t } from '@/i18n/i18n';

/** How loud the music between songs plays (YouTube's 0-100): background, not a performance. */
export const INTERMISSION_VOLUME = 25;

interface IntermissionLink {
  videoId: string | null;
  playlistId: string | null;
}

interface QuietPlayer {
  setVolume?(volume: number): void;
  playVideo?(): void;
  destroy(): void;
}

/**
 * The host's music between songs, played quietly in a corner of the empty stage. It exists only
 * while the queue is empty: the moment a song is queued the stage leaves the empty phase and this
 * player is gone.
 */
export function IntermissionPlayer({ intermission }: { intermission: IntermissionLink }) {
  const host = useRef<HTMLDivElement>(null);
  const { videoId, playlistId } = intermission;
  useEffect(() => {
    let player: QuietPlayer | null = null;
    let cancelled = false;
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled || !host.current) return;
        const mount = document.createElement('div');
        host.current.replaceChildren(mount);
        const vars: Record<string, number | string> = { autoplay: 1, playsinline: 1, rel: 0, modestbranding: 1, controls: 0, loop: 1 };
        if (playlistId) Object.assign(vars, { listType: 'playlist', list: playlistId });
        else if (videoId) vars.playlist = videoId; // a single video loops through a playlist of itself
        const Player = YT.Player as unknown as new (element: HTMLElement, options: Record<string, unknown>) => QuietPlayer;
        player = new Player(mount, {
          ...(videoId ? { videoId } : {}),
          width: '100%',
          height: '100%',
          playerVars: vars,
          events: {
            onReady: () => {
              player?.setVolume?.(INTERMISSION_VOLUME);
              player?.playVideo?.();
            },
          },
        });
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [videoId, playlistId]);

  return (
    <Stack spacing={0.75} data-testid="intermission" sx={{ position: 'absolute', left: '3vw', bottom: '4vh', width: '26vmin', zIndex: 1 }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: '#000', boxShadow: 6 }}>
        <Box ref={host} sx={{ position: 'absolute', inset: 0, '& iframe': { width: '100%', height: '100%', border: 0 } }} />
      </Box>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: '#e9d5ff' }}>
        <MusicNote sx={{ fontSize: 'clamp(14px, 2vmin, 26px)' }} />
        <Typography sx={{ fontWeight: 700, fontSize: 'clamp(12px, 1.8vmin, 24px)' }}>{t('Music until the next song')}</Typography>
      </Stack>
    </Stack>
  );
}
