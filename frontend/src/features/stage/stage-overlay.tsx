import MicExternalOn from '@mui/icons-material/MicExternalOn';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Timer from '@mui/icons-material/Timer';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { formatRemaining } from '@/lib/format-remaining';
import { t } from '@/i18n/i18n';
import { orderWhyOnly } from '@/i18n/order-reason';

/** A song as the stage shows it: what and who. */
export interface StageSong {
  key: string | number;
  title: string;
  singer: string;
  /** Why it stands where it does in the queue (the API's orderReason); the strip shows the part after the singer's song. */
  reason?: string;
}

export type StagePhase = 'empty' | 'interstitial' | 'playing';

export interface StageOverlayProps {
  phase: StagePhase;
  roomName: string;
  code: string;
  /** The guest join link the QR code opens. */
  joinUrl: string;
  /** The song on now (playing) or about to start (interstitial). */
  song: StageSong | null;
  /** The songs after it, in the order they will play (at most three are shown). */
  upNext: StageSong[];
  /** "Now singing" banner at a song's start. */
  showNowSinging: boolean;
  /** Up-next strip and the code's large QR: between songs and for the first 20 s of a song (a small one stays in the corner after). */
  showDetails: boolean;
  /** Milliseconds until the room ends; the countdown shows only in the last 10 minutes. */
  remainingMs: number | null;
  /** Seconds left before the next song starts by itself (interstitial). */
  secondsLeft?: number;
  paused?: boolean;
  /** A short notice, e.g. a video that could not play. */
  notice?: string | null;
  onStartNow?: () => void;
  onSkipUpcoming?: () => void;
}

const COUNTDOWN_FROM_MS = 10 * 60_000;
const SHADOW = '0 2px 12px rgba(0,0,0,0.85)';
const BACKDROP = 'radial-gradient(circle at 30% 20%, #7c3aed 0%, #1e1036 55%, #0f0a1e 100%)';

/** The join QR on its white tile, `size` a side; `small` for the corner's (a thinner margin, fewer pixels). */
function QrTile({ url, code, size, small = false }: { url: string; code: string; size: string; small?: boolean }) {
  return (
    <Box
      sx={{
        p: small ? '0.5vmin' : '1.2vmin',
        bgcolor: '#fff',
        borderRadius: small ? 1 : 2,
        lineHeight: 0,
        width: size,
        height: size,
        '& svg': { width: '100%', height: '100%' },
      }}
    >
      <QRCodeSVG value={url} size={small ? 256 : 512} marginSize={1} level="M" role="img" aria-label={t('QR code to join with code {code}', { code })} />
    </Box>
  );
}

/**
 * The code as a QR (the guest join link) on a white tile. Sized for a TV seen from the sofa: at
 * 1080p the corner tile is 30vmin (324 px, about 19 cm on a 55" screen: modules of ~6 mm, which a
 * phone reads from well beyond 3 m); the empty stage shows it at 46vmin. Sizes follow the shorter
 * side (vmin = vh on a landscape screen), so the stage still fits a portrait phone.
 */
function JoinQr({ url, code, size, caption }: { url: string; code: string; size: string; caption: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <QrTile url={url} code={code} size={size} />
      <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 'clamp(16px, 2.2vmin, 30px)', textShadow: SHADOW }}>{caption}</Typography>
      <Typography
        data-testid="stage-code"
        sx={{
          color: '#fff',
          fontFamily: 'ui-monospace, monospace',
          fontWeight: 800,
          letterSpacing: '0.25em',
          fontSize: 'clamp(24px, 4.4vmin, 60px)',
          textShadow: SHADOW,
          lineHeight: 1,
        }}
      >
        {code}
      </Typography>
    </Stack>
  );
}

/**
 * The songs after the one on stage. `afterThat`: on the "Up next" screen, which already names the
 * next song under its own "Up next", the strip lists the songs after it, so it says so instead of
 * repeating the heading.
 */
function UpNextStrip({ songs, afterThat = false }: { songs: StageSong[]; afterThat?: boolean }) {
  if (songs.length === 0) return null;
  const heading = afterThat ? t('After that') : t('Up next');
  return (
    <Box
      component="section"
      aria-label={heading}
      sx={{ bgcolor: 'rgba(15,10,30,0.82)', borderRadius: 3, px: 3, py: 2, maxWidth: '62vw', backdropFilter: 'blur(4px)' }}
    >
      <Typography
        component="h2"
        sx={{ color: '#c4b5fd', fontWeight: 800, letterSpacing: '0.12em', textTransform: 'uppercase', fontSize: 'clamp(14px, 2vmin, 26px)', mb: 1 }}
      >
        {heading}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {songs.slice(0, 3).map((song, index) => (
          <Stack
            component="li"
            key={song.key}
            direction="row"
            spacing={2}
            data-testid="stage-up-next"
            sx={{ alignItems: 'baseline', color: '#fff', fontSize: 'clamp(16px, 2.6vmin, 34px)' }}
          >
            <Typography component="span" sx={{ fontWeight: 800, color: '#c4b5fd', fontSize: 'inherit', minWidth: '1.5em' }}>
              {index + 1}.
            </Typography>
            <Typography component="span" dir="auto" sx={{ fontWeight: 800, fontSize: 'inherit', whiteSpace: 'nowrap' }}>
              {song.singer}
            </Typography>
            <Typography
              component="span"
              dir="auto"
              sx={{ fontSize: 'inherit', opacity: 0.9, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {song.title}
            </Typography>
            {song.reason ? (
              <Typography
                component="span"
                data-testid="stage-up-next-reason"
                sx={{ fontSize: '0.62em', color: '#c4b5fd', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', flexShrink: 1 }}
              >
                {orderWhyOnly(song.reason, song.singer)}
              </Typography>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

function RoomCountdown({ remainingMs }: { remainingMs: number | null }) {
  if (remainingMs === null || remainingMs > COUNTDOWN_FROM_MS) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="timer"
      aria-label={t('Party ends in {time}', { time: formatRemaining(remainingMs) })}
      sx={{
        position: 'absolute',
        top: '3vh',
        right: '3vw',
        alignItems: 'center',
        bgcolor: '#b91c1c',
        color: '#fff',
        borderRadius: 99,
        px: 2.5,
        py: 1,
        fontSize: 'clamp(18px, 3vmin, 40px)',
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        zIndex: 3,
      }}
    >
      <Timer sx={{ fontSize: 'inherit' }} />
      <span>{remainingMs > 0 ? t('Party ends in {time}', { time: formatRemaining(remainingMs) }) : t('Time is up')}</span>
    </Stack>
  );
}

/**
 * Everything the stage draws over (or instead of) the video: the empty stage, the "Up next"
 * interstitial, and while a song plays the "Now singing" banner, the up-next strip and the QR
 * corner; the room's countdown in its last 10 minutes, a pause sign and notices on top.
 */
export function StageOverlay(props: StageOverlayProps) {
  const { phase, roomName, code, joinUrl, song, upNext, showNowSinging, showDetails, remainingMs, secondsLeft, paused, notice, onStartNow, onSkipUpcoming } =
    props;
  return (
    <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', '& button': { pointerEvents: 'auto' } }}>
      {phase === 'empty' ? (
        <Stack
          data-testid="stage-empty"
          sx={{
            position: 'absolute',
            inset: 0,
            background: BACKDROP,
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            color: '#fff',
            gap: '3vh',
            p: 4,
          }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <MicExternalOn sx={{ fontSize: 'clamp(40px, 7vmin, 96px)' }} />
            <Typography component="h1" sx={{ fontWeight: 900, fontSize: 'clamp(36px, 7.5vmin, 110px)', lineHeight: 1.05, overflowWrap: 'anywhere' }}>
              {roomName}
            </Typography>
          </Stack>
          <JoinQr url={joinUrl} code={code} size="46vmin" caption={t('Scan to add a song')} />
        </Stack>
      ) : null}

      {phase === 'interstitial' && song ? (
        <Stack
          data-testid="stage-interstitial"
          sx={{ position: 'absolute', inset: 0, background: BACKDROP, color: '#fff', justifyContent: 'center', px: '6vw', gap: '3vh' }}
        >
          <Typography sx={{ color: '#c4b5fd', fontWeight: 800, letterSpacing: '0.14em', textTransform: 'uppercase', fontSize: 'clamp(20px, 3.4vmin, 48px)' }}>
            {t('Up next')}
          </Typography>
          <Typography
            component="h1"
            dir="auto"
            sx={{ fontWeight: 900, fontSize: 'clamp(40px, 9vmin, 128px)', lineHeight: 1.05, maxWidth: '62vw', textAlign: 'match-parent' }}
          >
            {song.singer}
          </Typography>
          <Typography
            data-testid="stage-interstitial-title"
            dir="auto"
            aria-label={t('Up next: {singer} — {title}', { singer: song.singer, title: song.title })}
            sx={{ fontSize: 'clamp(24px, 4.4vmin, 64px)', fontWeight: 600, maxWidth: '62vw', opacity: 0.95, textAlign: 'match-parent' }}
          >
            {song.title}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 3 }}>
            <Typography
              role="timer"
              aria-label={t('Starts in {seconds} seconds', { seconds: secondsLeft ?? 0 })}
              sx={{ fontWeight: 900, fontSize: 'clamp(28px, 6vmin, 88px)', fontVariantNumeric: 'tabular-nums' }}
            >
              {paused ? t('Paused') : t('Starts in {seconds}', { seconds: secondsLeft ?? 0 })}
            </Typography>
            {onStartNow ? (
              <Button variant="contained" size="large" onClick={onStartNow} sx={{ fontSize: 'clamp(16px, 2.2vmin, 28px)', whiteSpace: 'nowrap' }}>
                {t('Start now')}
              </Button>
            ) : null}
            {onSkipUpcoming ? (
              <Button
                variant="outlined"
                size="large"
                onClick={onSkipUpcoming}
                sx={{ fontSize: 'clamp(16px, 2.2vmin, 28px)', whiteSpace: 'nowrap', color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
              >
                {t('Skip this song')}
              </Button>
            ) : null}
          </Stack>
          <Box sx={{ position: 'absolute', right: '4vw', bottom: '5vh' }}>
            <JoinQr url={joinUrl} code={code} size="30vmin" caption={t('Scan to add a song')} />
          </Box>
          {/* A portrait screen has no room beside the QR for the strip; the interstitial already names the next song. */}
          <Box sx={{ position: 'absolute', left: '6vw', bottom: '5vh', '@media (orientation: portrait)': { display: 'none' } }}>
            <UpNextStrip songs={upNext} afterThat />
          </Box>
        </Stack>
      ) : null}

      {phase === 'playing' && song ? (
        <>
          <Box
            data-testid="stage-now-singing"
            aria-hidden={!showNowSinging}
            sx={{
              position: 'absolute',
              top: '3vh',
              left: '3vw',
              maxWidth: '70vw',
              bgcolor: 'rgba(15,10,30,0.82)',
              color: '#fff',
              borderRadius: 3,
              px: 3,
              py: 1.5,
              transition: 'opacity 600ms, transform 600ms',
              opacity: showNowSinging ? 1 : 0,
              transform: showNowSinging ? 'none' : 'translateY(-24px)',
            }}
          >
            <Typography sx={{ fontWeight: 900, fontSize: 'clamp(22px, 4vmin, 56px)', lineHeight: 1.1 }}>
              {t('Now singing: {singer}', { singer: song.singer })}
            </Typography>
            <Typography dir="auto" sx={{ fontSize: 'clamp(16px, 2.6vmin, 36px)', opacity: 0.9, textAlign: 'match-parent' }}>
              {song.title}
            </Typography>
          </Box>
          <Box
            data-testid="stage-details"
            aria-hidden={!showDetails}
            sx={{ position: 'absolute', inset: 0, transition: 'opacity 800ms', opacity: showDetails ? 1 : 0 }}
          >
            <Box sx={{ position: 'absolute', left: '3vw', bottom: '4vh' }}>
              <UpNextStrip songs={upNext} />
            </Box>
            <Box sx={{ position: 'absolute', right: '3vw', bottom: '4vh', bgcolor: 'rgba(15,10,30,0.82)', borderRadius: 3, p: 2 }}>
              <JoinQr url={joinUrl} code={code} size="30vmin" caption={t('Scan to add a song')} />
            </Box>
          </Box>
          {/* Once the details fade, a small code and QR stay in the corner, so latecomers can still join mid-song. */}
          <Stack
            data-testid="stage-corner-join"
            aria-hidden={showDetails}
            direction="row"
            spacing={1}
            sx={{
              position: 'absolute',
              right: '2vw',
              bottom: '3vh',
              alignItems: 'center',
              bgcolor: 'rgba(15,10,30,0.72)',
              borderRadius: 2,
              p: '0.8vmin',
              transition: 'opacity 800ms',
              opacity: showDetails ? 0 : 0.92,
            }}
          >
            <QrTile url={joinUrl} code={code} size="11vmin" small />
            <Typography
              sx={{
                color: '#fff',
                fontFamily: 'ui-monospace, monospace',
                fontWeight: 800,
                letterSpacing: '0.2em',
                fontSize: 'clamp(16px, 2.6vmin, 34px)',
                pr: 0.5,
              }}
            >
              {code}
            </Typography>
          </Stack>
        </>
      ) : null}

      <RoomCountdown remainingMs={remainingMs} />

      {paused && phase === 'playing' ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            alignItems: 'center',
            bgcolor: 'rgba(0,0,0,0.75)',
            color: '#fff',
            borderRadius: 3,
            px: 4,
            py: 2,
          }}
        >
          <PauseCircle sx={{ fontSize: 'clamp(32px, 6vmin, 80px)' }} />
          <Typography sx={{ fontWeight: 800, fontSize: 'clamp(20px, 3.6vmin, 48px)' }}>{t('Paused — press Space to resume')}</Typography>
        </Stack>
      ) : null}

      {notice ? (
        <Stack
          role="alert"
          direction="row"
          spacing={1.5}
          sx={{
            position: 'absolute',
            top: '18vh',
            left: '50%',
            transform: 'translateX(-50%)',
            alignItems: 'center',
            bgcolor: '#92400e',
            color: '#fff',
            borderRadius: 3,
            px: 3,
            py: 1.5,
            maxWidth: '80vw',
            zIndex: 4,
            boxShadow: 6,
          }}
        >
          <WarningAmber sx={{ fontSize: 'clamp(24px, 3.6vmin, 48px)' }} />
          <Typography sx={{ fontWeight: 700, fontSize: 'clamp(18px, 2.8vmin, 38px)' }}>{notice}</Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
