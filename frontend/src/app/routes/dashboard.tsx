import AddCircle from '@mui/icons-material/AddCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Favorite from '@mui/icons-material/Favorite';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { Button, Card, CardActionArea, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { Room } from '@/lib/api/rooms';
import { RoomCard } from '@/features/room/components/room-card';
import { useMyRooms, useRoomActions } from '@/features/room/hooks/use-my-rooms';
import { errorMessage } from '@/lib/api-client';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { JoinRoomDialog } from './join-room-dialog';
import { PastParties } from '@/features/evening/components/past-parties';
import { t } from '@/i18n/i18n';

function ActionCard({ icon, title, text, onClick }: { icon: React.ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {icon}
            <div>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The host's home: create or join a room, and manage the rooms they own (docs/product.md §2). */
export function DashboardRoute() {
  const user = useCurrentUser();
  // Signed out (here, in another tab, or a session that ended): RequireUser is on its way to /login.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const rooms = useMyRooms(user.userId);
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const [toDelete, setToDelete] = useState<Room | null>(null);
  const { create, join, lock, remove, busy } = useRoomActions(() => setDialog(null));
  const signOut = useSignOut();

  const actions = (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', display: { xs: 'none', sm: 'flex' } }}>
      {isAdmin(user) ? (
        <Button startIcon={<AdminPanelSettings />} href="/admin/">
          {t('Admin Dashboard')}
        </Button>
      ) : null}
      <Button startIcon={<Favorite />} onClick={() => navigate('/favorites')}>
        {t('Favorites')}
      </Button>
      <Button startIcon={<Person />} onClick={() => navigate('/profile')}>
        {t('Profile')}
      </Button>
      <Button startIcon={<Logout />} onClick={signOut}>
        {t('Sign Out')}
      </Button>
    </Stack>
  );

  return (
    <AppShell actions={actions}>
      <Stack spacing={4} sx={{ pt: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('Welcome back, {name}!', { name: user.displayName })}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', gap: 1 }}>
            {isAdmin(user) ? (
              <Button size="small" href="/admin/">
                {t('Admin Dashboard')}
              </Button>
            ) : null}
            <Button size="small" onClick={() => navigate('/favorites')}>
              {t('Favorites')}
            </Button>
            <Button size="small" onClick={() => navigate('/profile')}>
              {t('Profile')}
            </Button>
            <Button size="small" onClick={signOut}>
              {t('Sign Out')}
            </Button>
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ActionCard
              icon={<AddCircle color="primary" sx={{ fontSize: 40 }} />}
              title={t('Create New Room')}
              text={t('Start a party and invite everyone with a code or QR.')}
              onClick={() => setDialog('create')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ActionCard
              icon={<GroupAdd color="secondary" sx={{ fontSize: 40 }} />}
              title={t('Join Room')}
              text={t('Got a code from a host? Jump into their party.')}
              onClick={() => setDialog('join')}
            />
          </Grid>
        </Grid>
        <section>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('Your Rooms')}
          </Typography>
          {rooms.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} />
              <Typography color="text.secondary">{t('Loading your rooms...')}</Typography>
            </Stack>
          ) : rooms.isError ? (
            <Typography color="error">{errorMessage(rooms.error, t('Failed to load your rooms.'))}</Typography>
          ) : rooms.data.length === 0 ? (
            <Typography color="text.secondary">{t("You haven't created any rooms yet. Create one to get started!")}</Typography>
          ) : (
            <Grid container spacing={2}>
              {rooms.data.map((room) => (
                <Grid key={room.roomId} size={{ xs: 12, md: 6 }}>
                  <RoomCard room={room} busy={busy(room)} onToggleLock={() => lock.mutate(room)} onDelete={() => setToDelete(room)} />
                </Grid>
              ))}
            </Grid>
          )}
        </section>
        <PastParties userId={user.userId} />
      </Stack>
      <TextPromptDialog
        open={dialog === 'create'}
        title={t('Create New Room')}
        text={t('Give your party a name; guests will see it when they join.')}
        label={t('Room name')}
        placeholder={t('Friday night karaoke')}
        requiredMessage={t('Room name is required')}
        submitLabel={t('Create Room')}
        maxLength={100}
        busy={create.isPending}
        onSubmit={(name) => create.mutate(name)}
        onClose={() => setDialog(null)}
      />
      <JoinRoomDialog
        open={dialog === 'join'}
        text={t("Enter the code shown on the host's screen.")}
        busy={join.isPending}
        onSubmit={(code) => join.mutate(code)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete room')}
        text={t('Are you sure you want to delete "{name}"? This action cannot be undone.', { name: toDelete?.name ?? '' })}
        confirmLabel={t('Delete')}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </AppShell>
  );
}
