import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { FavoritesBody } from '@/features/favorites/components/favorites-body';
import { useFavoritesPage } from '@/features/favorites/hooks/use-favorites';
import { useUser } from '@/hooks/use-current-user';
import { t } from '@/i18n/i18n';
import { JoinRoomDialog } from './join-room-dialog';

/** My Favorites (docs/product.md §2): registered users' saved songs, one tap from the room's queue. */
export function FavoritesRoute() {
  const user = useUser();
  const navigate = useNavigate();
  const { registered, favorites, roomId, remove, add, join } = useFavoritesPage(user);
  const [joining, setJoining] = useState(false);

  return (
    <AppShell>
      <Stack spacing={3} sx={{ pt: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {t('My Favorites')}
            </Typography>
            {favorites.data ? <Chip label={favorites.data.length} color="secondary" /> : null}
          </Stack>
          <Stack direction="row" spacing={1}>
            {roomId ? (
              <Button variant="outlined" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => navigate(`/room/${roomId}`)}>
                {t('Back to Room')}
              </Button>
            ) : null}
            {registered ? (
              <Button size="small" sx={{ whiteSpace: 'nowrap' }} startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')}>
                {t('Back to Dashboard')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        <FavoritesBody user={user} favorites={favorites} roomId={roomId} add={add} remove={remove} onJoinFirst={() => setJoining(true)} />
      </Stack>
      <JoinRoomDialog
        open={joining}
        text={t(
          "Enter the code shown on the host's screen; your favorites then go to that room's queue. To host your own party, create a room on your dashboard.",
        )}
        busy={join.isPending}
        onSubmit={(code) => join.mutate(code, { onSuccess: () => setJoining(false) })}
        onClose={() => setJoining(false)}
      />
    </AppShell>
  );
}
