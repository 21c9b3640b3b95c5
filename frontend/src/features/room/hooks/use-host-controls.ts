import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorToast, useToast } from '@/components/toast';
import { advanceStage, type Playing } from '@/lib/api/player';
import { clearQueue, moveQueueItem, type QueueItem, queueKey } from '@/lib/api/queue';
import { bootUser, updateSettings } from '@/lib/api/room-owner';
import { type RoomUser, roomKeys } from '@/lib/api/rooms';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { useReportUnplayable } from '@/hooks/use-report-unplayable';
import { t } from '@/i18n/i18n';

/**
 * The host's controls of a room: clear, reorder, boot, skip / play next, settings and the report
 * of a video that cannot play (loaded with the host's room only, docs/performance.md §5). After
 * each, the changed parts are refreshed as useRoomControls does.
 */
export function useHostControls(roomId: string, playing: Playing | undefined, refresh: RoomRefresh, { onSettingsSaved }: { onSettingsSaved: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();

  const clear = useMutation({ mutationFn: () => clearQueue(roomId), onSettled: () => refresh('queue'), onError: failed(t('Failed to clear queue')) });
  const move = useMutation({
    mutationFn: ({ item, position }: { item: QueueItem; position: number }) => moveQueueItem(item.queueItemId, roomId, position),
    onSuccess: (answer) => queryClient.setQueryData(queueKey(roomId), answer),
    onError: (error) => {
      failed(t('Failed to reorder queue'))(error);
      // Nothing changed on the server, so nothing is pushed: the list drops the failed move.
      void queryClient.invalidateQueries({ queryKey: queueKey(roomId) });
    },
  });
  const boot = useMutation({
    mutationFn: (person: RoomUser) => bootUser(roomId, person.userId),
    onSettled: () => {
      refresh('users');
      // The host's list of removed people (removed-people.tsx) gains this one.
      void queryClient.invalidateQueries({ queryKey: ['room', roomId, 'boots'] });
    },
    onError: failed(t('Failed to boot user')),
  });
  const advance = useMutation({
    // 'ended': the host's player reached the song's end; it moves on like a skip but is not one.
    mutationFn: (how: 'skip' | 'next' | 'ended') => advanceStage(roomId, how, playing?.currentlyPlaying),
    onSuccess: (answer, how) => {
      if (answer.isRickRoll) toast({ title: t('RANDOM RICK ROLL!'), description: t('Never gonna give you up. The queue is waiting right after this one.') });
      else if (how === 'skip' && answer.skipped === false)
        toast({
          title: t('Already Skipped'),
          description: answer.currentlyPlaying ? t('Now playing: {title}', { title: answer.currentlyPlaying.title }) : t('The queue is empty.'),
        });
      else if (how === 'skip')
        toast({
          title: t('Song Skipped'),
          description: answer.currentlyPlaying ? t('Now playing: {title}', { title: answer.currentlyPlaying.title }) : t('The queue is empty.'),
        });
      else toast({ title: t('Now Playing'), description: answer.currentlyPlaying?.title ?? t('The queue is empty.') });
      refresh('playing', 'queue');
    },
    onError: (error, how) => failed(t('Error'), how === 'skip' ? t('Failed to skip song') : t('Failed to play next song'))(error),
  });
  const settings = useMutation({
    mutationFn: (patch: Parameters<typeof updateSettings>[1]) => updateSettings(roomId, patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(roomKeys.room(roomId), answer);
      onSettingsSaved();
      toast({ title: t('Settings Updated'), description: t('The room rules have been saved.') });
    },
    onError: failed(t('Error'), t('Failed to update settings')),
  });
  const { report: onUnplayable } = useReportUnplayable(roomId, () => refresh('playing', 'queue'));
  return { clear, move, boot, advance, settings, onUnplayable };
}
