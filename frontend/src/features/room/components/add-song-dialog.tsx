import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Heart from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import {
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
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { longerThanLimit, overLimitLabel } from '@/lib/over-limit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { Notice } from '@/components/light/notice';
import { SongTitle } from '@/components/song-title';
import { Thumbnail } from '@/components/thumbnail';
import { useToast } from '@/components/toast';
import { addFavorite, type Favorite, favoritesKey, favoritesQuery, removeFavorite } from '@/lib/api/favorites';
import { type LibrarySong, libraryStatusQuery, searchLibrary } from '@/lib/api/library';
import type { Playing } from '@/lib/api/player';
import type { QueueItem, SongInput } from '@/lib/api/queue';
import type { SearchResponse, SearchStyle, Video } from '@/lib/api/search';
import { useSongSearch } from '../hooks/use-song-search';
import { SearchChips } from './search-chips';
import { locale, msg, t } from '@/i18n/i18n';

const SOURCE_LABEL: Record<SearchResponse['source'], string> = {
  api: msg('Live from YouTube'),
  // Keyless search: YouTube's own web search, no API key or quota (docs/product.md §4 "Search result source").
  keyless: msg('Live from YouTube’s web search'),
  cache: msg('From recent searches'),
  metadata_cache: msg('From songs seen before'),
};

const toSong = (video: Video): SongInput => ({ videoId: video.id, title: video.title, thumbnail: video.thumbnail || null, duration: video.duration || null });

/** A library song as the queue takes it: "Artist - Title", as the server names it too. */
const fromLibrary = (song: LibrarySong): SongInput => ({
  videoId: song.id,
  title: song.artist ? `${song.artist} - ${song.title}` : song.title,
  thumbnail: null,
  duration: song.duration || null,
});

/**
 * The host's own karaoke files (docs/architecture.md "The host's library"): found as you type, no quota spent; an
 * empty search lists the library from A.
 */
function LibraryResults({
  query,
  adding,
  onAdd,
  favorite,
}: {
  query: string;
  adding: string | null;
  onAdd: (song: SongInput) => void;
  favorite: ((song: SongInput) => { saved: boolean; onToggle: () => void }) | null;
}) {
  const words = useDeferredValue(query.trim());
  const found = useQuery({ queryKey: ['library', 'search', words], queryFn: () => searchLibrary(words), placeholderData: (previous) => previous });
  if (found.isPending) {
    return (
      <Stack sx={{ py: 4, alignItems: 'center' }}>
        <CircularProgress />
      </Stack>
    );
  }
  if (found.isError) {
    return (
      <Notice severity="warning" sx={{ mb: 1.5 }}>
        {t("The library can't be searched right now. Try again in a moment.")}
      </Notice>
    );
  }
  const songs = found.data.songs;
  if (songs.length === 0) {
    return <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{t('No songs in the library match. Try other words.')}</Typography>;
  }
  return (
    <List aria-label={t('Library songs')}>
      {songs.map((song) => {
        const input = fromLibrary(song);
        const heart = favorite?.(input);
        return (
          <ListItem key={song.id} disableGutters sx={{ gap: 1.5 }}>
            <Thumbnail src={null} iconSize={24} sx={{ width: 64, height: 36, flexShrink: 0, borderRadius: 1 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SongTitle title={song.title} variant="body1" />
              <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                {[song.artist, song.duration, song.kind === 'cdg' ? t('CD+G') : null].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {heart ? (
              <Tooltip title={heart.saved ? t('Remove from favorites') : t('Save to favorites')} enterDelay={700}>
                <IconButton
                  aria-label={heart.saved ? t('Unfavorite {title}', { title: input.title }) : t('Favorite {title}', { title: input.title })}
                  onClick={heart.onToggle}
                  color="secondary"
                >
                  {heart.saved ? <Heart /> : <FavoriteBorder />}
                </IconButton>
              </Tooltip>
            ) : null}
            <Button
              variant="contained"
              size="small"
              startIcon={<Add />}
              disabled={adding === song.id}
              onClick={() => onAdd(input)}
              aria-label={t('Add {title}', { title: input.title })}
              sx={{ flexShrink: 0 }}
            >
              {t('Add')}
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}

/** Favorites to add in one tap (docs/product.md §2 "Add from Favorites"). */
function FavoritesPicker({ open, onClose, onAdd, adding }: { open: boolean; onClose: () => void; onAdd: (song: SongInput) => void; adding: string | null }) {
  const favorites = useQuery({ ...favoritesQuery(), enabled: open });
  const list = favorites.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{favorites.data ? t('Add from Favorites ({count})', { count: list.length }) : t('Add from Favorites')}</DialogTitle>
      <DialogContent dividers>
        {favorites.isPending ? (
          <Stack sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress />
          </Stack>
        ) : list.length === 0 ? (
          <Stack spacing={1} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {t('No Favorites Yet')}
            </Typography>
            <Typography color="text.secondary">{t('Start adding songs to your favorites to see them here.')}</Typography>
          </Stack>
        ) : (
          <List dense sx={{ maxHeight: 384, overflowY: 'auto' }}>
            {list.map((favorite: Favorite) => (
              <ListItem
                key={favorite.videoId}
                secondaryAction={
                  <Button size="small" variant="contained" startIcon={<Add />} disabled={adding === favorite.videoId} onClick={() => onAdd(favorite)}>
                    {t('Add')}
                  </Button>
                }
              >
                <ListItemAvatar>
                  <Thumbnail src={favorite.thumbnail} iconSize={24} sx={{ width: 64, height: 40, borderRadius: 1 }} />
                </ListItemAvatar>
                <ListItemText primary={<SongTitle title={favorite.title} />} secondary={favorite.duration} sx={{ pr: 10, minWidth: 0 }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('Done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A song to offer before anything is typed, with who brought it to the room (when known). */
export type SuggestedSong = SongInput & { addedBy?: string };

/** A short list of songs, each one tap from the queue: what the dialog offers before a search. */
function SongShortlist({ label, songs, adding, onAdd }: { label: string; songs: SuggestedSong[]; adding: string | null; onAdd: (song: SongInput) => void }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <List dense disablePadding>
        {songs.map((song) => (
          <ListItem key={song.videoId} disableGutters sx={{ gap: 1.5 }}>
            <Thumbnail src={song.thumbnail} iconSize={24} sx={{ width: 64, height: 36, flexShrink: 0, borderRadius: 1 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SongTitle title={song.title} />
              {song.addedBy || song.duration ? (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {[song.addedBy, song.duration].filter(Boolean).join(' · ')}
                </Typography>
              ) : null}
            </Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Add />}
              disabled={adding === song.videoId}
              onClick={() => onAdd(song)}
              aria-label={t('Add {title}', { title: song.title })}
              sx={{ flexShrink: 0 }}
            >
              {t('Add')}
            </Button>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Before a search: the room's songs tonight and the person's favorites, each one tap from the queue, or a hint. */
function BeforeSearch({
  suggestions,
  favorites,
  adding,
  onAdd,
}: {
  suggestions: SuggestedSong[];
  favorites: SuggestedSong[];
  adding: string | null;
  onAdd: (song: SongInput) => void;
}) {
  return (
    <>
      {suggestions.length > 0 ? <SongShortlist label={t('Tonight in this room')} songs={suggestions} adding={adding} onAdd={onAdd} /> : null}
      {favorites.length > 0 ? <SongShortlist label={t('Your favorites')} songs={favorites.slice(0, 5)} adding={adding} onAdd={onAdd} /> : null}
      {suggestions.length === 0 && favorites.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('Try an artist ("ABBA") or a song ("Dancing Queen"). The first songs of the night will show here.')}
        </Typography>
      ) : null}
    </>
  );
}

/** One search result: its thumbnail and length, title, channel and views, the heart (accounts only) and Add. */
function SearchResult({
  video,
  autoSkipMinutes,
  favorite,
  adding,
  onAdd,
}: {
  video: Video;
  autoSkipMinutes?: number;
  favorite: { saved: boolean; onToggle: () => void } | null;
  adding: boolean;
  onAdd: () => void;
}) {
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <Thumbnail src={video.thumbnail} iconSize={32} sx={{ width: 112, height: 63, borderRadius: 1 }} />
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
        <SongTitle title={video.title} variant="body1" />
        <Typography variant="body2" color="text.secondary" noWrap>
          {video.channel}
          {video.views != null ? ` · ${t('{views} views', { views: video.views.toLocaleString(locale()) })}` : ''}
        </Typography>
        {longerThanLimit(video.duration, autoSkipMinutes) ? (
          <Typography variant="caption" data-testid="over-limit" sx={{ color: 'warning.main', fontWeight: 600 }}>
            {overLimitLabel(autoSkipMinutes!)}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
        {favorite ? (
          <Tooltip title={favorite.saved ? t('Remove from favorites') : t('Save to favorites')} enterDelay={700}>
            <IconButton
              aria-label={favorite.saved ? t('Unfavorite {title}', { title: video.title }) : t('Favorite {title}', { title: video.title })}
              onClick={favorite.onToggle}
              color="secondary"
            >
              {favorite.saved ? <Heart /> : <FavoriteBorder />}
            </IconButton>
          </Tooltip>
        ) : null}
        <Button variant="contained" size="small" startIcon={<Add />} disabled={adding} onClick={onAdd}>
          {t('Add')}
        </Button>
      </Stack>
    </ListItem>
  );
}

/**
 * Search YouTube (or the app's caches), add results to the queue, heart them into favorites.
 * Before a search it offers what helps: the room's songs tonight and the person's favorites.
 */
export function AddSongDialog({
  open,
  isGuest,
  autoSkipMinutes,
  onClose,
  onAdd,
  queue = [],
  playing,
  forName,
}: {
  open: boolean;
  isGuest: boolean;
  /** A singer without a phone the songs are for (docs/product.md "Singers without a phone"): named in the title. */
  forName?: string;
  /** The room's auto-skip limit: longer results are marked. */
  autoSkipMinutes?: number;
  onClose: () => void;
  onAdd: (song: SongInput) => Promise<unknown>;
  /** The room's songs tonight (waiting, and the one playing), offered before typing. */
  queue?: QueueItem[];
  playing?: Playing['currentlyPlaying'];
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const [style, setStyle] = useState<SearchStyle>('karaoke');
  const { run, results, searching, failure } = useSongSearch();
  const [adding, setAdding] = useState<string | null>(null);
  const [picker, setPicker] = useState(false);
  const favorites = useQuery({ ...favoritesQuery(), enabled: open && !isGuest });
  const saved = new Set((favorites.data ?? []).map((favorite) => favorite.videoId));
  // The Library choice shows only when the server has the host's own files.
  const library = useQuery({ ...libraryStatusQuery(), enabled: open });
  const hasLibrary = library.data?.available === true;
  const [from, setFrom] = useState<'youtube' | 'library'>('youtube');
  const inLibrary = hasLibrary && from === 'library';
  const saveLibrarySong = useMutation({
    mutationFn: (song: SongInput): Promise<unknown> => (saved.has(song.videoId) ? removeFavorite(song.videoId) : addFavorite(song)),
    onError: (_error, song) =>
      toast({ title: saved.has(song.videoId) ? t('Failed to remove from favorites') : t('Failed to add to favorites'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });

  const heart = useMutation({
    mutationFn: (video: Video): Promise<unknown> => (saved.has(video.id) ? removeFavorite(video.id) : addFavorite(toSong(video))),
    onError: (_error, video) =>
      toast({ title: saved.has(video.id) ? t('Failed to remove from favorites') : t('Failed to add to favorites'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });

  function search(event: FormEvent) {
    event.preventDefault();
    if (inLibrary) return;
    run(query, style);
  }

  /** A chip changes what kind of version is looked for: the words typed are searched again in it. */
  function choose(next: SearchStyle) {
    setStyle(next);
    if (query.trim() && results) run(query, next);
  }

  async function add(song: SongInput) {
    setAdding(song.videoId);
    try {
      await onAdd(song);
    } finally {
      setAdding(null);
    }
  }

  // Favorites are for accounts: guests get no heart (only a hint below), so nothing is offered and then refused.
  const favoriteList = favorites.data ?? [];
  const roomSongs: SuggestedSong[] = [...(playing && !playing.isRickRoll ? [playing] : []), ...queue].map((song) => ({
    videoId: song.videoId,
    title: song.title,
    thumbnail: song.thumbnail ?? null,
    duration: song.duration ?? null,
    addedBy: song.addedBy,
  }));
  const suggestions = roomSongs.filter((song, index, all) => all.findIndex((other) => other.videoId === song.videoId) === index).slice(0, 5);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} scroll="paper">
      <DialogTitle sx={{ pr: 7 }}>
        {forName ? t('A song for {name}', { name: forName }) : t('Add a Song')}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {hasLibrary ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={from}
            onChange={(_event, next: 'youtube' | 'library' | null) => next && setFrom(next)}
            aria-label={t('Where to look')}
            sx={{ mb: 1.5 }}
          >
            <ToggleButton value="youtube">{t('YouTube')}</ToggleButton>
            <ToggleButton value="library">{t('Library ({count})', { count: library.data!.count.toLocaleString(locale()) })}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ mb: 1.5, alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            autoFocus
            size="small"
            label={inLibrary ? t('Search the library') : t('Search for a song')}
            placeholder={t('Artist or song title')}
            helperText={
              inLibrary ? t("The host's own karaoke files: no internet needed.") : t('Or paste a YouTube link. We look for karaoke versions for you.')
            }
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {inLibrary ? null : (
            <Button type="submit" variant="contained" startIcon={searching ? <CircularProgress size={16} color="inherit" /> : <Search />} disabled={searching}>
              {t('Search')}
            </Button>
          )}
        </Stack>
        {inLibrary ? (
          <LibraryResults
            query={query}
            adding={adding}
            onAdd={(song) => void add(song)}
            favorite={isGuest ? null : (song) => ({ saved: saved.has(song.videoId), onToggle: () => saveLibrarySong.mutate(song) })}
          />
        ) : (
          <>
            <SearchChips value={style} onChange={choose} disabled={searching} />
            {!isGuest ? (
              <Button variant="outlined" startIcon={<Star />} onClick={() => setPicker(true)} sx={{ mb: 2 }}>
                {t('Add from Favorites')}
              </Button>
            ) : null}
            {failure ? (
              <Notice severity="warning" sx={{ mb: 1.5 }}>
                {failure}
              </Notice>
            ) : null}
            {!results && !failure && !searching ? (
              <BeforeSearch suggestions={suggestions} favorites={isGuest ? [] : favoriteList} adding={adding} onAdd={(song) => void add(song)} />
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
                  <Chip
                    size="small"
                    label={t(SOURCE_LABEL[results.source])}
                    color={results.source === 'api' || results.source === 'keyless' ? 'success' : 'default'}
                    variant="outlined"
                  />
                </Stack>
                {results.videos.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {t('No songs found. Try other words.')}
                  </Typography>
                ) : (
                  <List aria-label={t('Search results')}>
                    {results.videos.map((video) => (
                      <SearchResult
                        key={video.id}
                        video={video}
                        autoSkipMinutes={autoSkipMinutes}
                        favorite={isGuest ? null : { saved: saved.has(video.id), onToggle: () => heart.mutate(video) }}
                        adding={adding === video.id}
                        onAdd={() => void add(toSong(video))}
                      />
                    ))}
                  </List>
                )}
              </>
            ) : null}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {results?.source === 'keyless' ? t('Search powered by YouTube.') : t('Search powered by the YouTube Data API.')}
            </Typography>
          </>
        )}
        {isGuest ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('Create an account to keep favorites.')}
          </Typography>
        ) : null}
      </DialogContent>
      {!isGuest ? <FavoritesPicker open={picker} onClose={() => setPicker(false)} onAdd={(song) => void add(song)} adding={adding} /> : null}
    </Dialog>
  );
}
