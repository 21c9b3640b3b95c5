import GroupAdd from '@mui/icons-material/GroupAdd';
import { Box, Button, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorToast } from '@/components/toast';
import { letOthersGoFirst, moveQueueItemToEnd, playQueueItemNext, type QueueItem, queueKey } from '@/lib/api/queue';
import type { QueueAction, QueueViewer } from './queue-row';
import { InviteAnswer } from './sing-invites';
import { t } from '@/i18n/i18n';

const InviteSheet = lazy(() => import('./invite-sheet').then((m) => ({ default: m.InviteSheet })));

type Move = Exclude<QueueAction, 'remove'>;
const MOVES: Record<Move, (queueItemId: number) => ReturnType<typeof playQueueItemNext>> = {
  'play-next': playQueueItemNext,
  'move-to-end': moveQueueItemToEnd,
  'let-others-go-first': letOthersGoFirst,
};

/** The host's Play next / Move to end and a singer's Let others go first: each answers the queue, which replaces the cached one. */
function useMoveSong(roomId: string) {
  const queryClient = useQueryClient();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: ({ item, action }: { item: QueueItem; action: Move }) => MOVES[action](item.queueItemId),
    onSuccess: (answer) => queryClient.setQueryData(queueKey(roomId), answer),
    onError: failed(t('Failed to move song')),
  });
}

/** The buttons a row offers this viewer: the host every override; a singer their own song's. */
function actionsFor(item: QueueItem, index: number, count: number, viewer: QueueViewer): { action: QueueAction; label: string }[] {
  const last = index === count - 1;
  if (viewer.owner) {
    return [
      ...(index > 0 ? [{ action: 'play-next' as const, label: t('Play next') }] : []),
      ...(!last ? [{ action: 'move-to-end' as const, label: t('Move to end') }] : []),
      { action: 'remove', label: t('Remove') },
    ];
  }
  if (item.addedById !== viewer.userId) return [];
  return [...(!last ? [{ action: 'let-others-go-first' as const, label: t('Let others go first') }] : []), { action: 'remove', label: t('Remove') }];
}

/** One-tap buttons under a queue row: Play next, Move to end, Let others go first, Remove. */
export default function QueueRowActions({ item, index, count, viewer }: { item: QueueItem; index: number; count: number; viewer: QueueViewer }) {
  const actions = actionsFor(item, index, count, viewer);
  const move = useMoveSong(item.roomId);
  const [inviting, setInviting] = useState<boolean | null>(null);
  const invited = item.singers?.some((one) => one.userId === viewer.userId && one.userId !== item.addedById && one.state !== 'declined');
  if (actions.length === 0 && !invited) return null;
  return (
    <Box data-testid="queue-row-actions" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.25, rowGap: 0.5, alignItems: 'center' }}>
      <InviteAnswer item={item} userId={viewer.userId} />
      {item.addedById === viewer.userId ? (
        // "Sing with me": whoever added a song invites others to sing it (docs/product.md "Sing together").
        // An icon, named for its song: as a labelled button it wrapped the host's row on a phone.
        <IconButton
          size="small"
          aria-label={t('Sing with me: {title}', { title: item.title })}
          title={t('Sing with me')}
          onClick={() => setInviting(true)}
          sx={(theme) => ({ p: 0.25, ...(theme.palette.mode === 'dark' ? { color: '#c4b5fd' } : { color: 'primary.main' }) })}
        >
          <GroupAdd fontSize="small" />
        </IconButton>
      ) : null}
      {inviting !== null ? (
        <Suspense fallback={null}>
          <InviteSheet item={item} userId={viewer.userId} open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
      {actions.map(({ action, label }) => (
        <Button
          key={action}
          size="small"
          color={action === 'remove' ? 'error' : 'primary'}
          aria-label={t('{action}: {title}', { action: label, title: item.title })}
          onClick={() => (action === 'remove' ? viewer.onRemove(item) : move.mutate({ item, action }))}
          // The brand violet is too dark on the dark theme's paper for small text (WCAG AA): a lighter violet there.
          sx={(theme) => ({
            minWidth: 0,
            px: 1,
            py: 0.25,
            // Remove keeps its place at the row's end whatever else the row offers.
            ...(action === 'remove' ? { ml: 'auto' } : {}),
            ...(action !== 'remove' && theme.palette.mode === 'dark' ? { color: '#c4b5fd' } : {}),
          })}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
