import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, ButtonBase, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Wifi from '@mui/icons-material/Wifi';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast';
import { copyText } from '@/lib/clipboard';
import { guestAddress, guestLink, type InviteBase, useInviteBase } from '@/lib/invite-link';
import { QrDialog } from './qr-dialog';
import { t } from '@/i18n/i18n';
import { UNLIMITED } from '@/lib/limits';

/**
 * Under the invite, when the app runs on this computer's localhost: the invite uses the computer's
 * Wi-Fi address, so phones must share that Wi-Fi; or there is none, and phones cannot join until
 * the computer joins a network or PUBLIC_URL names an address they reach.
 */
function ReachNote({ invite }: { invite: InviteBase }) {
  if (invite.reach === 'lan') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, color: 'text.secondary' }}>
        <Wifi fontSize="small" aria-hidden />
        <Typography variant="body2">{t('Phones must be on the same Wi-Fi as this computer.')}</Typography>
      </Stack>
    );
  }
  if (invite.reach !== 'unreachable') return null;
  return (
    <Alert severity="warning" sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}>
      <AlertTitle>{t('Phones cannot reach this address')}</AlertTitle>
      {t('Connect this computer to the Wi-Fi, or restart the server with PUBLIC_URL set to an address phones can open, such as {example}.', {
        example: 'PUBLIC_URL=http://192.168.1.20:3000',
      })}
    </Alert>
  );
}

/**
 * What a host shows the room: a QR code to the guest join page (a tap shows it full screen), the
 * address with a copy button that says so when it worked, and the code; on localhost, whether
 * phones can reach that address (ReachNote).
 */
export function InvitePanel({ name, code, guests, maxGuests }: { name: string; code: string; guests: number; maxGuests: number }) {
  const invite = useInviteBase();
  const link = guestLink(code, invite.origin);
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(link)) {
      setCopied(true);
      toast({ title: t('Link copied'), description: link });
    } else {
      toast({ title: t('Could not copy the link'), description: t('Copy it by hand: {link}', { link }), variant: 'destructive' });
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Invite your friends')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('Show the QR code full screen')} enterDelay={700}>
            <ButtonBase
              aria-label={t('Show the QR code full screen')}
              onClick={() => setEnlarged(true)}
              sx={{
                p: 1,
                bgcolor: '#fff',
                borderRadius: 2,
                lineHeight: 0,
                cursor: 'zoom-in',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <QRCodeSVG value={link} size={148} aria-label={t('QR code to join this room')} role="img" />
            </ButtonBase>
          </Tooltip>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('Scan the code, or open')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{guestAddress(invite.origin)}</Typography>
              <Tooltip title={copied ? t('Copied') : t('Copy invite link')} enterDelay={700}>
                <IconButton size="small" aria-label={t('Copy invite link')} onClick={() => void copy()} color={copied ? 'success' : 'default'}>
                  {copied ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
                </IconButton>
              </Tooltip>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('and enter the room code')}
            </Typography>
            <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.25em', fontSize: 28 }}>{code}</Typography>
            <Typography variant="body2">
              {t('Guests: {guests} / {maxGuests}', { guests, maxGuests: maxGuests >= UNLIMITED ? t('unlimited') : maxGuests })}
            </Typography>
          </Stack>
        </Stack>
        <ReachNote invite={invite} />
      </CardContent>
      <QrDialog open={enlarged} onClose={() => setEnlarged(false)} name={name} code={code} />
    </Card>
  );
}
