import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { WakeLockNote } from '@/components/wake-lock-note';
import { useLiveRoom } from '@/hooks/use-live-room';
import { guestLink, useInviteBase } from '@/lib/invite-link';
import { useNow } from '@/lib/use-now';
import { inWords, startsInSeconds } from '@/lib/estimate';
import { boardLines } from '../board';
import { t, useRoomLanguage } from '@/i18n/i18n';
import { singerNames } from '@/lib/singer-names';

const BACKDROP = 'radial-gradient(circle at 20% 10%, #4c1d95 0%, #1e1036 50%, #0f0a1e 100%)';
const SHADOW = '0 2px 12px rgba(0,0,0,0.6)';

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
      <Stack sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('Loading the board')} />
      </Stack>
    );
  }
  if (room.isError || !room.data.isActive) {
    return (
      <Stack sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', color: '#fff', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {room.isError ? t('This board is not available.') : t('This party has ended.')}
        </Typography>
      </Stack>
    );
  }
  const data = room.data;
  const current = playing.data?.currentlyPlaying ?? null;
  const lines = boardLines(queue.data?.items ?? [], 8, (item) => startsInSeconds(item, playing.data, now), inWords);
  return (
    <Box
      data-testid="board"
      sx={{
        position: 'relative',
        minHeight: '100dvh',
        background: BACKDROP,
        color: '#fff',
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
          <MicExternalOn sx={{ fontSize: 'clamp(28px, 4vmin, 64px)', color: '#c4b5fd' }} />
          <Typography component="h1" dir="auto" sx={{ fontWeight: 900, fontSize: 'clamp(26px, 4.4vmin, 72px)', lineHeight: 1.1, overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
        </Stack>

        <Box component="section" aria-label={t('Now singing')} sx={{ bgcolor: 'rgba(15,10,30,0.6)', borderRadius: 4, p: { xs: 2, md: '3vmin' } }}>
          <Typography sx={{ color: '#c4b5fd', fontWeight: 800, letterSpacing: '0.14em', textTransform: 'uppercase', fontSize: 'clamp(13px, 2vmin, 28px)' }}>
            {t('Now singing')}
          </Typography>
          {current ? (
            <>
              <Typography
                data-testid="board-now-singer"
                dir="auto"
                sx={{ textAlign: 'match-parent', fontWeight: 900, fontSize: 'clamp(30px, 6.5vmin, 104px)', lineHeight: 1.05, mt: 1 }}
              >
                {current.isRickRoll ? t('Everyone!') : singerNames(current)}
              </Typography>
              <Typography
                dir="auto"
                sx={{ textAlign: 'match-parent', fontSize: 'clamp(18px, 3.2vmin, 48px)', fontWeight: 600, opacity: 0.92, mt: 0.5, overflowWrap: 'anywhere' }}
              >
                {current.title}
              </Typography>
            </>
          ) : (
            <Typography sx={{ fontWeight: 700, fontSize: 'clamp(22px, 4vmin, 60px)', mt: 1, opacity: 0.9 }}>
              {t('Nobody yet — scan the code and pick a song!')}
            </Typography>
          )}
        </Box>

        <Box component="section" aria-label={t('Coming up')}>
          <Typography
            component="h2"
            sx={{ color: '#c4b5fd', fontWeight: 800, letterSpacing: '0.14em', textTransform: 'uppercase', fontSize: 'clamp(13px, 2vmin, 28px)', mb: 1.5 }}
          >
            {t('Coming up')}
          </Typography>
          {lines.length === 0 ? (
            <Typography sx={{ fontSize: 'clamp(18px, 2.8vmin, 40px)', opacity: 0.85 }}>{t('The queue is empty. Add a song!')}</Typography>
          ) : (
            <Stack component="ol" spacing={{ xs: 1, md: '1.4vh' }} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {lines.map((line) => (
                // A row on a TV; on a phone the title takes a second line, so it is not cut to a word.
                <Box
                  component="li"
                  key={line.key}
                  data-testid="board-up-next"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '2.6em auto minmax(0, 1fr)', md: '2.6em auto minmax(0, 1fr) auto' },
                    gridTemplateAreas: { xs: '"place singer when" ". title title"', md: '"place singer title when"' },
                    columnGap: 2,
                    alignItems: 'baseline',
                    fontSize: 'clamp(18px, 3vmin, 44px)',
                    minWidth: 0,
                  }}
                >
                  <Typography
                    component="span"
                    sx={{ gridArea: 'place', fontWeight: 900, color: '#c4b5fd', fontSize: 'inherit', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {line.place}
                  </Typography>
                  <Typography
                    component="span"
                    dir="auto"
                    sx={{ gridArea: 'singer', fontWeight: 800, fontSize: 'inherit', whiteSpace: 'nowrap', textAlign: 'match-parent' }}
                  >
                    {line.singer}
                  </Typography>
                  <Typography
                    component="span"
                    dir="auto"
                    sx={{
                      gridArea: 'title',
                      textAlign: 'match-parent',
                      fontSize: 'inherit',
                      opacity: 0.85,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      minWidth: 0,
                    }}
                  >
                    {line.title}
                  </Typography>
                  {line.when ? (
                    <Typography
                      component="span"
                      data-testid="board-when"
                      sx={{
                        gridArea: 'when',
                        justifySelf: 'end',
                        fontSize: '0.8em',
                        fontWeight: 700,
                        color: '#c4b5fd',
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {line.when}
                    </Typography>
                  ) : null}
                </Box>
              ))}
              {(queue.data?.items.length ?? 0) > lines.length ? (
                <Typography component="li" sx={{ opacity: 0.75, fontSize: 'clamp(16px, 2.4vmin, 34px)' }}>
                  {t('and {count} more', { count: (queue.data?.items.length ?? 0) - lines.length })}
                </Typography>
              ) : null}
            </Stack>
          )}
        </Box>
      </Stack>

      <Stack spacing={1.5} sx={{ alignItems: 'center', alignSelf: { md: 'center' } }}>
        <Box
          sx={{
            p: '1.6vmin',
            bgcolor: '#fff',
            borderRadius: 3,
            lineHeight: 0,
            width: { xs: '62vw', md: '36vmin' },
            maxWidth: 420,
            aspectRatio: '1',
            '& svg': { width: '100%', height: '100%' },
          }}
        >
          <QRCodeSVG
            value={guestLink(data.code, invite.origin)}
            size={512}
            marginSize={1}
            level="M"
            role="img"
            aria-label={t('QR code to join with code {code}', { code: data.code })}
          />
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: 'clamp(16px, 2.4vmin, 34px)', textShadow: SHADOW }}>{t('Scan to add a song')}</Typography>
        <Typography
          data-testid="board-code"
          sx={{
            fontFamily: 'ui-monospace, monospace',
            fontWeight: 900,
            letterSpacing: '0.25em',
            fontSize: 'clamp(28px, 5.5vmin, 84px)',
            lineHeight: 1,
            textShadow: SHADOW,
          }}
        >
          {data.code}
        </Typography>
      </Stack>
    </Box>
  );
}
