import { useMutation } from '@tanstack/react-query';
import { useErrorToast, useToast } from '@/components/toast';
import { addToRoomQueue, type QueueItem, removeQueueItem, type SongInput } from '@/lib/api/queue';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { t } from '@/i18n/i18n';
import { noteOwnAdd } from '@/lib/own-adds';

/**
 * What anyone in a room does to it: add a song, and remove one (the host any, anyone else their
 * own), with Undo. The host's other controls are in use-host-controls.ts, off a guest's download.
 * After each, the changed parts are refreshed: nothing to fetch while the live channel is up (its
 * push carries the change), a refetch while it is down.
 */
export function useRoomControls(roomId: string, userId: number, refresh: RoomRefresh) {
  const toast = useToast();
  const failed = useErrorToast();

  const add = useMutation({
    mutationFn: (song: SongInput) => addToRoomQueue(roomId, song),
    onMutate: (song) => noteOwnAdd(song.videoId),
    onSuccess: (answer) => {
      // While the host approves songs, a guest's song waits for them (a 202 with the request): said
      // by a module loaded then, off a guest's way in (docs/performance.md §5).
      if ('requestId' in answer) void import('../lib/song-notices').then(({ waitingForApproval }) => toast(waitingForApproval()));
      else toast({ title: t('Added to queue'), description: t('Song added to the room queue') });
      refresh('queue', 'room');
    },
    onError: failed(t('Failed to add song to queue')),
  });
  const restore = useMutation({
    // Loaded when Undo is pressed: not on a guest's way in (docs/performance.md §5).
    mutationFn: async ({ item, undoToken }: { item: QueueItem; undoToken: string }) =>
      (await import('@/features/queue/api/restore-queue-item')).restoreQueueItem(roomId, item, undoToken),
    onSuccess: (item) =>
      toast({ title: t('Song restored'), description: t("'{title}' is back at number {position}.", { title: item.title, position: item.position }) }),
    onSettled: () => refresh('queue'),
    onError: failed(t('Could not undo the removal')),
  });
  const restoreMutate = restore.mutate;
  const remove = useMutation({
    mutationFn: (item: QueueItem) => removeQueueItem(item.queueItemId),
    // For a few seconds (the toast's time) the removal can be undone: the song comes back at its place.
    // Said to whoever removed it, in the second person when it was their own song ("You removed your song"):
    // the room's notice of it is never shown back to them as someone else's doing (lib/song-notices.ts).
    onSuccess: ({ item, undoToken }) =>
      toast({
        title: item.addedById === userId ? t('You removed your song') : t('Removed'),
        description: t("'{title}' left the queue.", { title: item.title }),
        info: true,
        action: { label: t('Undo'), onClick: () => restoreMutate({ item, undoToken }) },
      }),
    onSettled: () => refresh('queue'),
    onError: failed(t('Failed to remove song')),
  });
  return { add, remove };
}
