import { Close, DragIndicator, QueueMusic } from '@mui/icons-material';
import { Avatar, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { CSSProperties, Ref } from 'react';
import type { QueueItem } from '../../queue/api/queue';

/** What a sortable row adds to the plain one (owner's drag and drop, loaded lazily). */
export interface DragProps {
  rowRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handle: Record<string, unknown>;
}

export function QueueRowView({ item, index, owner, drag, onRemove }: { item: QueueItem; index: number; owner: boolean; drag?: DragProps; onRemove: () => void }) {
  return (
    <ListItem
      ref={drag?.rowRef}
      data-testid="queue-item"
      style={drag?.style}
      sx={{ borderRadius: 2, bgcolor: drag?.dragging ? 'action.selected' : 'transparent', gap: 1, pl: 1 }}
      secondaryAction={
        owner ? (
          <IconButton edge="end" aria-label={`Remove ${item.title}`} onClick={onRemove}>
            <Close />
          </IconButton>
        ) : undefined
      }
    >
      {drag ? (
        <IconButton size="small" aria-label={`Drag ${item.title}`} {...drag.handle} sx={{ cursor: 'grab', touchAction: 'none' }}>
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

/** The list as guests see it (and the owner's until drag and drop has loaded). */
export function PlainQueueList({ items, owner, onRemove }: { items: QueueItem[]; owner: boolean; onRemove: (item: QueueItem) => void }) {
  return (
    <List dense aria-label="Queue">
      {items.map((item, index) => (
        <QueueRowView key={item.queueItemId} item={item} index={index} owner={owner} onRemove={() => onRemove(item)} />
      ))}
    </List>
  );
}
