import CastConnected from '@mui/icons-material/CastConnected';
import EventBusy from '@mui/icons-material/EventBusy';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Settings from '@mui/icons-material/Settings';
import Tv from '@mui/icons-material/Tv';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { updateSettings } from '@/lib/api/room-owner';
import { roomKeys } from '@/lib/api/rooms';
import { endRoom } from '../api/end-room';
import { t } from '@/i18n/i18n';

/** "Open on a TV": its code, QR and the room's screens, loaded when the host opens it. */
const OpenOnTvDialog = lazy(() => import('./open-on-tv-dialog'));

/** Lock or unlock, one tap: the lock alone through the settings API, idempotent (a second tap on a slow network sets the same value). */
function useLockRoom(roomId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: (isLocked: boolean) => updateSettings(roomId, { isLocked }),
    onSuccess: (answer) => {
      queryClient.setQueryData(roomKeys.room(roomId), answer);
      toast(
        answer.isLocked
          ? { title: t('Room locked'), description: t('No new guests can join until you unlock it.') }
          : { title: t('Room unlocked'), description: t('Guests can join with the code again.') },
      );
    },
    onError: failed(t('Error'), t('Failed to toggle room lock')),
  });
}

/**
 * End party: everyone is let go with the host's goodbye, and the night is kept (the host's past
 * parties keep its Played list and CSV); deleting is the dashboard's separate action.
 */
function useEndParty(roomId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: () => endRoom(roomId),
    onSuccess: () => {
      // The dashboard reads its rooms and past parties afresh: the party moved from one to the other.
      void queryClient.invalidateQueries({ queryKey: ['rooms'] });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      toast({ title: t('Party ended'), description: t('Its Played list and CSV are kept in Your past parties.') });
      void navigate('/dashboard', { replace: true });
    },
    onError: failed(t('Error'), t('Failed to end the party')),
  });
}

/**
 * The host's buttons in the room's header: open the Stage, lock or unlock in one tap, Room
 * Settings. They wrap as one group, under the title on a phone and in the narrow remote view.
 * Loaded for the host only (a guest's download, docs/performance.md §5).
 */
export function HostHeaderActions({ roomId, locked, fullRow, onSettings }: { roomId: string; locked: boolean; fullRow: boolean; onSettings: () => void }) {
  const lock = useLockRoom(roomId);
  const end = useEndParty(roomId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [onTv, setOnTv] = useState(false);
  // The remote view's column is narrow: its buttons stay one row at the small size.
  const size = fullRow ? 'small' : 'medium';
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, width: { xs: '100%', md: fullRow ? '100%' : 'auto' } }}>
      <Button size={size} variant="outlined" startIcon={<Tv />} href={`/room/${roomId}?view=stage`} target="_blank" rel="noopener">
        {t('Stage')}
      </Button>
      {/* Pairing a TV is the full room's (the remote view runs the show from a phone, in one row). */}
      {fullRow ? null : (
        <>
          <Button size={size} variant="outlined" startIcon={<CastConnected />} onClick={() => setOnTv(true)}>
            {t('Open on a TV')}
          </Button>
          {onTv ? (
            <Suspense fallback={null}>
              <OpenOnTvDialog roomId={roomId} onClose={() => setOnTv(false)} />
            </Suspense>
          ) : null}
        </>
      )}
      <Button
        size={size}
        variant={locked ? 'contained' : 'outlined'}
        color={locked ? 'warning' : 'primary'}
        startIcon={locked ? <LockOpen /> : <Lock />}
        disabled={lock.isPending}
        onClick={() => lock.mutate(!locked)}
      >
        {locked ? t('Unlock') : t('Lock')}
      </Button>
      <Button size={size} variant="outlined" startIcon={<Settings />} onClick={onSettings}>
        {t('Room Settings')}
      </Button>
      <Button size={size} variant="outlined" color="error" startIcon={<EventBusy />} disabled={end.isPending} onClick={() => setConfirmEnd(true)}>
        {t('End party')}
      </Button>
      <ConfirmDialog
        open={confirmEnd}
        title={t('End the party?')}
        text={t('Everyone in the room is let go with a goodbye. The Played list and its CSV stay in Your past parties.')}
        confirmLabel={t('End party')}
        onConfirm={() => end.mutate()}
        onClose={() => setConfirmEnd(false)}
      />
    </Stack>
  );
}
