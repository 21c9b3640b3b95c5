import QueueMusic from '@mui/icons-material/QueueMusic';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Queue, QueueItem } from '@/lib/api/queue';
import { PlainQueueList, type QueueViewer } from './queue-row';
import type { Playing } from '@/lib/api/player';
import { inWords, startsInSeconds } from '@/lib/estimate';
import { useNow } from '@/lib/use-now';
import { Pill } from '@/components/light/pill';
import { t } from '@/i18n/i18n';

// The host's Clear and fold: a guest's phone never loads them.
const QueueHostTools = lazy(() => import('./queue-host-tools'));

const SortableQueueList = lazy(() => import('./sortable-queue-list'));

/**
 * The shared queue, in the order that will play: each song says why it stands there and when it
 * starts. The owner removes, clears, drags (the position sent is the drop index plus one) and
 * plays one next or moves one to the end; everyone else removes or postpones their own songs.
 */
export function QueuePanel({
  queue,
  playing,
  owner,
  userId,
  collapsible,
  autoSkipMinutes,
  onRemove,
  onClear,
  onMove,
}: {
  queue: Queue | undefined;
  playing: Playing | undefined;
  owner: boolean;
  userId: number;
  collapsible?: boolean;
  /** The room's auto-skip limit: longer songs are marked. */
  autoSkipMinutes?: number;
  onRemove: (item: QueueItem) => void;
  onClear: () => void;
  onMove: (item: QueueItem, newPosition: number) => void;
}) {
  const [open, setOpen] = useState(true);
  const shown = !collapsible || open;
  const now = useNow(15_000);
  const items = queue?.items ?? [];
  const sortable = owner && items.length > 1;
  const viewer: QueueViewer = { owner, userId, onRemove, autoSkipMinutes, startsIn: (item) => inWords(startsInSeconds(item, playing, now)) };
  const plain = <PlainQueueList items={items} viewer={viewer} />;
  const list = owner ? (
    <Suspense fallback={plain}>
      <SortableQueueList items={items} sortable={sortable} viewer={viewer} onMove={onMove} />
    </Suspense>
  ) : (
    plain
  );

  return (
    <Card variant="outlined">
      <CardContent>
        {/* Wraps rather than pushing the host's tools off the card when the words are long (another language). */}
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
            <QueueMusic color="primary" />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t('Queue ({count})', { count: items.length })}
            </Typography>
            {queue?.queueMode === 'rotation' ? <Pill size="small" label={t('Rotation')} color="secondary" variant="outlined" /> : null}
          </Stack>
          {owner ? (
            <Suspense fallback={null}>
              <QueueHostTools count={items.length} collapsible={collapsible ?? false} open={open} onToggle={() => setOpen(!open)} onClear={onClear} />
            </Suspense>
          ) : null}
        </Stack>
        {queue?.queueMode === 'rotation' ? (
          <Typography variant="caption" color="text.secondary">
            {t('Whoever has sung least goes next; each song says why it is where it is.')}
          </Typography>
        ) : null}
        {/* Folds like MUI's Collapse (height to 0, then hidden), in CSS: Collapse's transition
            machinery is not worth a guest's download for a host-only button (docs/performance.md §5). */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateRows: shown ? '1fr' : '0fr',
            visibility: shown ? 'visible' : 'hidden',
            transition: (theme) => theme.transitions.create(['grid-template-rows', 'visibility'], { duration: theme.transitions.duration.standard }),
            '& > *': { minHeight: 0, overflow: 'hidden' },
          }}
        >
          <div>
            {items.length === 0 ? (
              <Box sx={{ py: 3, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('The queue is empty. Add a song!')}</Typography>
              </Box>
            ) : (
              list
            )}
          </div>
        </Box>
      </CardContent>
    </Card>
  );
}
