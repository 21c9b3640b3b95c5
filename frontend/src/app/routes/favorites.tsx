import ArrowBack from '@mui/icons-material/ArrowBack';
import Heart from '@mui/icons-material/Favorite';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { SongTitle } from '@/components/song-title';
import { Thumbnail } from '@/components/thumbnail';
import { useUser } from '@/hooks/use-current-user';
import type { Favorite } from '@/lib/api/favorites';
import { useFavoritesPage } from '@/features/favorites/hooks/use-favorites';
import { JoinRoomDialog } from './join-room-dialog';
import { locale, t } from '@/i18n/i18n';

function State({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {action}
    </Stack>
  );
}

function FavoriteCard({
  favorite,
  roomId,
  onRemove,
  onAdd,
  onJoinFirst,
  adding,
}: {
  favorite: Favorite;
  roomId: string | null;
  onRemove: () => void;
  onAdd: () => void;
  onJoinFirst: () => void;
  adding: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <Thumbnail src={favorite.thumbnail} sx={{ width: '100%', aspectRatio: '16 / 9' }} />
        {favorite.duration ? (
          <Chip size="small" label={favorite.duration} sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff' }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <SongTitle title={favorite.title} variant="body1" />
          <Tooltip title={t('Remove from favorites')} enterDelay={700}>
            <IconButton aria-label={t('Remove {title} from favorites', { title: favorite.title })} onClick={onRemove} color="secondary" size="small">
              <Heart />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('Added {date}', { date: new Date(favorite.addedAt).toLocaleDateString(locale()) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={adding ? <CircularProgress size={16} color="inherit" /> : <PlaylistAdd />}
          disabled={adding}
          onClick={roomId ? onAdd : onJoinFirst}
        >
          {roomId ? t('Add to Queue') : t('Join Room First')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** My Favorites (docs/product.md §2): registered users' saved songs, one tap from the room's queue. */
export function FavoritesRoute() {
  const user = useUser();
  const navigate = useNavigate();
  const { registered, favorites, roomId, remove, add, join } = useFavoritesPage(user);
  const [joining, setJoining] = useState(false);

  let body: ReactNode;
  if (!user)
    body = (
      <State
        title={t('Sign In Required')}
        text={t('Please sign in to view your favorite songs.')}
        action={
          <Button variant="contained" onClick={() => navigate('/login')}>
            {t('Sign In')}
          </Button>
        }
      />
    );
  else if (user.isGuest)
    body = (
      <State
        title={t('Feature Not Available')}
        text={t('Favorites are not available for guest users. Create an account to save your favorite songs.')}
        action={
          <Button variant="contained" onClick={() => navigate('/register')}>
            {t('Create an account')}
          </Button>
        }
      />
    );
  else if (favorites.isPending)
    body = (
      <Stack sx={{ py: 8, alignItems: 'center' }}>
        <CircularProgress aria-label={t('Loading favorites')} />
      </Stack>
    );
  else if (favorites.isError)
    body = (
      <State
        title={t('Error')}
        text={t('Failed to load your favorites. Please try again.')}
        action={<Button onClick={() => favorites.refetch()}>{t('Try again')}</Button>}
      />
    );
  else if (favorites.data.length === 0)
    body = <State title={t('No Favorites Yet')} text={t('Start adding songs to your favorites by clicking the heart icon on any song.')} />;
  else
    body = (
      <Grid container spacing={2}>
        {favorites.data.map((favorite) => (
          <Grid key={favorite.videoId} size={{ xs: 12, sm: 6, md: 4 }}>
            <FavoriteCard
              favorite={favorite}
              roomId={roomId}
              adding={add.isPending && add.variables?.videoId === favorite.videoId}
              onAdd={() => add.mutate(favorite)}
              onRemove={() => remove.mutate(favorite)}
              onJoinFirst={() => setJoining(true)}
            />
          </Grid>
        ))}
      </Grid>
    );

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
        {body}
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
