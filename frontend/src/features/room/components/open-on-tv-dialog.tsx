import Close from '@mui/icons-material/Close';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef } from 'react';
import { errorMessage } from '@/lib/api-client';
import { newPairingCode } from '@/lib/api/screens';
import { useInviteBase } from '@/lib/invite-link';
import { useNow } from '@/lib/use-now';
import { t } from '@/i18n/i18n';
import { RoomScreens } from './room-screens';

/**
 * "Open on a TV": a short code (and its QR) that pairs one TV to this room in one step, no sign-in
 * on the TV. The code works once, for 10 minutes; once a TV pairs, a fresh code is drawn for the
 * next one. The room's screens are listed below, each with End.
 */
export default function OpenOnTvDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const titleId = useId();
  const invite = useInviteBase();
  const now = useNow(1000);
  const draw = useMutation({ mutationFn: () => newPairingCode(roomId) });
  const { mutate } = draw;
  useEffect(() => mutate(), [mutate]);
  // A TV paired with the code on show: it is spent, so the next TV gets a new one.
  const paired = useRef<number | undefined>(undefined);
  const onCount = (count: number) => {
    if (paired.current !== undefined && count > paired.current) mutate();
    paired.current = count;
  };

  const code = draw.data;
  // (The clock's last tick may predate the code.)
  const left = code ? Math.max(0, new Date(code.expiresAt).getTime() - Math.max(now, Date.now())) : 0;
  const expired = code !== undefined && left === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pr: 6 }}>
        {t('Open on a TV')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">
            {t('On the TV’s browser, open {address} and type this code, or scan the QR with it.', {
              address: `${invite.origin.replace(/^[a-z]+:\/\//i, '')}/tv`,
            })}
          </Typography>
          {draw.isError ? (
            <Typography role="alert" color="error">
              {errorMessage(draw.error, t('No code could be made. Try again.'))}
            </Typography>
          ) : !code ? (
            <CircularProgress aria-label={t('Making a code')} />
          ) : (
            <>
              <Typography
                data-testid="tv-pairing-code"
                aria-label={t('Pairing code {code}', { code: code.code.split('').join(' ') })}
                sx={{
                  fontFamily: 'ui-monospace, monospace',
                  fontWeight: 900,
                  letterSpacing: '0.3em',
                  fontSize: { xs: 44, sm: 56 },
                  lineHeight: 1,
                  opacity: expired ? 0.4 : 1,
                }}
              >
                {code.code}
              </Typography>
              <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, lineHeight: 0, width: 200, opacity: expired ? 0.4 : 1 }}>
                <QRCodeSVG
                  value={`${invite.origin}${code.link}`}
                  size={256}
                  style={{ width: '100%', height: 'auto' }}
                  role="img"
                  aria-label={t('QR code to pair a TV with code {code}', { code: code.code })}
                />
              </Box>
              <Typography variant="body2" color={expired ? 'error' : 'text.secondary'}>
                {expired ? t('This code has expired.') : t('Works once, for {minutes} more min.', { minutes: Math.ceil(left / 60_000) })}
              </Typography>
            </>
          )}
          <Button variant="outlined" startIcon={<Refresh />} disabled={draw.isPending} onClick={() => mutate()}>
            {t('New code')}
          </Button>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <RoomScreens roomId={roomId} pollMs={3000} onCount={onCount} />
      </DialogContent>
    </Dialog>
  );
}
