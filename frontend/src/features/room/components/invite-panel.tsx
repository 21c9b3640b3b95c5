import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { ButtonBase, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast';
import { copyText } from '@/lib/clipboard';
import { guestLink } from '@/lib/invite-link';
import { QrDialog } from './qr-dialog';
import { t } from '@/i18n/i18n';

/**
 * What a host shows the room: a QR code to the guest join page (a tap shows it full screen), the
 * address with a copy button that says so when it worked, and the code.
 */
export function InvitePanel({ name, code, guests, maxGuests }: { name: string; code: string; guests: number; maxGuests: number }) {
  const link = guestLink(code);
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
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{window.location.host}/guest</Typography>
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
            <Typography variant="body2">{t('Guests: {guests} / {maxGuests}', { guests, maxGuests: maxGuests >= 999 ? t('unlimited') : maxGuests })}</Typography>
          </Stack>
        </Stack>
      </CardContent>
      <QrDialog open={enlarged} onClose={() => setEnlarged(false)} name={name} code={code} />
    </Card>
  );
}
