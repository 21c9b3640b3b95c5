import { Box, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { t } from '@/i18n/i18n';
import { TV_INK, tvCode, tvQrTile, tvShadow, tvType } from '@/components/tv-styles';

/** The shadow under the stage's type (darker than the board's). */
export const STAGE_SHADOW = tvShadow(0.85);

/** The join QR on its white tile, `size` a side; `small` for the corner's (a thinner margin, fewer pixels). */
export function QrTile({ url, code, size, small = false }: { url: string; code: string; size: string; small?: boolean }) {
  return (
    <Box sx={{ ...tvQrTile, p: small ? '0.5vmin' : '1.2vmin', borderRadius: small ? 1 : 2, width: size, height: size }}>
      <QRCodeSVG value={url} size={small ? 256 : 512} marginSize={1} level="M" role="img" aria-label={t('QR code to join with code {code}', { code })} />
    </Box>
  );
}

/**
 * The code as a QR (the guest join link) on a white tile. Sized for a TV seen from the sofa: at
 * 1080p the corner tile is 30vmin (324 px, about 19 cm on a 55" screen: modules of ~6 mm, which a
 * phone reads from well beyond 3 m); the empty stage shows it at 46vmin. Sizes follow the shorter
 * side (vmin = vh on a landscape screen), so the stage still fits a portrait phone.
 */
export function JoinQr({ url, code, size, caption }: { url: string; code: string; size: string; caption: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <QrTile url={url} code={code} size={size} />
      <Typography sx={{ color: TV_INK, fontWeight: 700, fontSize: tvType(16, 2.2, 30), textShadow: STAGE_SHADOW }}>{caption}</Typography>
      <Typography
        data-testid="stage-code"
        sx={{ ...tvCode, color: TV_INK, fontWeight: 800, fontSize: tvType(24, 4.4, 60), textShadow: STAGE_SHADOW, lineHeight: 1 }}
      >
        {code}
      </Typography>
    </Stack>
  );
}
