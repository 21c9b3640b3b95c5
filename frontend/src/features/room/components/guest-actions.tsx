import Edit from '@mui/icons-material/Edit';
import Logout from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useErrorToast, useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import type { StoredUser } from '@/lib/storage';
import { leaveRoom, renameGuest } from '@/lib/api/guest-stay';
import { t } from '@/i18n/i18n';

// Dialogs load when opened: a guest reaching the room downloads neither (docs/performance.md §5).
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const TextPromptDialog = lazy(() => import('@/components/text-prompt-dialog').then((m) => ({ default: m.TextPromptDialog })));

/**
 * What someone other than the host does about their own stay: a guest changes the name everyone
 * sees; anyone leaves, after a confirmation that says what goes with them (their waiting songs).
 */
export function GuestActions({
  user,
  roomId,
  roomName,
  hostName,
  songsWaiting,
  onLeft,
}: {
  user: StoredUser;
  roomId: string;
  roomName: string;
  hostName: string;
  songsWaiting: number;
  onLeft: (title: string, message: string) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const [renaming, setRenaming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const rename = useMutation({
    mutationFn: renameGuest,
    onSuccess: (me) => {
      setUser(queryClient, me);
      setRenaming(false);
      toast({ title: t('Name changed'), description: t('Everyone now sees you as {name}.', { name: me.displayName }) });
    },
    onError: failed(t('Could not change your name')),
  });
  const leave = useMutation({
    mutationFn: () => leaveRoom(roomId),
    onSuccess: () => onLeft(t('You left {room}', { room: roomName }), t("Thanks for singing at {host}'s party!", { host: hostName })),
    onError: failed(t('Could not leave the room')),
  });

  const songs = t('{count, plural, one {Your waiting song leaves the queue with you.} other {Your # waiting songs leave the queue with you.}}', {
    count: songsWaiting,
  });
  const comeBack = user.isGuest ? t('You can come back with the room code, as a new guest.') : t('You can come back with the room code.');
  return (
    <>
      {user.isGuest ? (
        <Button
          variant="text"
          color="inherit"
          startIcon={<Edit />}
          aria-label={t('{name}, change your name', { name: user.displayName })}
          onClick={() => setRenaming(true)}
        >
          {user.displayName}
        </Button>
      ) : null}
      <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={() => setLeaving(true)} disabled={leave.isPending}>
        {t('Leave room')}
      </Button>
      <Suspense fallback={null}>
        {renaming ? (
          <TextPromptDialog
            open={renaming}
            title={t('Change your name')}
            text={t("This is the name everyone sees next to your songs. It must differ from the others' in the room.")}
            label={t('Your Name')}
            requiredMessage={t('Please enter your name')}
            submitLabel={t('Save name')}
            busy={rename.isPending}
            maxLength={50}
            initialValue={user.displayName}
            onSubmit={(name) => rename.mutate(name)}
            onClose={() => setRenaming(false)}
          />
        ) : null}
        {leaving ? (
          <ConfirmDialog
            open={leaving}
            title={t('Leave {room}?', { room: roomName })}
            text={`${songsWaiting > 0 ? songs + ' ' : ''}${comeBack}`}
            confirmLabel={t('Leave room')}
            onConfirm={() => leave.mutate()}
            onClose={() => setLeaving(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
