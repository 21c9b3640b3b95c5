import DeleteSweep from '@mui/icons-material/DeleteSweep';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import QueueMusic from '@mui/icons-material/QueueMusic';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Queue, QueueItem } from '../../queue/api/queue';
import { PlainQueueList } from './queue-row';
import { Pill } from '../../../components/pill';

// Only the owner confirms (boot, clear): a guest's phone never loads the dialog.
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const SortableQueueList = lazy(() => import('./sortable-queue-list'));

/**
 * The shared queue. The owner removes, clears and (in first-come order) drags songs; the
 * position sent is the drop index plus one. In rotation the list is the order that will play.
 */
export function QueuePanel({
  queue,
  owner,
  collapsible,
  onRemove,
  onClear,
  onMove,
}: {
  queue: Queue | undefined;
  owner: boolean;
  collapsible?: boolean;
  onRemove: (item: QueueItem) => void;
  onClear: () => void;
  onMove: (item: QueueItem, newPosition: number) => void;
}) {
  const [open, setOpen] = useState(true);
  const shown = !collapsible || open;
  const [confirmClear, setConfirmClear] = useState(false);
  const items = queue?.items ?? [];
  const sortable = owner && queue?.queueMode !== 'rotation' && items.length > 1;
  const plain = <PlainQueueList items={items} owner={owner} onRemove={onRemove} />;
  const list = owner ? (
    <Suspense fallback={plain}>
      <SortableQueueList items={items} sortable={sortable} onRemove={onRemove} onMove={onMove} />
    </Suspense>
  ) : (
    plain
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <QueueMusic color="primary" />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Queue ({items.length})
            </Typography>
            {queue?.queueMode === 'rotation' ? <Pill size="small" label="Rotation" color="secondary" variant="outlined" /> : null}
          </Stack>
          <Stack direction="row" spacing={0.5}>
            {owner && items.length > 0 ? (
              <Button size="small" color="error" startIcon={<DeleteSweep />} onClick={() => setConfirmClear(true)}>
                Clear
              </Button>
            ) : null}
            {collapsible ? (
              <IconButton aria-label={open ? 'Collapse queue' : 'Expand queue'} onClick={() => setOpen(!open)}>
                {open ? <ExpandLess /> : <ExpandMore />}
              </IconButton>
            ) : null}
          </Stack>
        </Stack>
        {queue?.queueMode === 'rotation' ? (
          <Typography variant="caption" color="text.secondary">
            Whoever has sung least goes next; this is the order that will play.
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
                <Typography color="text.secondary">The queue is empty. Add a song!</Typography>
              </Box>
            ) : (
              list
            )}
          </div>
        </Box>
      </CardContent>
      {owner ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmClear}
            title="Clear the queue"
            text="Remove every song waiting in the queue?"
            confirmLabel="Clear queue"
            onConfirm={onClear}
            onClose={() => setConfirmClear(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
