import { Button, Stack } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { t } from '@/i18n/i18n';

// Tonight's songs load when someone opens the tab (docs/performance.md §5: a guest's first load stays small).
const PlayedPanel = lazy(() => import('./played-panel'));

/** "Queue" and "Played" side by side: the queue as it is, or tonight's songs (read again when the song on stage changes). */
export function QueueTabs({
  roomId,
  userId,
  host,
  queueCount,
  songKey,
  children,
}: {
  roomId: string;
  userId: number;
  host: boolean;
  queueCount: number;
  songKey: string | null;
  children: ReactNode;
}) {
  const [played, setPlayed] = useState(false);
  const tab = (label: string, selected: boolean, onClick: () => void) => (
    <Button role="tab" aria-selected={selected} variant={selected ? 'contained' : 'outlined'} onClick={onClick} sx={{ flex: { xs: 1, sm: 'none' } }}>
      {label}
    </Button>
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="tablist" aria-label={t('Songs')}>
        {tab(t('Queue ({count})', { count: queueCount }), !played, () => setPlayed(false))}
        {tab(t('Played'), played, () => setPlayed(true))}
      </Stack>
      {played ? (
        <Suspense fallback={null}>
          <PlayedPanel roomId={roomId} userId={userId} host={host} songKey={songKey} />
        </Suspense>
      ) : (
        children
      )}
    </Stack>
  );
}
