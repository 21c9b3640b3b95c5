import { CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import type { Room } from '@/lib/api/rooms';
import { t } from '@/i18n/i18n';
import { useMyRooms, useRoomActions } from '../hooks/use-my-rooms';
import { RoomCard } from './room-card';

/** The dashboard's "Your Rooms": the rooms a host owns, each to enter, lock or delete (after asking). */
export function MyRooms({ userId }: { userId: number }) {
  const rooms = useMyRooms(userId);
  const [toDelete, setToDelete] = useState<Room | null>(null);
  const { lock, remove, busy } = useRoomActions(() => undefined);
  return (
    <section>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('Your Rooms')}
      </Typography>
      {rooms.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography color="text.secondary">{t('Loading your rooms...')}</Typography>
        </Stack>
      ) : rooms.isError ? (
        <Typography color="error">{errorMessage(rooms.error, t('Failed to load your rooms.'))}</Typography>
      ) : rooms.data.length === 0 ? (
        <Typography color="text.secondary">{t("You haven't created any rooms yet. Create one to get started!")}</Typography>
      ) : (
        <Grid container spacing={2}>
          {rooms.data.map((room) => (
            <Grid key={room.roomId} size={{ xs: 12, md: 6 }}>
              <RoomCard room={room} busy={busy(room)} onToggleLock={() => lock.mutate(room)} onDelete={() => setToDelete(room)} />
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete room')}
        text={t('Are you sure you want to delete "{name}"? This action cannot be undone.', { name: toDelete?.name ?? '' })}
        confirmLabel={t('Delete')}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
