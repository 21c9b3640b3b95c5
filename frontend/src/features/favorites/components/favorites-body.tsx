import { Button, CircularProgress, Grid, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { PageState } from '@/components/page-state';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import type { useFavoritesPage } from '../hooks/use-favorites';
import { FavoriteCard } from './favorite-card';

type FavoritesPage = ReturnType<typeof useFavoritesPage>;

/** The favorites page below its header: why there are none to show (signed out, a guest, loading, failed, empty), or the cards. */
export function FavoritesBody({
  user,
  favorites,
  roomId,
  add,
  remove,
  onJoinFirst,
}: Pick<FavoritesPage, 'favorites' | 'roomId' | 'add' | 'remove'> & { user: StoredUser | null; onJoinFirst: () => void }) {
  const navigate = useNavigate();
  if (!user)
    return (
      <PageState
        title={t('Sign In Required')}
        text={t('Please sign in to view your favorite songs.')}
        action={
          <Button variant="contained" onClick={() => navigate('/login')}>
            {t('Sign In')}
          </Button>
        }
      />
    );
  if (user.isGuest)
    return (
      <PageState
        title={t('Feature Not Available')}
        text={t('Favorites are not available for guest users. Create an account to save your favorite songs.')}
        action={
          <Button variant="contained" onClick={() => navigate('/register')}>
            {t('Create an account')}
          </Button>
        }
      />
    );
  if (favorites.isPending)
    return (
      <Stack sx={{ py: 8, alignItems: 'center' }}>
        <CircularProgress aria-label={t('Loading favorites')} />
      </Stack>
    );
  if (favorites.isError)
    return (
      <PageState
        title={t('Error')}
        text={t('Failed to load your favorites. Please try again.')}
        action={<Button onClick={() => favorites.refetch()}>{t('Try again')}</Button>}
      />
    );
  if (favorites.data.length === 0)
    return <PageState title={t('No Favorites Yet')} text={t('Start adding songs to your favorites by clicking the heart icon on any song.')} />;
  // The cards.
  return (
    <Grid container spacing={2}>
      {favorites.data.map((favorite) => (
        <Grid key={favorite.videoId} size={{ xs: 12, sm: 6, md: 4 }}>
          <FavoriteCard
            favorite={favorite}
            roomId={roomId}
            adding={add.isPending && add.variables?.videoId === favorite.videoId}
            onAdd={() => add.mutate(favorite)}
            onRemove={() => remove.mutate(favorite)}
            onJoinFirst={onJoinFirst}
          />
        </Grid>
      ))}
    </Grid>
  );
}
