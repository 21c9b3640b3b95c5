import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { WakeLockNote } from '@/components/wake-lock-note';
import { BOARD_BACKDROP, TV_ACCENT, TV_INK, TV_NIGHT, tvType } from '@/components/tv-styles';
import { useLiveRoom } from '@/hooks/use-live-room';
import { guestLink, useInviteBase } from '@/lib/invite-link';
import { useNow } from '@/lib/use-now';
import { inWords, startsInSeconds } from '@/lib/estimate';
import { boardLines } from '../board';
import { t, useRoomLanguage } from '@/i18n/i18n';
import { singerNames } from '@/lib/singer-names';
import { BoardJoin } from './board-join';
import { BoardNowSinging } from './board-now-singing';
import { BoardUpNext } from './board-up-next';

const CENTRED = { position: 'fixed', inset: 0, bgcolor: TV_NIGHT, alignItems: 'center', justifyContent: 'center' } as const;

/**
 * The second screen (`/room/{roomId}?view=board`): a read-only board for a TV or a projector by
 * the bar. Now singing, who is up next in order, the room code and a large QR to join. Anyone in
 * the room may open it; it has no controls. Each song waiting says about when it starts, as the
 * phones do (lib/estimate.ts).
 */
export default function BoardView({ roomId }: { roomId: string }) {
  const { room, queue, playing } = useLiveRoom(roomId);
  useRoomLanguage(room.data?.settings.language);
  // Estimates move with the current song: a board across the room needs no finer step.
  const now = useNow(15_000);
  const invite = useInviteBase();
  if (room.isPending) {
    return (
      <Stack sx={CENTRED}>
        <CircularProgress aria-label={t('Loading the board')} />
      </Stack>
    );
  }
  if (room.isError || !room.data.isActive) {
    return (
      <Stack sx={{ ...CENTRED, color: TV_INK, textAlign: 'center', p: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {room.isError ? t('This board is not available.') : t('This party has ended.')}
        </Typography>
      </Stack>
    );
  }
  const data = room.data;
  const current = playing.data?.currentlyPlaying ?? null;
  const waiting = queue.data?.items ?? [];
  const lines = boardLines(waiting, 8, (item) => startsInSeconds(item, playing.data, now), inWords);
  return (
    <Box
      data-testid="board"
      sx={{
        position: 'relative',
        minHeight: '100dvh',
        background: BOARD_BACKDROP,
        color: TV_INK,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        gap: { xs: 3, md: '4vw' },
        p: { xs: 2.5, md: '4vw' },
        boxSizing: 'border-box',
      }}
    >
      <WakeLockNote />
      <Stack spacing={{ xs: 3, md: '4vh' }} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MicExternalOn sx={{ fontSize: tvType(28, 4, 64), color: TV_ACCENT }} />
          <Typography component="h1" dir="auto" sx={{ fontWeight: 900, fontSize: tvType(26, 4.4, 72), lineHeight: 1.1, overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
        </Stack>
        <BoardNowSinging song={current && { singer: current.isRickRoll ? t('Everyone!') : singerNames(current), title: current.title }} />
        <BoardUpNext lines={lines} more={waiting.length - lines.length} />
      </Stack>
      <BoardJoin url={guestLink(data.code, invite.origin)} code={data.code} />
    </Box>
  );
}
