import MusicNote from '@mui/icons-material/MusicNote';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

/** A song's picture, or a placeholder when it has none or it cannot load (offline, removed). */
export function Thumbnail({ src, sx }: { src: string | null | undefined; sx?: SxProps<Theme> }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Box
        data-testid="thumbnail-placeholder"
        sx={[{ display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #2e1065, #831843)' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <MusicNote sx={{ fontSize: 48, color: 'rgba(255,255,255,0.6)' }} />
      </Box>
    );
  }
  return (
    <Box component="img" src={src} alt="" onError={() => setFailed(src)} sx={[{ objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]} />
  );
}
