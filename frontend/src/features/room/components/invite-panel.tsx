import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { guestLink } from '../../rooms/components/room-card';

/** What a host shows the room: a QR code to the guest join page, the address and the code. */
export function InvitePanel({ code, guests, maxGuests }: { code: string; guests: number; maxGuests: number }) {
  const link = guestLink(code);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Invite your friends
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, lineHeight: 0 }}>
            <QRCodeSVG value={link} size={148} aria-label="QR code to join this room" role="img" />
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Scan the code, or open
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{window.location.host}/guest</Typography>
              <Tooltip title="Copy invite link" enterDelay={700}>
                <IconButton size="small" aria-label="Copy invite link" onClick={() => void navigator.clipboard?.writeText(link)}>
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              and enter the room code
            </Typography>
            <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.25em', fontSize: 28 }}>{code}</Typography>
            <Typography variant="body2">
              Guests: {guests} / {maxGuests >= 999 ? 'unlimited' : maxGuests}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
