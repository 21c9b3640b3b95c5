import { lazy, Suspense } from 'react';
import type { Playing } from '@/lib/api/player';
import type { Queue, SongInput } from '@/lib/api/queue';
import type { StoredUser } from '@/lib/storage';

// Loaded when Add Song is pressed: a guest reaching the room does not download it (docs/performance.md §5).
const AddSongDialog = lazy(() => import('./add-song-dialog').then((m) => ({ default: m.AddSongDialog })));

/** The Add Song dialog, mounted once first opened (so it can close with its animation). */
export function AddSongLauncher({
  opened,
  open,
  user,
  autoSkipMinutes,
  queue,
  playing,
  onClose,
  onAdd,
}: {
  opened: boolean;
  open: boolean;
  user: StoredUser;
  autoSkipMinutes?: number;
  queue: Queue | undefined;
  playing: Playing | undefined;
  onClose: () => void;
  onAdd: (song: SongInput) => Promise<unknown>;
}) {
  return (
    <Suspense fallback={null}>
      {opened ? (
        <AddSongDialog
          open={open}
          isGuest={user.isGuest}
          autoSkipMinutes={autoSkipMinutes}
          onClose={onClose}
          onAdd={onAdd}
          queue={queue?.items}
          playing={playing?.currentlyPlaying}
        />
      ) : null}
    </Suspense>
  );
}
