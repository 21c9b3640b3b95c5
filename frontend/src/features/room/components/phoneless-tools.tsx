import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemove from '@mui/icons-material/PersonRemove';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Button, FormControlLabel, IconButton, Stack, Switch, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useErrorToast, useToast } from '@/components/toast';
import { updateSettings } from '@/lib/api/room-owner';
import type { RoomUser } from '@/lib/api/rooms';
import type { SongInput } from '@/lib/api/queue';
import { t } from '@/i18n/i18n';
import { addPhonelessSinger, addSongForPhoneless, removePhonelessSinger } from '@/lib/api/phoneless';
import { PhonelessSingerDialog } from './phoneless-singer-dialog';

const AddSongDialog = lazy(() => import('./add-song-dialog').then((m) => ({ default: m.AddSongDialog })));
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A singer without a phone's row in the people list (docs/product.md "Singers without a phone"):
 * "Add a song" for the host, and for everyone when the host lets everyone help; "Remove" for the
 * host. Every change comes back to every screen with the room's push.
 */
export function PhonelessRowActions({
  roomId,
  person,
  owner,
  isGuest,
  autoSkipMinutes,
}: {
  roomId: string;
  person: RoomUser;
  owner: boolean;
  isGuest: boolean;
  autoSkipMinutes?: number;
}) {
  const toast = useToast();
  const failed = useErrorToast();
  const [adding, setAdding] = useState<boolean | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = useMutation({
    mutationFn: () => removePhonelessSinger(roomId, person.userId),
    onSuccess: () => toast({ title: t('{name} left the room.', { name: person.displayName }) }),
    onError: failed(t('Could not remove the singer')),
  });
  const addSong = async (song: SongInput) => {
    try {
      await addSongForPhoneless(roomId, person.userId, song);
      toast({ title: t('Added for {name}', { name: person.displayName }), description: song.title });
    } catch (error) {
      failed(t('Failed to add song to queue'))(error);
      throw error;
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('Add a song for {name}', { name: person.displayName })}>
        <IconButton color="primary" aria-label={t('Add a song for {name}', { name: person.displayName })} onClick={() => setAdding(true)}>
          <PlaylistAdd />
        </IconButton>
      </Tooltip>
      {owner ? (
        <Tooltip title={t('Remove {name}', { name: person.displayName })}>
          <IconButton color="error" aria-label={t('Remove {name}', { name: person.displayName })} onClick={() => setRemoving(true)}>
            <PersonRemove />
          </IconButton>
        </Tooltip>
      ) : null}
      <Suspense fallback={null}>
        {adding !== null ? (
          <AddSongDialog
            open={adding}
            isGuest={isGuest}
            autoSkipMinutes={autoSkipMinutes}
            forName={person.displayName}
            onClose={() => setAdding(false)}
            onAdd={addSong}
          />
        ) : null}
        {removing ? (
          <ConfirmDialog
            open={removing}
            title={t('Remove singer')}
            text={t('Remove {name} and their waiting songs?', { name: person.displayName })}
            confirmLabel={t('Remove')}
            onConfirm={() => remove.mutate()}
            onClose={() => setRemoving(false)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/** The host's part: add a singer without a phone, and whether everyone may add songs for them. */
export function PhonelessHostTools({ roomId, everyoneHelps }: { roomId: string; everyoneHelps: boolean }) {
  const toast = useToast();
  const failed = useErrorToast();
  const [open, setOpen] = useState(false);
  const helpers = useMutation({
    mutationFn: (on: boolean) => updateSettings(roomId, { othersQueueForPhoneless: on }),
    onError: failed(t('Failed to update settings')),
  });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Button variant="outlined" startIcon={<PersonAddAlt />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('Add a singer without a phone')}
      </Button>
      <FormControlLabel
        control={<Switch checked={helpers.isPending ? (helpers.variables ?? everyoneHelps) : everyoneHelps} onChange={(_e, on) => helpers.mutate(on)} />}
        label={t('Everyone can add songs for singers without a phone')}
      />
      <PhonelessSingerDialog
        open={open}
        onClose={() => setOpen(false)}
        onAdd={async (name) => {
          await addPhonelessSinger(roomId, name);
          toast({ title: t('{name} joined the room.', { name }) });
        }}
      />
    </Stack>
  );
}
