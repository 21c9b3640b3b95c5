import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { QueueItem } from '../../queue/api/queue';
import { PlainList } from '../../../components/plain-list';
import { QueueRowView } from './queue-row';

function SortableRow({ item, index, sortable, onRemove }: { item: QueueItem; index: number; sortable: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.queueItemId, disabled: !sortable });
  const drag = sortable
    ? { rowRef: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, dragging: isDragging, handle: { ...attributes, ...listeners } }
    : undefined;
  return <QueueRowView item={item} index={index} owner drag={drag} onRemove={onRemove} />;
}

/**
 * The owner's queue: songs dragged by their handle (pointer, touch or keyboard); the position
 * sent is the drop index plus one. Loaded only for the owner (drag and drop is no guest's JS).
 */
export default function SortableQueueList({
  items,
  sortable,
  onRemove,
  onMove,
}: {
  items: QueueItem[];
  sortable: boolean;
  onRemove: (item: QueueItem) => void;
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
        <PlainList label="Queue">
          {items.map((item, index) => (
            <SortableRow key={item.queueItemId} item={item} index={index} sortable={sortable} onRemove={() => onRemove(item)} />
          ))}
        </PlainList>
      </SortableContext>
    </DndContext>
  );
}
