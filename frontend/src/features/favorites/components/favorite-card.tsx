import Heart from '@mui/icons-material/Favorite';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { SongTitle } from '@/components/song-title';
import { Thumbnail } from '@/components/thumbnail';
import type { Favorite } from '@/lib/api/favorites';
import { locale, t } from '@/i18n/i18n';

/** A saved song: its thumbnail and length, the heart that removes it, and Add to Queue (or Join Room First). */
export function FavoriteCard({
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
