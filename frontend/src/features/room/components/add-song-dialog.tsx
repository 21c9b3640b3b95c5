import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Heart from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import {
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Notice } from '../../../components/notice';
import { useToast } from '../../../components/toast';
import { addFavorite, type Favorite, favoritesKey, favoritesQuery, removeFavorite } from '../../favorites/api/favorites';
import type { SongInput } from '../../queue/api/queue';
import { type SearchResponse, searchVideos, type Video } from '../../search/api/search';

const SOURCE_LABEL: Record<SearchResponse['source'], string> = {
  api: 'Live from YouTube',
  cache: 'From recent searches',
  metadata_cache: 'From songs seen before',
};

const toSong = (video: Video): SongInput => ({ videoId: video.id, title: video.title, thumbnail: video.thumbnail || null, duration: video.duration || null });

/** Favorites to add in one tap (docs/product.md §2 "Add from Favorites"). */
function FavoritesPicker({ open, onClose, onAdd, adding }: { open: boolean; onClose: () => void; onAdd: (song: SongInput) => void; adding: string | null }) {
  const favorites = useQuery({ ...favoritesQuery(), enabled: open });
  const list = favorites.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Add from Favorites{favorites.data ? ` (${list.length})` : ''}</DialogTitle>
      <DialogContent dividers>
        {favorites.isPending ? (
          <Stack sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress />
          </Stack>
        ) : list.length === 0 ? (
          <Stack spacing={1} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              No Favorites Yet
            </Typography>
            <Typography color="text.secondary">Start adding songs to your favorites to see them here.</Typography>
          </Stack>
        ) : (
          <List dense sx={{ maxHeight: 384, overflowY: 'auto' }}>
            {list.map((favorite: Favorite) => (
              <ListItem
                key={favorite.videoId}
                secondaryAction={
                  <Button size="small" variant="contained" startIcon={<Add />} disabled={adding === favorite.videoId} onClick={() => onAdd(favorite)}>
                    Add
                  </Button>
                }
              >
                <ListItemAvatar>
                  <Avatar variant="rounded" src={favorite.thumbnail ?? undefined} alt="" sx={{ width: 64, height: 40 }} />
                </ListItemAvatar>
                <ListItemText primary={favorite.title} secondary={favorite.duration} slotProps={{ primary: { noWrap: true } }} sx={{ pr: 10, minWidth: 0 }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Search YouTube (or the app's caches), add results to the queue, heart them into favorites. */
export function AddSongDialog({
  open,
  isGuest,
  onClose,
  onAdd,
}: {
  open: boolean;
  isGuest: boolean;
  onClose: () => void;
  onAdd: (song: SongInput) => Promise<unknown>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResponse | null>(null);
  const [searching, setSearching] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [picker, setPicker] = useState(false);
  const favorites = useQuery({ ...favoritesQuery(), enabled: open && !isGuest });
  const saved = new Set((favorites.data ?? []).map((favorite) => favorite.videoId));

  const heart = useMutation({
    mutationFn: (video: Video): Promise<unknown> => (saved.has(video.id) ? removeFavorite(video.id) : addFavorite(toSong(video))),
    onError: (_error, video) =>
      toast({ title: saved.has(video.id) ? 'Failed to remove from favorites' : 'Failed to add to favorites', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return; // an empty or blank query does nothing (docs/product.md §5)
    setSearching(true);
    try {
      setResults(await searchVideos(query.trim()));
    } catch {
      setResults(null);
      toast({ title: 'Search failed', description: 'Failed to search YouTube', variant: 'destructive' });
    } finally {
      setSearching(false);
    }
  }

  async function add(song: SongInput) {
    setAdding(song.videoId);
    try {
      await onAdd(song);
    } finally {
      setAdding(null);
    }
  }

  function toggleHeart(video: Video) {
    if (isGuest) {
      toast({ title: 'Sign in required', description: 'Create an account to save favorite songs', variant: 'destructive' });
      return;
    }
    heart.mutate(video);
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} scroll="paper">
      <DialogTitle sx={{ pr: 7 }}>
        Add a Song
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ mb: 2 }}>
          <TextField
            fullWidth
            autoFocus
            size="small"
            label="Search for a song"
            placeholder="Artist or song title, or paste a YouTube link"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" variant="contained" startIcon={searching ? <CircularProgress size={16} color="inherit" /> : <Search />} disabled={searching}>
            Search
          </Button>
        </Stack>
        {!isGuest ? (
          <Button variant="outlined" startIcon={<Star />} onClick={() => setPicker(true)} sx={{ mb: 2 }}>
            Add from Favorites
          </Button>
        ) : null}
        {results ? (
          <>
            {results.notice ? (
              // Why live YouTube search is not open to this person now (their day's searches, everyone's hour, the quota).
              <Notice severity="info" role="status" sx={{ mb: 1.5 }}>
                {results.notice}
              </Notice>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Chip size="small" label={SOURCE_LABEL[results.source]} color={results.source === 'api' ? 'success' : 'default'} variant="outlined" />
            </Stack>
            {results.videos.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                No songs found. Try other words.
              </Typography>
            ) : (
              <List aria-label="Search results">
                {results.videos.map((video) => (
                  <ListItem key={video.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                    <Box sx={{ position: 'relative', flexShrink: 0 }}>
                      <Avatar variant="rounded" src={video.thumbnail} alt="" sx={{ width: 112, height: 63 }} />
                      {video.duration ? (
                        <Typography
                          variant="caption"
                          sx={{
                            position: 'absolute',
                            right: 2,
                            bottom: 2,
                            px: 0.5,
                            borderRadius: 0.5,
                            bgcolor: 'rgba(0,0,0,0.75)',
                            color: '#fff',
                            lineHeight: 1.4,
                          }}
                        >
                          {video.duration}
                        </Typography>
                      ) : null}
                    </Box>
                    <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                        {video.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {video.channel}
                        {video.views != null ? ` · ${video.views.toLocaleString()} views` : ''}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
                      <Tooltip title={saved.has(video.id) ? 'Remove from favorites' : 'Save to favorites'} enterDelay={700}>
                        <IconButton
                          aria-label={saved.has(video.id) ? `Unfavorite ${video.title}` : `Favorite ${video.title}`}
                          onClick={() => toggleHeart(video)}
                          color="secondary"
                        >
                          {saved.has(video.id) ? <Heart /> : <FavoriteBorder />}
                        </IconButton>
                      </Tooltip>
                      <Button variant="contained" size="small" startIcon={<Add />} disabled={adding === video.id} onClick={() => void add(toSong(video))}>
                        Add
                      </Button>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            )}
          </>
        ) : null}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          Search powered by the YouTube Data API.
        </Typography>
      </DialogContent>
      {!isGuest ? <FavoritesPicker open={picker} onClose={() => setPicker(false)} onAdd={(song) => void add(song)} adding={adding} /> : null}
    </Dialog>
  );
}
