import Download from '@mui/icons-material/Download';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { Pill } from '@/components/light/pill';
import { useErrorToast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { queueKey } from '@/lib/api/queue';
import { historyCsvUrl, historyKey, historyQuery, type PlayedSong, singAgain } from '@/lib/api/evening';
import { locale, t } from '@/i18n/i18n';

const time = (at: string) => new Date(at).toLocaleTimeString(locale(), { hour: 'numeric', minute: '2-digit' });

function PlayedRow({
  song,
  top,
  mine,
  busy,
  partyOver,
  onSingAgain,
}: {
  song: PlayedSong;
  top: boolean;
  mine: boolean;
  busy: boolean;
  partyOver: boolean;
  onSingAgain?: () => void;
}) {
  // A party that ended mid-song left that song without an end: nobody is singing it now.
  const detail = [[song.singer, ...(song.withSingers ?? [])].join(' & '), time(song.playedAt), song.endedAt || partyOver ? null : t('singing now')]
    .filter(Boolean)
    .join(' · ');
  return (
    <PlainListItem
      data-testid="played-song"
      sx={{ gap: 1, alignItems: 'flex-start', py: 1 }}
      action={
        onSingAgain ? (
          // An icon, named for its song: a labelled button took half a phone's row and wrapped titles to five lines.
          <IconButton
            color="primary"
            aria-label={t('Sing again: {title}', { title: song.title })}
            title={t('Sing again')}
            disabled={busy}
            onClick={onSingAgain}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {busy ? <CircularProgress size={20} /> : <Replay />}
          </IconButton>
        ) : undefined
      }
    >
      <PlainListText
        primaryDir="auto"
        primary={song.title}
        primarySx={{ fontWeight: 600 }}
        secondary={
          <Stack component="span" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mt: 0.25 }}>
            <span>{detail}</span>
            {mine ? <Pill size="small" label={t('You')} color="primary" variant="outlined" /> : null}
            {song.skipped ? <Pill size="small" label={t('Skipped')} color="warning" variant="outlined" /> : null}
            {song.applause > 0 ? <Pill size="small" label={`👏 ${song.applause}`} variant="outlined" /> : null}
            {top ? <Pill size="small" label={t('Most applauded')} color="secondary" /> : null}
          </Stack>
        }
        sx={{ pr: onSingAgain ? 1 : 0 }}
      />
    </PlainListItem>
  );
}

/**
 * Tonight's songs beside the queue: who sang what and when, skipped ones marked, the most
 * applauded; "Sing again" queues one as your own (the room's limits apply); "My songs" shows
 * only yours; the host downloads the evening as CSV.
 */
export default function PlayedPanel(props: { roomId: string; userId: number; host: boolean; songKey?: string | null }) {
  return (
    <Card variant="outlined" role="tabpanel" aria-label={t('Played tonight')}>
      <CardContent>
        <TonightsSongs {...props} />
      </CardContent>
    </Card>
  );
}

/** The party's songs; `ended`: a past party, read from the host's past parties (nothing to sing again there). */
export function TonightsSongs({
  roomId,
  userId,
  host,
  songKey,
  ended = false,
}: {
  roomId: string;
  userId: number;
  host: boolean;
  songKey?: string | null;
  ended?: boolean;
}) {
  const history = useQuery(historyQuery(roomId));
  const queryClient = useQueryClient();
  // A new song on stage ends the last one: tonight's list is read again.
  const { refetch } = history;
  useEffect(() => {
    if (songKey !== undefined) void refetch();
  }, [songKey, refetch]);
  const toast = useToast();
  const failed = useErrorToast();
  const [onlyMine, setOnlyMine] = useState(false);
  const again = useMutation({
    mutationFn: (song: PlayedSong) => singAgain(roomId, song.playedSongId),
    onSuccess: (answer, song) => {
      if ('requestId' in answer)
        toast({ title: t("Waiting for the host's approval"), description: t('The host will see your song and add it to the queue.'), info: true });
      else toast({ title: t('Added to queue'), description: t('"{title}" is in the queue again, as yours.', { title: song.title }) });
      void queryClient.invalidateQueries({ queryKey: queueKey(roomId) });
    },
    onError: failed(t('Failed to add song to queue')),
  });

  if (history.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ py: 3, justifyContent: 'center', alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography color="text.secondary">{t("Loading tonight's songs…")}</Typography>
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Stack spacing={1} sx={{ py: 3, alignItems: 'center' }}>
        <Typography color="error">{errorMessage(history.error, t("Tonight's songs could not be loaded."))}</Typography>
        <Button size="small" onClick={() => void queryClient.invalidateQueries({ queryKey: historyKey(roomId) })}>
          {t('Try again')}
        </Button>
      </Stack>
    );
  }
  const songs = history.data.songs.filter((song) => !onlyMine || song.addedById === userId);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, pt: 1 }}>
        <Stack direction="row" spacing={0.5} role="group" aria-label={t('Whose songs')}>
          <Button size="small" variant={onlyMine ? 'text' : 'contained'} aria-pressed={!onlyMine} onClick={() => setOnlyMine(false)}>
            {t('Everyone')}
          </Button>
          <Button size="small" variant={onlyMine ? 'contained' : 'text'} aria-pressed={onlyMine} onClick={() => setOnlyMine(true)}>
            {t('My songs')}
          </Button>
        </Stack>
        {host && history.data.songs.length > 0 ? (
          <Button size="small" startIcon={<Download />} href={historyCsvUrl(roomId)} download>
            {t('Download CSV')}
          </Button>
        ) : null}
      </Stack>
      {songs.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {ended
            ? t('No songs were played at this party.')
            : onlyMine
              ? t("You haven't sung yet tonight. Add a song!")
              : t('No songs yet tonight. The first one starts the party!')}
        </Typography>
      ) : (
        <PlainList label={t("Tonight's songs")}>
          {songs.map((song) => (
            <PlayedRow
              key={song.playedSongId}
              song={song}
              top={song.playedSongId === history.data.mostApplaudedId}
              mine={song.addedById === userId}
              busy={again.isPending && again.variables?.playedSongId === song.playedSongId}
              partyOver={ended}
              onSingAgain={song.isRickRoll || ended ? undefined : () => again.mutate(song)}
            />
          ))}
        </PlainList>
      )}
    </Box>
  );
}
