import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Close, DeleteSweep, DragIndicator, ExpandLess, ExpandMore, QueueMusic } from '@mui/icons-material';
import { Avatar, Box, Button, Card, CardContent, Chip, Collapse, IconButton, List, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Queue, QueueItem } from '../../queue/api/queue';

function QueueRow({ item, index, owner, sortable, onRemove }: { item: QueueItem; index: number; owner: boolean; sortable: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.queueItemId, disabled: !sortable });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="queue-item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ borderRadius: 2, bgcolor: isDragging ? 'action.selected' : 'transparent', gap: 1, pl: 1 }}
      secondaryAction={
        owner ? (
          <IconButton edge="end" aria-label={`Remove ${item.title}`} onClick={onRemove}>
            <Close />
          </IconButton>
        ) : undefined
      }
    >
      {sortable ? (
        <IconButton size="small" aria-label={`Drag ${item.title}`} {...attributes} {...listeners} sx={{ cursor: 'grab', touchAction: 'none' }}>
          <DragIndicator />
        </IconButton>
      ) : (
        <Typography sx={{ width: 24, textAlign: 'center', color: 'text.secondary', fontWeight: 700 }}>{index + 1}</Typography>
      )}
      <ListItemAvatar sx={{ minWidth: 0 }}>
        <Avatar variant="rounded" src={item.thumbnail || undefined} alt="" sx={{ width: 64, height: 40 }}>
          <QueueMusic />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={item.title}
        secondary={`${item.addedBy}${item.duration ? ` · ${item.duration}` : ''}`}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
        sx={{ pr: owner ? 4 : 0, minWidth: 0 }}
      />
    </ListItem>
  );
}

/**
 * The shared queue. The owner removes, clears and (in first-come order) drags songs; the
 * position sent is the drop index plus one. In rotation the list is the order that will play.
 */
export function QueuePanel({ queue, owner, collapsible, onRemove, onClear, onMove }: {
  queue: Queue | undefined;
  owner: boolean;
  collapsible?: boolean;
  onRemove: (item: QueueItem) => void;
  onClear: () => void;
  onMove: (item: QueueItem, newPosition: number) => void;
}) {
  const [open, setOpen] = useState(true);
  const [confirmClear, setConfirmClear] = useState(false);
  const items = queue?.items ?? [];
  const sortable = owner && queue?.queueMode !== 'rotation' && items.length > 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function dragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const dropIndex = items.findIndex((item) => item.queueItemId === event.over!.id);
    const moved = items.find((item) => item.queueItemId === event.active.id);
    if (moved && dropIndex >= 0) onMove(moved, dropIndex + 1);
  }

  const list = (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={items.map((item) => item.queueItemId)} strategy={verticalListSortingStrategy}>
        <List dense aria-label="Queue">
          {items.map((item, index) => (
            <QueueRow key={item.queueItemId} item={item} index={index} owner={owner} sortable={sortable} onRemove={() => onRemove(item)} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <QueueMusic color="primary" />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>Queue ({items.length})</Typography>
            {queue?.queueMode === 'rotation' ? <Chip size="small" label="Rotation" color="secondary" variant="outlined" /> : null}
          </Stack>
          <Stack direction="row" spacing={0.5}>
            {owner && items.length > 0 ? (
              <Button size="small" color="error" startIcon={<DeleteSweep />} onClick={() => setConfirmClear(true)}>Clear</Button>
            ) : null}
            {collapsible ? (
              <IconButton aria-label={open ? 'Collapse queue' : 'Expand queue'} onClick={() => setOpen(!open)}>
                {open ? <ExpandLess /> : <ExpandMore />}
              </IconButton>
            ) : null}
          </Stack>
        </Stack>
        {queue?.queueMode === 'rotation' ? (
          <Typography variant="caption" color="text.secondary">Whoever has sung least goes next; this is the order that will play.</Typography>
        ) : null}
        <Collapse in={!collapsible || open}>
          {items.length === 0 ? (
            <Box sx={{ py: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">The queue is empty. Add a song!</Typography>
            </Box>
          ) : (
            list
          )}
        </Collapse>
      </CardContent>
      <ConfirmDialog
        open={confirmClear}
        title="Clear the queue"
        text="Remove every song waiting in the queue?"
        confirmLabel="Clear queue"
        onConfirm={onClear}
        onClose={() => setConfirmClear(false)}
      />
    </Card>
  );
}
