import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notice } from '@/components/light/notice';
import { useErrorToast, useToast } from '@/components/toast';
import { type QueueItem, queueKey } from '@/lib/api/queue';
import { answerInvite } from '@/lib/api/singers';
import { t } from '@/i18n/i18n';

/**
 * An invitee's answer, on the row of the song they are invited to sing (docs/product.md "Sing
 * together"): who asks, and Accept or Decline while they have not answered. Once they accepted,
 * the song is theirs too: the turn banner above the queue says "You're up next" (one notice, not
 * one there and another on the row), and the Web Push turn notices tell them.
 */
export function InviteAnswer({ item, userId }: { item: QueueItem; userId: number }) {
  const toast = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerInvite(item.queueItemId, accept),
    onSuccess: (song, accept) => {
      toast({ title: accept ? t('You’re singing it with {name}', { name: song.addedBy }) : t('Declined'), description: song.title });
      void queryClient.invalidateQueries({ queryKey: queueKey(song.roomId) });
    },
    onError: failed(t('Could not answer')),
  });
  const mine = item.singers?.find((one) => one.userId === userId && one.userId !== item.addedById);
  if (mine?.state !== 'invited') return null;
  return (
    <Notice
      severity="info"
      icon={<MicExternalOn />}
      data-testid="sing-invite"
      title={t('{name} invites you to sing with them', { name: item.addedBy })}
      sx={{ width: '100%', mt: 1 }}
    >
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
          {t('Accept')}
        </Button>
        <Button size="small" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
          {t('Decline')}
        </Button>
      </Stack>
    </Notice>
  );
}
