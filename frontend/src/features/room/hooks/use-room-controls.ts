import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useErrorToast, useToast } from '../../../components/toast';
import type { ReportUnplayableDto } from '../../../../../openapi/api-types';
import { type Playing, playNext, skipSong } from '../../player/api/player';
import { addToRoomQueue, clearQueue, moveQueueItem, type QueueItem, queueKey, removeQueueItem, type SongInput } from '../../queue/api/queue';
import { bootUser, type RoomUser, roomKeys, updateSettings } from '../../rooms/api/rooms';
import { reportUnplayable } from '../../stage/api';
import type { RoomRefresh } from './use-live-room';

/**
 * What a room's people do to it: add a song (anyone), and the host's remove, clear, reorder,
 * boot, skip / play next, settings and the report of a video that cannot play. After each, the
 * changed parts are refreshed: nothing to fetch while the live channel is up (its push carries
 * the change), a refetch while it is down.
 */
export function useRoomControls(roomId: string, playing: Playing | undefined, refresh: RoomRefresh, { onSettingsSaved }: { onSettingsSaved: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();

  const add = useMutation({
    mutationFn: (song: SongInput) => addToRoomQueue(roomId, song),
    onSuccess: () => {
      toast({ title: 'Added to queue', description: 'Song added to the room queue' });
      refresh('queue', 'room');
    },
    onError: failed('Failed to add song to queue'),
  });
  const remove = useMutation({
    mutationFn: (item: QueueItem) => removeQueueItem(item.queueItemId),
    onSettled: () => refresh('queue'),
    onError: failed('Failed to remove song'),
  });
  const clear = useMutation({ mutationFn: () => clearQueue(roomId), onSettled: () => refresh('queue'), onError: failed('Failed to clear queue') });
  const move = useMutation({
    mutationFn: ({ item, position }: { item: QueueItem; position: number }) => moveQueueItem(item.queueItemId, roomId, position),
    onSuccess: (answer) => queryClient.setQueryData(queueKey(roomId), answer),
    onError: (error) => {
      failed('Failed to reorder queue')(error);
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
    onError: failed('Failed to boot user'),
  });
  const advance = useMutation({
    mutationFn: (how: 'skip' | 'next') => (how === 'skip' ? skipSong(roomId, playing?.currentlyPlaying) : playNext(roomId)),
    onSuccess: (answer, how) => {
      if (answer.isRickRoll) toast({ title: 'RANDOM RICK ROLL!', description: 'Never gonna give you up. The queue is waiting right after this one.' });
      else if (how === 'skip' && answer.skipped === false)
        toast({ title: 'Already Skipped', description: answer.currentlyPlaying ? `Now playing: ${answer.currentlyPlaying.title}` : 'The queue is empty.' });
      else if (how === 'skip')
        toast({ title: 'Song Skipped', description: answer.currentlyPlaying ? `Up next: ${answer.currentlyPlaying.title}` : 'The queue is empty.' });
      else toast({ title: 'Now Playing', description: answer.currentlyPlaying?.title ?? 'The queue is empty.' });
      refresh('playing', 'queue');
    },
    onError: (error, how) => failed('Error', how === 'skip' ? 'Failed to skip song' : 'Failed to play next song')(error),
  });
  const settings = useMutation({
    mutationFn: (patch: Parameters<typeof updateSettings>[1]) => updateSettings(roomId, patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(roomKeys.room(roomId), answer);
      onSettingsSaved();
      toast({ title: 'Settings Updated', description: 'The room rules have been saved.' });
    },
    onError: failed('Error', 'Failed to update settings'),
  });
  const unplayable = useMutation({
    mutationFn: ({ videoId, errorCode }: { videoId: string; errorCode: number }) => reportUnplayable(roomId, { videoId, errorCode } as ReportUnplayableDto),
    onSuccess: () => refresh('playing', 'queue'),
    onError: failed('Error', 'Failed to skip the song that cannot play'),
  });
  const reportMutate = unplayable.mutate;
  const onUnplayable = useCallback((videoId: string, errorCode: number) => reportMutate({ videoId, errorCode }), [reportMutate]);
  return { add, remove, clear, move, boot, advance, settings, onUnplayable };
}
