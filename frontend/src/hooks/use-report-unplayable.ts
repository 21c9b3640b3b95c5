import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReportUnplayableDto } from '@api-types';
import { useErrorToast } from '@/components/toast';
import { reportUnplayable } from '@/lib/api/stage';
import { t } from '@/i18n/i18n';

type Reported = Awaited<ReturnType<typeof reportUnplayable>>;

/**
 * A room's player (the host's, or the stage's) could not play a video: report it, so the server
 * moves the room on; `onReported` gets the answer (what plays now). `report(videoId, errorCode)`
 * is stable, for the player's callback.
 */
export function useReportUnplayable(roomId: string, onReported: (answer: Reported) => void) {
  const failed = useErrorToast();
  const unplayable = useMutation({
    mutationFn: ({ videoId, errorCode }: { videoId: string; errorCode: number }) => reportUnplayable(roomId, { videoId, errorCode } as ReportUnplayableDto),
    onSuccess: onReported,
    onError: failed(t('Error'), t('Failed to skip the song that cannot play')),
  });
  const mutate = unplayable.mutate;
  const report = useCallback((videoId: string, errorCode: number) => mutate({ videoId, errorCode }), [mutate]);
  return { unplayable, report };
}
