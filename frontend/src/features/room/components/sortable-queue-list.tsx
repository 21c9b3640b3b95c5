import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';
import type { QueueItem } from '@/lib/api/queue';
import { PlainList } from '@/components/light/plain-list';
import { type QueueViewer, QueueRowView } from './queue-row';
import { t } from '@/i18n/i18n';

function SortableRow({ item, index, count, sortable, viewer }: { item: QueueItem; index: number; count: number; sortable: boolean; viewer: QueueViewer }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.queueItemId, disabled: !sortable });
  const drag = sortable
    ? {
        rowRef: setNodeRef,
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
        handle: (
          <IconButton
            size="small"
            aria-label={t('Drag {title}', { title: item.title })}
            {...attributes}
            {...listeners}
            sx={{ cursor: 'grab', touchAction: 'none', flexShrink: 0, mt: 0.5 }}
          >
            <DragIndicator />
          </IconButton>
        ),
      }
    : undefined;
  return <QueueRowView item={item} index={index} count={count} viewer={viewer} drag={drag} />;
}

/**
 * The owner's queue: songs dragged by their handle (pointer, touch or keyboard); the position
 * sent is the drop index plus one. Loaded only for the owner (drag and drop is no guest's JS).
 */
export default function SortableQueueList({
  items,
  sortable,
  viewer,
  onMove,
}: {
  items: QueueItem[];
  sortable: boolean;
  viewer: QueueViewer;
  onMove: (item: QueueItem, newPosition: number) => void;
}) {
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

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={items.map((item) => item.queueItemId)} strategy={verticalListSortingStrategy}>
        <PlainList label={t('Queue')}>
          {items.map((item, index) => (
            <SortableRow key={item.queueItemId} item={item} index={index} count={items.length} sortable={sortable} viewer={viewer} />
          ))}
        </PlainList>
      </SortableContext>
    </DndContext>
  );
}
