import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notice } from '@/components/light/notice';
import { useErrorToast, useToast } from '@/components/toast';
import { answerInvite, type Queue, queueKey } from '@/lib/api/queue';
import { t } from '@/i18n/i18n';

/**
 * An invitee's phone (docs/product.md "Sing together"): for each waiting song they are invited to
 * sing, who asks, and Accept or Decline.
 */
export default function SingInvites({ queue, userId }: { queue: Queue | undefined; userId: number }) {
  const toast = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: ({ queueItemId, accept }: { queueItemId: number; accept: boolean }) => answerInvite(queueItemId, accept),
    onSuccess: (song, { accept }) => {
      toast({ title: accept ? t('You’re singing it with {name}', { name: song.addedBy }) : t('Declined'), description: song.title });
      void queryClient.invalidateQueries({ queryKey: queueKey(song.roomId) });
    },
    onError: failed(t('Could not answer')),
  });
  const asked = (queue?.items ?? []).filter((item) => item.singers?.some((one) => one.userId === userId && one.state === 'invited'));
  if (asked.length === 0) return null;
  return (
    <Stack spacing={1}>
      {asked.map((item) => (
        <Notice
          key={item.queueItemId}
          severity="info"
          icon={<MicExternalOn />}
          data-testid="sing-invite"
          title={t('{name} invites you to sing with them', { name: item.addedBy })}
        >
          <bdi>{item.title}</bdi>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" variant="contained" disabled={answer.isPending} onClick={() => answer.mutate({ queueItemId: item.queueItemId, accept: true })}>
              {t('Accept')}
            </Button>
            <Button size="small" disabled={answer.isPending} onClick={() => answer.mutate({ queueItemId: item.queueItemId, accept: false })}>
              {t('Decline')}
            </Button>
          </Stack>
        </Notice>
      ))}
    </Stack>
  );
}
