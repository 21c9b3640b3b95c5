import { Box, Typography } from '@mui/material';
import { type CSSProperties, lazy, type ReactNode, type Ref, Suspense } from 'react';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { TWO_LINES } from '@/components/song-title';
import { Thumbnail } from '@/components/thumbnail';
import type { QueueItem } from '@/lib/api/queue';
import { longerThanLimit, overLimitLabel } from '@/lib/over-limit';
import { t } from '@/i18n/i18n';
import { orderReason } from '@/i18n/order-reason';
import { singerNames } from '@/lib/singer-names';

const QueueRowActions = lazy(() => import('./queue-row-actions'));

/** What a sortable row adds to the plain one (owner's drag and drop, loaded lazily). */
export interface DragProps {
  rowRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  /** The drag handle (built by the sortable list, so a guest's phone never downloads it). */
  handle: ReactNode;
}

/** What a row's buttons do: the host's overrides, a singer's own song, and removal. */
export type QueueAction = 'play-next' | 'move-to-end' | 'let-others-go-first' | 'remove';

/** Who is looking at the row, and how long until each song: what its line and buttons need. */
export interface QueueViewer {
  owner: boolean;
  userId: number;
  /** The room's auto-skip limit in minutes (0: none): longer songs are marked. */
  autoSkipMinutes?: number;
  /** "in ~12 min" for a waiting song. */
  startsIn: (item: QueueItem) => string;
  onRemove: (item: QueueItem) => void;
}

export function QueueRowView({ item, index, count, viewer, drag }: { item: QueueItem; index: number; count: number; viewer: QueueViewer; drag?: DragProps }) {
  // An invitee answers on the song's row (docs/product.md "Sing together").
  const actions = viewer.owner || item.addedById === viewer.userId || item.singers?.some((one) => one.userId === viewer.userId);
  const overLimit = longerThanLimit(item.duration, viewer.autoSkipMinutes);
  return (
    <PlainListItem
      rowRef={drag?.rowRef}
      data-testid="queue-item"
      style={drag?.style}
      sx={{
        borderRadius: 2,
        bgcolor: drag?.dragging ? 'action.selected' : 'transparent',
        columnGap: 1,
        rowGap: 0,
        pl: 1,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      }}
    >
      {drag ? (
        drag.handle
      ) : (
        // As wide as the drag handle, never squeezed by a long title: the pictures line up.
        <Typography sx={{ width: 34, flexShrink: 0, textAlign: 'center', color: 'text.secondary', fontWeight: 700, mt: 1 }}>{index + 1}</Typography>
      )}
      <Thumbnail src={item.thumbnail} iconSize={24} sx={{ width: 64, height: 40, flexShrink: 0, borderRadius: 1, mt: 0.75 }} />
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <PlainListText
          primaryDir="auto"
          primary={item.title}
          secondary={
            <>
              <bdi>{singerNames(item)}</bdi>
              {`${item.duration ? ` · ${item.duration}` : ''} · ${viewer.startsIn(item)}`}
              {overLimit ? (
                <Box component="span" data-testid="over-limit" sx={{ color: 'warning.main', fontWeight: 600 }}>
                  {` · ${overLimitLabel(viewer.autoSkipMinutes!)}`}
                </Box>
              ) : null}
            </>
          }
          primarySx={{ ...TWO_LINES, fontWeight: 600 }}
          sx={{ mb: 0 }}
        />
        <Typography variant="caption" color="text.secondary" data-testid="queue-reason" sx={{ display: 'block', lineHeight: 1.35 }}>
          {orderReason(item.orderReason, item.addedBy)}
        </Typography>
      </Box>
      {actions ? (
        // Loaded on demand: a guest sees buttons only on their own songs, once they have added one (docs/performance.md §5).
        // A line of their own across the row (on a phone its whole width), so every row lays them out alike, Remove at the end.
        <Box sx={{ flexBasis: '100%', ml: { xs: 0, sm: '42px' }, mt: -0.5 }}>
          <Suspense fallback={null}>
            <QueueRowActions item={item} index={index} count={count} viewer={viewer} />
          </Suspense>
        </Box>
      ) : null}
    </PlainListItem>
  );
}

/** The list as guests see it (and the owner's until drag and drop has loaded). */
export function PlainQueueList({ items, viewer }: { items: QueueItem[]; viewer: QueueViewer }) {
  return (
    <PlainList label={t('Queue')}>
      {items.map((item, index) => (
        <QueueRowView key={item.queueItemId} item={item} index={index} count={items.length} viewer={viewer} />
      ))}
    </PlainList>
  );
}
