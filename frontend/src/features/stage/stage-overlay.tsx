import { Box } from '@mui/material';
import { EmptyStage } from './empty-stage';
import { NowSinging } from './now-singing';
import { PausedSign, RoomCountdown, StageNotice } from './stage-signs';
import type { StagePhase, StageSong } from './stage-types';
import { UpNextScreen } from './up-next-screen';

export type { StagePhase, StageSong } from './stage-types';

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
      {phase === 'empty' ? <EmptyStage roomName={roomName} code={code} joinUrl={joinUrl} /> : null}
      {phase === 'interstitial' && song ? (
        <UpNextScreen
          song={song}
          upNext={upNext}
          code={code}
          joinUrl={joinUrl}
          secondsLeft={secondsLeft}
          paused={paused}
          onStartNow={onStartNow}
          onSkipUpcoming={onSkipUpcoming}
        />
      ) : null}
      {phase === 'playing' && song ? (
        <NowSinging song={song} upNext={upNext} code={code} joinUrl={joinUrl} showNowSinging={showNowSinging} showDetails={showDetails} />
      ) : null}
      <RoomCountdown remainingMs={remainingMs} />
      {paused && phase === 'playing' ? <PausedSign /> : null}
      {notice ? <StageNotice notice={notice} /> : null}
    </Box>
  );
}
