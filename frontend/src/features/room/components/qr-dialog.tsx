import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Dialog, IconButton, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { Fragment, type ReactNode } from 'react';
import { t } from '@/i18n/i18n';
import { guestAddress, guestLink, useInviteBase } from '@/lib/invite-link';

/** Stands for the element `index` in a translated sentence (see withElements). */
const mark = (index: number) => `\u{E000}${index}\u{E001}`;

/** A translated sentence with elements where it has their marks, in the order the translation puts them. */
function withElements(text: string, elements: ReactNode[]): ReactNode[] {
  return text.split(/\u{E000}(\d+)\u{E001}/u).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part));
}

/**
 * The room's QR code as large as the screen allows, for a host who holds their phone or laptop up
 * to the room: "Scan to join <room> · CODE". `onOpenImage` offers the 300x300 image as well
 * (the dashboard's QR, docs/product.md §2).
 */
export function QrDialog({
  open,
  onClose,
  name,
  code,
  onOpenImage,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  code: string;
  onOpenImage?: () => void;
}) {
  const titleId = `qr-title-${code}`;
  const invite = useInviteBase();
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
      <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <Stack spacing={2} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: { xs: 2, sm: 4 } }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ fontWeight: 800, overflowWrap: 'anywhere', px: 5 }}>
          {withElements(t('Scan to join {name} · {code}', { name, code: mark(0) }), [
            <Box key="code" component="span" sx={{ fontFamily: 'ui-monospace, monospace', letterSpacing: '0.12em' }}>
              {code}
            </Box>,
          ])}
        </Typography>
        <Box sx={{ p: 2, bgcolor: '#fff', borderRadius: 3, lineHeight: 0, width: 'min(80vw, 62vh)', maxWidth: 640 }}>
          <QRCodeSVG
            value={guestLink(code, invite.origin)}
            size={512}
            style={{ width: '100%', height: 'auto' }}
            aria-label={t('QR code to join {name}', { name })}
            role="img"
          />
        </Box>
        <Typography color="text.secondary">
          {withElements(t('or open {address} and enter {code}', { address: mark(0), code: mark(1) }), [
            <strong key="address">{guestAddress(invite.origin)}</strong>,
            <strong key="code">{code}</strong>,
          ])}
        </Typography>
        {onOpenImage ? (
          <Button variant="outlined" startIcon={<OpenInNew />} onClick={onOpenImage}>
            {t('Open the 300×300 image')}
          </Button>
        ) : null}
      </Stack>
    </Dialog>
  );
}
