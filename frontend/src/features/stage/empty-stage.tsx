import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { STAGE_BACKDROP, TV_INK, tvHeadline, tvType } from '@/components/tv-styles';
import { JoinQr } from './join-qr';

/** Nothing queued yet: the party's name and its join QR, big in the middle. */
export function EmptyStage({ roomName, code, joinUrl }: { roomName: string; code: string; joinUrl: string }) {
  return (
    <Stack
      data-testid="stage-empty"
      sx={{
        position: 'absolute',
        inset: 0,
        background: STAGE_BACKDROP,
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        color: TV_INK,
        gap: '3vh',
        p: 4,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MicExternalOn sx={{ fontSize: tvType(40, 7, 96) }} />
        <Typography component="h1" sx={{ ...tvHeadline, fontSize: tvType(36, 7.5, 110), overflowWrap: 'anywhere' }}>
          {roomName}
        </Typography>
      </Stack>
      <JoinQr url={joinUrl} code={code} size="46vmin" caption={t('Scan to add a song')} />
    </Stack>
  );
}
