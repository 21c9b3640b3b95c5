import { Box, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { t } from '@/i18n/i18n';
import { tvCode, tvQrTile, tvShadow, tvType } from '@/components/tv-styles';

const SHADOW = tvShadow(0.6);

/** The board's way in: a large QR of the guest link, "Scan to add a song" and the code. */
export function BoardJoin({ url, code }: { url: string; code: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', alignSelf: { md: 'center' } }}>
      <Box sx={{ ...tvQrTile, p: '1.6vmin', borderRadius: 3, width: { xs: '62vw', md: '36vmin' }, maxWidth: 420, aspectRatio: '1' }}>
        <QRCodeSVG value={url} size={512} marginSize={1} level="M" role="img" aria-label={t('QR code to join with code {code}', { code })} />
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: tvType(16, 2.4, 34), textShadow: SHADOW }}>{t('Scan to add a song')}</Typography>
      <Typography data-testid="board-code" sx={{ ...tvCode, fontWeight: 900, fontSize: tvType(28, 5.5, 84), lineHeight: 1, textShadow: SHADOW }}>
        {code}
      </Typography>
    </Stack>
  );
}
