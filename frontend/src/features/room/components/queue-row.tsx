import Close from '@mui/icons-material/Close';
import DragIndicator from '@mui/icons-material/DragIndicator';
import QueueMusic from '@mui/icons-material/QueueMusic';
import { Box, IconButton, Typography } from '@mui/material';
import { type CSSProperties, type Ref, useState } from 'react';
import { PlainList, PlainListItem, PlainListText } from '../../../components/plain-list';
import type { QueueItem } from '../../queue/api/queue';

/** What a sortable row adds to the plain one (owner's drag and drop, loaded lazily). */
export interface DragProps {
  rowRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handle: Record<string, unknown>;
}

/**
 * The song's picture as MUI's rounded Avatar showed it: the image, or a note on grey when there is
 * none or it cannot load (without Avatar's code on a guest's phone, docs/performance.md §5).
 */
function SongPicture({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      sx={(theme) => ({
        width: 64,
        height: 40,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: 1,
        color: 'background.default',
        bgcolor: theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[600],
      })}
    >
      {src && failed !== src ? (
        <Box component="img" src={src} alt="" onError={() => setFailed(src)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <QueueMusic />
      )}
    </Box>
  );
}

export function QueueRowView({
  item,
  index,
  owner,
  drag,
  onRemove,
}: {
  item: QueueItem;
  index: number;
  owner: boolean;
  drag?: DragProps;
  onRemove: () => void;
}) {
  return (
    <PlainListItem
      rowRef={drag?.rowRef}
      data-testid="queue-item"
      style={drag?.style}
      sx={{ borderRadius: 2, bgcolor: drag?.dragging ? 'action.selected' : 'transparent', gap: 1, pl: 1 }}
      action={
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
      <SongPicture src={item.thumbnail} />
      <PlainListText
        primary={item.title}
        secondary={`${item.addedBy}${item.duration ? ` · ${item.duration}` : ''}`}
        noWrap
        primarySx={{ fontWeight: 600 }}
        sx={{ pr: owner ? 4 : 0 }}
      />
    </PlainListItem>
  );
}

/** The list as guests see it (and the owner's until drag and drop has loaded). */
export function PlainQueueList({ items, owner, onRemove }: { items: QueueItem[]; owner: boolean; onRemove: (item: QueueItem) => void }) {
  return (
    <PlainList label="Queue">
      {items.map((item, index) => (
        <QueueRowView key={item.queueItemId} item={item} index={index} owner={owner} onRemove={() => onRemove(item)} />
      ))}
    </PlainList>
  );
}
