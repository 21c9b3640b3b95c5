import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useErrorToast } from '@/components/toast';
import { useReportUnplayable } from '@/hooks/use-report-unplayable';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { letSongFinish } from '@/lib/api/evening';
import { advanceStage, type Playing, playingKey } from '@/lib/api/player';
import { removeQueueItem } from '@/lib/api/queue';
import { heartbeat } from '@/lib/api/users';
import { t } from '@/i18n/i18n';

/** The host stays "online" while the stage runs the party (docs/product.md §9 heartbeat). */
export function useStageHeartbeat(userId: number) {
  useEffect(() => {
    void heartbeat(userId).catch(() => undefined);
    const timer = setInterval(() => void heartbeat(userId).catch(() => undefined), 30_000);
    return () => clearInterval(timer);
  }, [userId]);
}

/**
 * What the stage does to the room: move on (play next, skip), drop the upcoming song, report a
 * video that cannot play (useReportUnplayable, as the host's player does), let a song over the
 * auto-skip limit finish. It shows no toasts but failures: the TV is not where anyone reads them.
 */
export function useStageControls(roomId: string, playing: Playing | undefined, refresh: RoomRefresh, { onAdvanced }: { onAdvanced: () => void }) {
  const queryClient = useQueryClient();
  const failed = useErrorToast();
  const current = playing?.currentlyPlaying ?? null;

  const applyPlaying = (answer: Pick<Playing, 'currentlyPlaying'>) => {
    queryClient.setQueryData<Playing>(playingKey(roomId), (old) => (old ? { ...old, currentlyPlaying: answer.currentlyPlaying } : old));
    refresh('playing', 'queue');
  };
  const advance = useMutation({
    mutationFn: (how: 'next' | 'skip') => advanceStage(roomId, how, current),
    onSuccess: (answer) => {
      onAdvanced();
      applyPlaying(answer);
    },
    onError: failed(t('Error'), t('Failed to play next song')),
  });
  const dropUpcoming = useMutation({
    mutationFn: (queueItemId: number) => removeQueueItem(queueItemId),
    onSettled: () => refresh('queue'),
    onError: failed(t('Error'), t('Failed to remove song')),
  });
  const { unplayable } = useReportUnplayable(roomId, applyPlaying);
  const letFinish = useMutation({
    mutationFn: () => letSongFinish(roomId, current!),
    onSuccess: (answer) => queryClient.setQueryData<Playing>(playingKey(roomId), (old) => (old && old.version <= answer.version ? answer : old)),
    onError: failed(t('Error'), t('Failed to let the song finish')),
  });
  return { advance, dropUpcoming, unplayable, letFinish };
}
