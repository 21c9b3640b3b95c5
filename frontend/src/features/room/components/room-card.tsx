import Delete from '@mui/icons-material/Delete';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Login from '@mui/icons-material/Login';
import QrCode2 from '@mui/icons-material/QrCode2';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import Tv from '@mui/icons-material/Tv';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Room } from '@/lib/api/rooms';
import { guestLink, useInviteBase } from '@/lib/invite-link';
import { QrDialog } from './qr-dialog';
import { locale, t } from '@/i18n/i18n';

function formatDate(value: string | null | undefined): string {
  if (!value) return t('N/A');
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? t('N/A') : date.toLocaleDateString(locale());
}

const QR_SIZE = 300;

/**
 * Opens the 300x300 QR image in a new tab; the image is drawn by the app (no image service).
 * qrcode.react sizes its canvas by the device pixel ratio (600x600 on a 2x screen), so the image
 * is redrawn at exactly 300x300, without smoothing to keep the modules sharp.
 */
function qrImageDataUrl(canvas: HTMLCanvasElement): string {
  const image = document.createElement('canvas');
  image.width = QR_SIZE;
  image.height = QR_SIZE;
  const context = image.getContext('2d');
  if (!context) return canvas.toDataURL('image/png');
  context.imageSmoothingEnabled = false;
  context.drawImage(canvas, 0, 0, QR_SIZE, QR_SIZE);
  return image.toDataURL('image/png');
}

function openQrImage(canvas: HTMLCanvasElement | null) {
  if (!canvas) return;
  const [, base64] = qrImageDataUrl(canvas).split(',');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  window.open(URL.createObjectURL(new Blob([bytes], { type: 'image/png' })), '_blank', 'noopener');
}

export function RoomCard({ room, onToggleLock, onDelete, busy }: { room: Room; onToggleLock: () => void; onDelete: () => void; busy: boolean }) {
  const navigate = useNavigate();
  const qr = useRef<HTMLCanvasElement>(null);
  const invite = useInviteBase();
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <Card variant="outlined" data-testid={`room-card-${room.code}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {room.name}
          </Typography>
          <Chip
            size="small"
            icon={room.isLocked ? <Lock /> : <LockOpen />}
            label={room.isLocked ? t('Locked') : t('Open')}
            color={room.isLocked ? 'warning' : 'success'}
            variant="outlined"
          />
        </Stack>
        <Typography variant="body2" color={room.isActive ? 'success.main' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {room.isActive ? t('Active session') : t('Ended')}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('Room code')}
            </Typography>
            <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, letterSpacing: '0.2em', fontSize: 20 }}>{room.code}</Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('Created')}
            </Typography>
            <Typography>{formatDate(room.createdAt)}</Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('People')}
            </Typography>
            <Typography>{room.userCount}</Typography>
          </div>
        </Stack>
        <QRCodeCanvas ref={qr} value={guestLink(room.code, invite.origin)} size={QR_SIZE} marginSize={2} style={{ display: 'none' }} />
      </CardContent>
      {/* Six buttons: on a phone two tidy columns under a full-width Enter Room, from sm up one wrapping row. */}
      <CardActions
        disableSpacing
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          pb: 2,
          '& > .room-card-wide': { gridColumn: '1 / -1' },
        }}
      >
        <Button className="room-card-wide" variant="contained" startIcon={<Login />} onClick={() => navigate(`/room/${room.roomId}`)}>
          {t('Enter Room')}
        </Button>
        <Button variant="outlined" startIcon={<SettingsRemote />} onClick={() => navigate(`/room/${room.roomId}?view=remote`)}>
          {t('Remote')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Tv />}
          href={`/room/${room.roomId}?view=stage`}
          target="_blank"
          rel="noopener"
          aria-label={t('Open the stage of {room} in a new tab', { room: room.name })}
        >
          {t('Stage')}
        </Button>
        <Button variant="outlined" startIcon={<QrCode2 />} onClick={() => setQrOpen(true)}>
          {t('QR')}
        </Button>
        <Button variant="outlined" startIcon={room.isLocked ? <LockOpen /> : <Lock />} onClick={onToggleLock} disabled={busy}>
          {room.isLocked ? t('Unlock') : t('Lock')}
        </Button>
        <Button className="room-card-wide" variant="outlined" color="error" startIcon={<Delete />} onClick={onDelete} disabled={busy}>
          {t('Delete')}
        </Button>
      </CardActions>
      <QrDialog open={qrOpen} onClose={() => setQrOpen(false)} name={room.name} code={room.code} onOpenImage={() => openQrImage(qr.current)} />
    </Card>
  );
}
