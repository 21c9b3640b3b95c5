import { useEffect } from 'react';
import type { StagePhase } from './stage-overlay';

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Keys, for a TV with a keyboard and no pointer: Space pauses, N starts the next song or skips, F full screen. */
export function useStageKeys(phase: StagePhase, { togglePause, startNow, skip }: { togglePause: () => void; startNow: () => void; skip: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ') {
        event.preventDefault();
        if (phase !== 'empty') togglePause();
      } else if (event.key === 'n' || event.key === 'N') {
        if (phase === 'interstitial') startNow();
        else if (phase === 'playing') skip();
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
  }, [phase, togglePause, startNow, skip]);
}
