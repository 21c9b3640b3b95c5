import MusicNote from '@mui/icons-material/MusicNote';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { sxList } from '@/lib/sx';

/**
 * A song's picture, or a placeholder when it has none or it cannot load (offline, removed): the
 * same note everywhere a song is shown (player, queue, search, favorites).
 */
export function Thumbnail({ src, sx, iconSize = 48 }: { src: string | null | undefined; sx?: SxProps<Theme>; iconSize?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Box
        data-testid="thumbnail-placeholder"
        sx={[{ display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #2e1065, #831843)' }, ...sxList(sx)]}
      >
        <MusicNote sx={{ fontSize: iconSize, color: 'rgba(255,255,255,0.6)' }} />
      </Box>
    );
  }
  return <Box component="img" src={src} alt="" onError={() => setFailed(src)} sx={[{ objectFit: 'cover', display: 'block' }, ...sxList(sx)]} />;
}
