import Lyrics from '@mui/icons-material/Lyrics';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { roomQuery } from '@/lib/api/rooms';
import { useUser } from '@/hooks/use-current-user';
import { t } from '@/i18n/i18n';

/** The singer's podium, downloaded only when someone opens it. */
const Podium = lazy(() => import('./podium'));

/** "Lyrics" beside the reactions while a song plays (unless the host turned lyrics off): opens the podium. */
export function LyricsLauncher({ roomId, overPicture }: { roomId: string; overPicture: boolean }) {
  const [open, setOpen] = useState(false);
  const user = useUser();
  const room = useQuery({ ...roomQuery(roomId), staleTime: Infinity });
  if (!user || room.data?.settings.lyrics === false) return null;
  return (
    <>
      <Button
        size="small"
        variant={overPicture ? 'text' : 'outlined'}
        color="inherit"
        startIcon={<Lyrics />}
        onClick={() => setOpen(true)}
        data-testid="open-podium"
        sx={{ flexShrink: 0, py: 0, minHeight: 32 }}
      >
        {t('Lyrics')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Podium roomId={roomId} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
